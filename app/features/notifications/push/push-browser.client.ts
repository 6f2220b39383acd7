/**
 * The browser side of travel-deal notifications: the service worker at /sw.js, the push
 * subscription and our API. Nothing here runs before the visitor clicks (docs/product.md §10.5),
 * except reading whether this browser is already subscribed.
 */

export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function isSubscribed(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== "granted") return false;
  return (await currentSubscription()) !== null;
}

async function post(path: string, body: unknown): Promise<void> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
}

type SubscribeResult = "subscribed" | "denied" | "dismissed";

/** Asks for permission (the browser's own prompt), subscribes and stores the subscription. */
export async function subscribeToDeals(vapidPublicKey: string): Promise<SubscribeResult> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "dismissed";
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(vapidPublicKey),
    }));
  await post("/api/subscription/subscribe", subscription.toJSON());
  return "subscribed";
}

/** Removes the subscription on our server first (so no more sends), then in the browser. */
export async function unsubscribeFromDeals(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await post("/api/subscription/unsubscribe", { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

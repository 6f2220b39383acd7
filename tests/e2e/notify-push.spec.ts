import { expectNoAxeViolations } from "./axe";
import { expect, test, type APIRequestContext } from "./fixtures";

async function storedEndpoints(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/api/push/subscriptions");
  expect(response.status()).toBe(200);
  return (await response.json()).data.map((row: { endpoint: string }) => row.endpoint);
}

test("'Get travel deals' asks only on click, stores the subscription and turns it off again", async ({
  page,
  context,
}) => {
  const prompts: string[] = [];
  // Notification.requestPermission is only called from the control's click handler
  await page.addInitScript(() => {
    const original = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args) => {
      (window as unknown as { __prompts: number }).__prompts =
        ((window as unknown as { __prompts?: number }).__prompts ?? 0) + 1;
      return original(...args);
    };
  });
  // Test-only stand-in: headless Chromium has no push service to reach (its real
  // pushManager.subscribe rejects here), so the browser's subscription object is faked in the page.
  // Everything around it is real: the permission, /sw.js registration, and both API calls.
  await page.addInitScript(() => {
    const b64 = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    const random = (n: number) => crypto.getRandomValues(new Uint8Array(n));
    const key = "e2e-push-subscription";
    const make = (json: { endpoint: string; keys: { p256dh: string; auth: string } }) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      toJSON: () => ({ ...json, expirationTime: null }),
      unsubscribe: async () => {
        localStorage.removeItem(key);
        return true;
      },
    });
    PushManager.prototype.getSubscription = async function () {
      const saved = localStorage.getItem(key);
      return saved ? (make(JSON.parse(saved)) as unknown as PushSubscription) : null;
    };
    PushManager.prototype.subscribe = async function () {
      const point = random(65);
      point[0] = 4;
      const json = {
        endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${b64(random(12))}`,
        keys: { p256dh: b64(point), auth: b64(random(16)) },
      };
      localStorage.setItem(key, JSON.stringify(json));
      return make(json) as unknown as PushSubscription;
    };
  });
  await context.grantPermissions(["notifications"]);
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  const turnOn = footer.getByRole("button", { name: "Get travel deals" });
  await expect(turnOn).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as unknown as { __prompts?: number }).__prompts ?? 0)).toBe(0);
  await expectNoAxeViolations(page, (axe) => axe.include("footer"));

  await turnOn.click();
  await expect(footer.getByRole("status")).toHaveText("Done! We'll send you our best travel deals.");
  const turnOff = footer.getByRole("button", { name: "Turn off travel deals" });
  await expect(turnOff).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __prompts?: number }).__prompts)).toBe(1);
  prompts.push("asked");

  const endpoint = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration("/");
    return (await registration?.pushManager.getSubscription())?.endpoint ?? null;
  });
  expect(endpoint).toMatch(/^https:\/\/fcm\.googleapis\.com\//);
  // the service worker really is registered and active
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.active?.scriptURL),
  ).toMatch(/\/sw\.js$/);

  // the admin sees the stored subscription through the API
  const login = await page.request.post("/api/auth/login", {
    data: { id: "e2e-admin", password: "e2e-admin-password" },
  });
  expect(login.ok()).toBe(true);
  expect(await storedEndpoints(page.request)).toContain(endpoint);

  // a reload reads the state on the client: still on
  await page.reload();
  await expect(footer.getByRole("button", { name: "Turn off travel deals" })).toBeVisible();

  await footer.getByRole("button", { name: "Turn off travel deals" }).click();
  await expect(footer.getByRole("status")).toHaveText(
    "Travel deals are off. You won't get notifications from us.",
  );
  await expect(footer.getByRole("button", { name: "Get travel deals" })).toBeVisible();
  expect(await storedEndpoints(page.request)).not.toContain(endpoint);
  expect(prompts).toEqual(["asked"]);
});

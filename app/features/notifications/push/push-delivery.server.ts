import http from "node:http";
import https from "node:https";
import webpush from "web-push";
import type { VapidKeys } from "./vapid-keys.server";
import { checkEndpoint, guardedLookup, type AddressPolicy } from "./push-address-guard.server";

export type StoredSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

type DeliveryOptions = {
  vapid: VapidKeys;
  /** the VAPID contact, "mailto:" the agency */
  subject: string;
  policy: AddressPolicy;
  /** a push service that has not answered by then counts as failed */
  timeoutMs: number;
};

/** "sent" (2xx), "gone" (404/410: the browser unsubscribed) or "failed" with a reason. */
type DeliveryOutcome = { result: "sent" | "gone" } | { result: "failed"; reason: string };

/**
 * Encrypts the payload and signs the request with VAPID (web-push builds both), then sends it
 * ourselves so the connection goes through the address guard and a hard timeout.
 */
export async function deliverPush(
  subscription: StoredSubscription,
  payload: string,
  options: DeliveryOptions,
): Promise<DeliveryOutcome> {
  let status: number;
  try {
    const endpoint = new URL(subscription.endpoint);
    checkEndpoint(endpoint, options.policy);
    const details = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails: { subject: options.subject, ...options.vapid },
      TTL: 24 * 60 * 60,
    });
    status = await postTo(endpoint, details, options);
  } catch (error) {
    return { result: "failed", reason: error instanceof Error ? error.message : String(error) };
  }
  if (status >= 200 && status < 300) return { result: "sent" };
  if (status === 404 || status === 410) return { result: "gone" };
  return { result: "failed", reason: `push service answered ${status}` };
}

function postTo(endpoint: URL, details: webpush.RequestDetails, options: DeliveryOptions): Promise<number> {
  const client = endpoint.protocol === "http:" ? http : https;
  return new Promise((resolve, reject) => {
    const request = client.request(
      endpoint,
      {
        method: details.method,
        headers: details.headers as http.OutgoingHttpHeaders,
        lookup: guardedLookup(options.policy) as never,
        // idle socket limit, and a limit on the whole exchange
        timeout: options.timeoutMs,
        signal: AbortSignal.timeout(options.timeoutMs),
        agent: false,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("push service timed out")));
    request.on("error", reject);
    request.end(details.body ?? undefined);
  });
}

import { z } from "zod";
import { keysetQueryShape, limitField } from "~/lib/keyset-page";
import { requiredLine } from "~/lib/text-fields";

/** `GET /api/push/subscriptions`: a page, newest first. */
export const pushSubscriptionListQuerySchema = z.object({ ...keysetQueryShape });

/** `GET /api/push/sends`: a page of messages sent, newest first (20 unless asked). */
export const pushSendListQuerySchema = z.object({ ...keysetQueryShape, limit: limitField(20) });

/** base64url (or plain base64) text, as browsers encode push keys. */
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/**
 * True for hosts a push service could never be: our server later POSTs to the endpoint, so an
 * address inside the network (localhost, an IP literal, a bare intranet name) is refused.
 */
function isPublicHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host.startsWith("[") || /^[\d.]+$/.test(host)) return false;
  if (!host.includes(".")) return false;
  return !/(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/.test(host);
}

const endpointField = z
  .string({ error: "Endpoint must be an https address" })
  .trim()
  .max(2048, "Endpoint is too long")
  .pipe(z.url({ protocol: /^https$/, error: "Endpoint must be an https address" }))
  .refine(
    (value) => URL.canParse(value) && isPublicHostname(new URL(value).hostname),
    "Endpoint must be a public push service",
  );

const keyField = (name: string, min: number, max: number) =>
  z
    .string({ error: `keys.${name} is required` })
    .min(min, `keys.${name} is not a valid key`)
    .max(max, `keys.${name} is not a valid key`)
    .regex(BASE64, `keys.${name} is not a valid key`);

/** The browser's `PushSubscription.toJSON()`, sent as is (docs/product.md §3). */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointField,
  expirationTime: z.number().nonnegative().nullable().optional().default(null),
  keys: z.object(
    {
      // an uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url
      p256dh: keyField("p256dh", 80, 100),
      auth: keyField("auth", 16, 32),
    },
    { error: "keys with p256dh and auth are required" },
  ),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

/** `POST /api/subscription/unsubscribe`: the endpoint is the subscription's own secret name. */
export const pushUnsubscribeSchema = z.object({
  // a NUL or other control character is refused here, not left for PostgreSQL to fail on (500)
  endpoint: requiredLine(2048, "Endpoint is required"),
});

/** The admin's message to every subscriber. The link is a path of the site or an https address. */
export const pushMessageSchema = z.object({
  title: z
    .string({ error: "Please enter a title" })
    .trim()
    .min(1, "Please enter a title")
    .max(80, "Keep the title to 80 characters"),
  body: z
    .string({ error: "Please enter the text" })
    .trim()
    .min(1, "Please enter the text")
    .max(240, "Keep the text to 240 characters"),
  url: z
    .string()
    .trim()
    .max(500, "The link is too long")
    .optional()
    .default("/")
    .transform((value) => (value === "" ? "/" : value))
    .refine(
      (value) => (value.startsWith("/") && !value.startsWith("//")) || /^https:\/\/[^\s]+$/.test(value),
      "Use a path of the site such as /offers, or an https:// address",
    ),
});
export type PushMessage = z.output<typeof pushMessageSchema>;

import { z } from "zod";

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

/** The browser's `PushSubscription.toJSON()`, sent as is (SPEC 3). */
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

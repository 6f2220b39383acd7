import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimitBuckets } from "../../db/schema";

/**
 * How many public writes one client address may make per window (README "Security", ADR 0003).
 * Generous for a family (two bookings, a few enquiries, a retry or two) and behind a shared
 * mobile-carrier address, tight enough that a script cannot bury the inbox.
 */
export const RATE_LIMITS = {
  enquiry: { max: 20, windowSeconds: 15 * 60 },
  booking: { max: 20, windowSeconds: 60 * 60 },
  order: { max: 20, windowSeconds: 60 * 60 },
  push: { max: 30, windowSeconds: 60 * 60 },
  login: { max: 30, windowSeconds: 15 * 60 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * Which limit a request falls under, by method and path; null for anything not limited. Page form
 * posts count with their API twins. React Router posts from JavaScript go to the same path with a
 * `.data` suffix (`/contact.data`, and `/_root.data` for the home page), so both forms match.
 */
export function rateLimitFor(method: string, pathname: string): RateLimitName | null {
  if (method.toUpperCase() !== "POST") return null;
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  if (path === "/api/contact" || path === "/api/contact/chatbot") return "enquiry";
  if (path === "/contact" || path === "/newsletter" || path === "/plan-trip" || path === "/_root") {
    return "enquiry";
  }
  if (path === "/api/bookings" || /^\/packages\/[^/]+$/.test(path)) return "booking";
  if (path === "/api/shop/orders" || path === "/travel-gear-store") return "order";
  if (path === "/api/subscription/subscribe") return "push";
  if (path === "/api/auth/login" || path === "/admin/login") return "login";
  return null;
}

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one hit for `name` from `address` in the current fixed window (one upsert, atomic across
 * processes) and says whether it is within the limit. Old windows are swept now and then.
 */
export async function hitRateLimit(
  db: Db,
  name: RateLimitName,
  address: string,
  now = new Date(),
): Promise<RateLimitOutcome> {
  const { max, windowSeconds } = RATE_LIMITS[name];
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key: `${name}:${address}`, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
      set: { hits: sql`${rateLimitBuckets.hits} + 1` },
    })
    .returning({ hits: rateLimitBuckets.hits });
  if (Math.random() < 0.01) {
    await db
      .delete(rateLimitBuckets)
      .where(lt(rateLimitBuckets.windowStart, new Date(now.getTime() - DAY_MS)));
  }
  if ((row?.hits ?? 0) <= max) return { allowed: true };
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed: false, retryAfterSeconds };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const rateLimitMessage = (retryAfterSeconds: number) =>
  `Too many requests from your network. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute${
    retryAfterSeconds > 60 ? "s" : ""
  }, or call us.`;

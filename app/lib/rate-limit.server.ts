import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimitBuckets } from "../../db/schema";

export { RATE_LIMITS, rateLimitFor, rateLimitMessage } from "./rate-limit-rules";
import { RATE_LIMITS, type RateLimitName } from "./rate-limit-rules";

type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

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

import { and, desc, eq, gt, inArray, lt, notInArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { loginFailures } from "../../../db/schema";

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one ID from one address: the guesser is locked, the owner elsewhere is not. */
const MAX_FAILURES_PER_ID = 5;
const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Rows of `login_failures` are keyed by what they count; IDs case-folded so "Admin" counts as
 * "admin". An ID is only ever counted together with the address trying it: counting it alone
 * would let anyone lock the real admin out by failing five times (issue 8, finding 7). Guessing
 * from many addresses is held back by argon2, 12-character passwords and the second factor.
 */
export const throttleKey = {
  id: (loginId: string, address: string) => `id:${loginId.toLowerCase()}@${address}`,
  address: (address: string) => `ip:${address}`,
};

type Limit = { key: string; max: number };

export function loginLimits(loginId: string, clientAddress: string): Limit[] {
  return [
    { key: throttleKey.id(loginId, clientAddress), max: MAX_FAILURES_PER_ID },
    { key: throttleKey.address(clientAddress), max: MAX_FAILURES_PER_ADDRESS },
  ];
}

type LoginAttempt = { allowed: true; rowIds: string[] } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts this attempt as a failure *before* the password is checked, so a burst of parallel guesses
 * cannot all slip through before the first failure is written. When earlier failures already reach a
 * limit, the attempt is refused and its own rows are removed again (a refused try is not a guess, and
 * must not stretch the lock). Failures older than the window are pruned on the way.
 */
export async function beginLoginAttempt(db: Db, limits: Limit[], now = new Date()): Promise<LoginAttempt> {
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart));
  const inserted = await db
    .insert(loginFailures)
    .values(limits.map(({ key }) => ({ key, failedAt: now })))
    .returning({ id: loginFailures.id });
  const rowIds = inserted.map((row) => row.id);

  let unlockAt = 0;
  for (const { key, max } of limits) {
    // the max-th most recent other failure: while it is inside the window, the key is locked
    const [pivot] = await db
      .select({ failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.key, key),
          gt(loginFailures.failedAt, windowStart),
          notInArray(loginFailures.id, rowIds),
        ),
      )
      .orderBy(desc(loginFailures.failedAt))
      .limit(1)
      .offset(max - 1);
    if (pivot) unlockAt = Math.max(unlockAt, pivot.failedAt.getTime() + LOGIN_WINDOW_MS);
  }
  if (unlockAt === 0) return { allowed: true, rowIds };

  await forgetRows(db, rowIds);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((unlockAt - now.getTime()) / 1000)) };
}

/** A successful login: the ID starts afresh from this address, and this attempt was no failure. */
export async function endLoginAttemptWithSuccess(
  db: Db,
  loginId: string,
  clientAddress: string,
  rowIds: string[],
): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, throttleKey.id(loginId, clientAddress)));
  await forgetRows(db, rowIds);
}

/** An attempt that was no guess (the right password, the code still to come). */
export const forgetAttempt = (db: Db, rowIds: string[]) => forgetRows(db, rowIds);

async function forgetRows(db: Db, rowIds: string[]) {
  if (rowIds.length) await db.delete(loginFailures).where(inArray(loginFailures.id, rowIds));
}

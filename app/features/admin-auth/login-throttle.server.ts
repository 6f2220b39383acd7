import { and, desc, eq, gt, inArray, lt, notInArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { loginFailures } from "../../../db/schema";

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one ID from one address: the guesser is locked, the owner elsewhere is not. */
const MAX_FAILURES_PER_ID = 5;
const MAX_FAILURES_PER_ADDRESS = 20;
/**
 * Failures of one ID from browsers that have never logged in to it, whatever their addresses:
 * guessing from many addresses is held back, while a browser that has logged in before (a device
 * cookie, OWASP's defence) counts only its own failures, so the lock never reaches the owner.
 */
export const MAX_FAILURES_PER_ACCOUNT = 10;
const MAX_FAILURES_PER_DEVICE = 5;

/**
 * Rows of `login_failures` are keyed by what they count; IDs case-folded so "Admin" counts as
 * "admin". An ID is only ever counted together with the address trying it: counting it alone
 * would let anyone lock the real admin out by failing five times (issue 8, finding 7). Guessing
 * from many addresses is held back by argon2, 12-character passwords and the second factor.
 */
export const throttleKey = {
  id: (loginId: string, address: string) => `id:${loginId.toLowerCase()}@${address}`,
  address: (address: string) => `ip:${address}`,
  /** every browser without a device cookie of this account, together */
  account: (loginId: string) => `acct:${loginId.toLowerCase()}`,
  /** one browser that has logged in to the account before (the hash of its device cookie) */
  device: (deviceHash: string) => `device:${deviceHash}`,
  /** marks that the owner was told of this window's lock (one email a window) */
  accountNotice: (loginId: string) => `notice:acct:${loginId.toLowerCase()}`,
};

type Limit = { key: string; max: number };

/** `knownDevice`: the hash of a device cookie that has logged in to this ID before, if any. */
export function loginLimits(
  loginId: string,
  clientAddress: string,
  knownDevice: string | null = null,
): Limit[] {
  return [
    { key: throttleKey.id(loginId, clientAddress), max: MAX_FAILURES_PER_ID },
    { key: throttleKey.address(clientAddress), max: MAX_FAILURES_PER_ADDRESS },
    knownDevice
      ? { key: throttleKey.device(knownDevice), max: MAX_FAILURES_PER_DEVICE }
      : { key: throttleKey.account(loginId), max: MAX_FAILURES_PER_ACCOUNT },
  ];
}

type LoginAttempt =
  { allowed: true; rowIds: string[] } | { allowed: false; retryAfterSeconds: number; lockedKeys: string[] };

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
  const lockedKeys: string[] = [];
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
    if (pivot) {
      unlockAt = Math.max(unlockAt, pivot.failedAt.getTime() + LOGIN_WINDOW_MS);
      lockedKeys.push(key);
    }
  }
  if (unlockAt === 0) return { allowed: true, rowIds };

  await forgetRows(db, rowIds);
  const retryAfterSeconds = Math.max(1, Math.ceil((unlockAt - now.getTime()) / 1000));
  return { allowed: false, retryAfterSeconds, lockedKeys };
}

/**
 * A successful login (the password and the code: the owner): the ID starts afresh from this
 * address and across unknown browsers, and this attempt was no failure.
 */
export async function endLoginAttemptWithSuccess(
  db: Db,
  loginId: string,
  clientAddress: string,
  rowIds: string[],
): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      inArray(loginFailures.key, [throttleKey.id(loginId, clientAddress), throttleKey.account(loginId)]),
    );
  await forgetRows(db, rowIds);
}

/**
 * True the first time in a window that the account's lock is reported: a marker row, pruned with
 * the failures, says the owner has been told. Two processes racing may both tell (twice, rarely).
 */
export async function claimLockNotice(db: Db, loginId: string, now = new Date()): Promise<boolean> {
  const key = throttleKey.accountNotice(loginId);
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [told] = await db
    .select({ id: loginFailures.id })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, windowStart)))
    .limit(1);
  if (told) return false;
  await db.insert(loginFailures).values({ key, failedAt: now });
  return true;
}

/** An attempt that was no guess (the right password, the code still to come). */
export const forgetAttempt = (db: Db, rowIds: string[]) => forgetRows(db, rowIds);

async function forgetRows(db: Db, rowIds: string[]) {
  if (rowIds.length) await db.delete(loginFailures).where(inArray(loginFailures.id, rowIds));
}

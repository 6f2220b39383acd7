import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { adminDevices, adminUsers } from "../../../db/schema";
import { tokenHash } from "./token-hash.server";

/**
 * A device cookie (OWASP's defence against locking an account out): set on a browser after a
 * successful login, it lets that browser keep its own allowance of failures for that account
 * (login-throttle.server.ts). It grants nothing else: it is no session and skips no check.
 */
export const DEVICE_COOKIE = "sf_device";
export const DEVICE_COOKIE_DAYS = 365;

/** The hash of the device cookie when this browser has logged in to this ID before; otherwise null. */
export async function knownDeviceOf(db: Db, loginId: string, token: string | null): Promise<string | null> {
  if (!token || token.length > 100) return null;
  const hashed = tokenHash(token);
  const [row] = await db
    .select({ tokenHash: adminDevices.tokenHash })
    .from(adminDevices)
    .innerJoin(adminUsers, eq(adminUsers.id, adminDevices.adminId))
    .where(and(eq(adminDevices.tokenHash, hashed), eq(adminUsers.loginId, loginId)))
    .limit(1);
  return row?.tokenHash ?? null;
}

/**
 * After a successful login: a browser already known to this admin is noted as used (null: keep the
 * cookie); any other gets a new device token to set (a browser can know several accounts' devices
 * only through one cookie, so the newest login's account wins it).
 */
export async function rememberDevice(
  db: Db,
  adminId: string,
  knownHash: string | null,
  now = new Date(),
): Promise<string | null> {
  if (knownHash) {
    await db.update(adminDevices).set({ lastUsedAt: now }).where(eq(adminDevices.tokenHash, knownHash));
    return null;
  }
  const token = randomBytes(32).toString("base64url");
  await db
    .insert(adminDevices)
    .values({ tokenHash: tokenHash(token), adminId, createdAt: now, lastUsedAt: now });
  return token;
}

import { createHash, randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { and, count, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { adminApiTokens, adminSessions, adminUsers } from "../../../db/schema";
import type { Config } from "~/lib/env.server";
import { logJson, type Log } from "~/lib/logger.server";
import { ADMIN_PASSWORD_MIN, adminIdSchema, adminPasswordSchema, type LoginInput } from "./admin-auth-schema";
import { beginLoginAttempt, endLoginAttemptWithSuccess, loginLimits } from "./login-throttle.server";

export const SESSION_COOKIE = "sf_admin";
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const API_TOKEN_PREFIX = "sfk_";

export type AdminIdentity = { adminId: string; loginId: string; via: "session" | "token" };

/** argon2id (the library's default algorithm) with its default cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Tokens are stored only as SHA-256: reading the table hands out no sessions. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export async function createAdmin(db: Db, loginId: string, password: string) {
  const [row] = await db
    .insert(adminUsers)
    .values({ loginId, passwordHash: await hashPassword(password) })
    .returning({ id: adminUsers.id, loginId: adminUsers.loginId });
  if (!row) throw new Error("admin insert returned nothing");
  return row;
}

export async function findAdminByLoginId(db: Db, loginId: string) {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.loginId, loginId)).limit(1);
  return row ?? null;
}

export async function createSession(db: Db, adminId: string, now = new Date()) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(adminSessions).values({ tokenHash: tokenHash(token), adminId, expiresAt });
  // expired sessions of anyone are swept on the way
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
  return { token, expiresAt };
}

export async function deleteSession(db: Db, token: string) {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash(token)));
}

export async function findAdminBySession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<AdminIdentity | null> {
  const [row] = await db
    .select({ adminId: adminUsers.id, loginId: adminUsers.loginId })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .where(and(eq(adminSessions.tokenHash, tokenHash(token)), gt(adminSessions.expiresAt, now)))
    .limit(1);
  return row ? { ...row, via: "session" } : null;
}

/** A long-lived API token for scripts and other clients; shown once, stored hashed. */
export async function createApiToken(db: Db, adminId: string, name = "") {
  const token = `${API_TOKEN_PREFIX}${newToken()}`;
  await db.insert(adminApiTokens).values({ adminId, name, tokenHash: tokenHash(token) });
  return token;
}

export async function findAdminByApiToken(db: Db, token: string): Promise<AdminIdentity | null> {
  if (!token.startsWith(API_TOKEN_PREFIX)) return null;
  const [row] = await db
    .select({ id: adminApiTokens.id, adminId: adminUsers.id, loginId: adminUsers.loginId })
    .from(adminApiTokens)
    .innerJoin(adminUsers, eq(adminUsers.id, adminApiTokens.adminId))
    .where(eq(adminApiTokens.tokenHash, tokenHash(token)))
    .limit(1);
  if (!row) return null;
  await db.update(adminApiTokens).set({ lastUsedAt: new Date() }).where(eq(adminApiTokens.id, row.id));
  return { adminId: row.adminId, loginId: row.loginId, via: "token" };
}

let dummyHash: Promise<string> | undefined;

/** Checked against for unknown IDs, so an unknown ID takes as long to refuse as a wrong password. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}

export type LoginResult =
  | { outcome: "ok"; loginId: string; token: string; expiresAt: Date }
  | { outcome: "invalid" }
  | { outcome: "throttled"; retryAfterSeconds: number };

/**
 * Checks an ID and password, throttled per ID and per client address (see login-throttle.server.ts).
 * Unknown ID and wrong password are one outcome, so the answer does not reveal which IDs exist.
 */
export async function logIn(
  db: Db,
  input: LoginInput,
  clientAddress: string,
  now = new Date(),
): Promise<LoginResult> {
  const attempt = await beginLoginAttempt(db, loginLimits(input.id, clientAddress), now);
  if (!attempt.allowed) return { outcome: "throttled", retryAfterSeconds: attempt.retryAfterSeconds };

  const admin = await findAdminByLoginId(db, input.id);
  const passwordOk = await verifyPassword(admin?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!admin || !passwordOk) return { outcome: "invalid" };

  await endLoginAttemptWithSuccess(db, input.id, attempt.rowIds);
  await db.update(adminUsers).set({ lastLoginAt: now }).where(eq(adminUsers.id, admin.id));
  const session = await createSession(db, admin.id, now);
  return { outcome: "ok", loginId: admin.loginId, ...session };
}

/**
 * `npm run admin:create`: creates the admin, or gives an existing one a new password. A reset ends
 * that admin's sessions (API tokens stay: revoke those by deleting them).
 */
export async function setAdminPassword(db: Db, loginId: string, password: string) {
  const id = adminIdSchema.parse(loginId);
  const passwordHash = await hashPassword(adminPasswordSchema.parse(password));
  return db.transaction(async (tx) => {
    const existing = await findAdminByLoginId(tx, id);
    if (!existing) {
      const [row] = await tx.insert(adminUsers).values({ loginId: id, passwordHash }).returning();
      if (!row) throw new Error("admin insert returned nothing");
      return { created: true, admin: row };
    }
    await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, existing.id));
    await tx.delete(adminSessions).where(eq(adminSessions.adminId, existing.id));
    return { created: false, admin: existing };
  });
}

export type FirstAdminOutcome = "created" | "generated" | "exists" | "not-configured" | "refused";

export const GENERATED_ADMIN_ID = "admin";

/**
 * On start-up, only while there is no admin at all:
 * - ADMIN_ID and ADMIN_PASSWORD set: that admin is created. A password shorter than
 *   ADMIN_PASSWORD_MIN (or an unusable ID) is refused with an error line and the server starts
 *   without an admin, rather than shipping a guessable account; `npm run admin:create` fixes it.
 * - neither set: an "admin" account with a random password, printed once in the log, so a fresh
 *   install reaches /admin with no other step.
 * - only one set: a misconfiguration; nothing is created and the log says so.
 */
export async function ensureFirstAdmin(
  db: Db,
  config: Pick<Config, "ADMIN_ID" | "ADMIN_PASSWORD">,
  log: Log = logJson,
): Promise<FirstAdminOutcome> {
  const [row] = await db.select({ admins: count() }).from(adminUsers);
  if ((row?.admins ?? 0) > 0) return "exists";
  if (!config.ADMIN_ID && !config.ADMIN_PASSWORD) {
    const password = randomBytes(15).toString("base64url");
    const created = await insertFirstAdmin(db, GENERATED_ADMIN_ID, password);
    if (!created) return "exists";
    log({
      level: "info",
      msg: `first admin account created: ID "${GENERATED_ADMIN_ID}", password "${password}" (shown only this once; change it with npm run admin:create)`,
    });
    return "generated";
  }
  if (!config.ADMIN_ID || !config.ADMIN_PASSWORD) {
    log({
      level: "error",
      msg: "no admin account created: set both ADMIN_ID and ADMIN_PASSWORD, or run npm run admin:create",
    });
    return "not-configured";
  }
  const id = adminIdSchema.safeParse(config.ADMIN_ID);
  if (!id.success) {
    log({ level: "error", msg: `ADMIN_ID refused: ${id.error.issues[0]?.message}; no admin was created` });
    return "refused";
  }
  if (config.ADMIN_PASSWORD.length < ADMIN_PASSWORD_MIN) {
    log({
      level: "error",
      msg: `ADMIN_PASSWORD refused: it must be at least ${ADMIN_PASSWORD_MIN} characters; no admin was created`,
    });
    return "refused";
  }
  if (!(await insertFirstAdmin(db, id.data, config.ADMIN_PASSWORD))) return "exists";
  log({ level: "info", msg: `first admin account created from ADMIN_ID: ${id.data}` });
  return "created";
}

/** Two processes starting together on an empty database: the second insert is a no-op (false). */
async function insertFirstAdmin(db: Db, loginId: string, password: string): Promise<boolean> {
  const created = await db
    .insert(adminUsers)
    .values({ loginId, passwordHash: await hashPassword(password) })
    .onConflictDoNothing({ target: adminUsers.loginId })
    .returning({ id: adminUsers.id });
  return created.length > 0;
}

import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { and, count, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { adminApiTokens, adminSessions, adminUsers } from "../../../db/schema";
import type { StaffRole } from "../../../domain/staff-values";
import { DomainError } from "~/lib/domain-error";
import type { Config } from "~/lib/env.server";
import { currentRequest } from "~/lib/request-store.server";
import { logJson, type Log } from "~/lib/logger.server";
import { recordAudit } from "~/features/audit/audit-service.server";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { enqueueEmail } from "~/features/notifications/outbox/outbox-service.server";
import { accountChangeNotice } from "./account-notices.server";
import { ADMIN_PASSWORD_MIN, adminIdSchema, adminPasswordSchema, type LoginInput } from "./admin-auth-schema";
import { notYourRoleMessage, roleMay, type Work } from "./permissions-schema";
import { knownDeviceOf, rememberDevice } from "./admin-devices.server";
import {
  beginLoginAttempt,
  claimLockNotice,
  endLoginAttemptWithSuccess,
  forgetAttempt,
  loginLimits,
  throttleKey,
} from "./login-throttle.server";
import { tokenHash } from "./token-hash.server";
import { recordInitialSecondFactorPolicy } from "./second-factor-policy.server";
import { checkSecondFactor } from "./totp.server";

export const SESSION_COOKIE = "sf_admin";
/** A session ends 30 minutes after its last use, and 12 hours after login whatever happens. */
const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Last use is written at most this often, not on every request. */
const SESSION_TOUCH_MS = 60 * 1000;
/** API tokens live this long unless `npm run admin:token -- --days N` says otherwise. */
export const API_TOKEN_DEFAULT_DAYS = 90;
const API_TOKEN_PREFIX = "sfk_";

export type AdminIdentity = {
  adminId: string;
  loginId: string;
  via: "session" | "token";
  /** whether the admin's second factor is in force (second-factor-policy.server.ts may require it) */
  hasSecondFactor: boolean;
  /** what this member of staff may do (permissions-schema.ts) */
  role: StaffRole;
};

/** argon2id (the library's default algorithm) with its default cost. */
function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export { tokenHash };

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

/** Always a new random id: a session id known before login (fixation) is never promoted. */
export async function createSession(db: Db, adminId: string, now = new Date()) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db.insert(adminSessions).values({ tokenHash: tokenHash(token), adminId, expiresAt, lastSeenAt: now });
  // expired and idle sessions of anyone are swept on the way
  await db
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.expiresAt, now),
        lt(adminSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
  return { token, expiresAt };
}

/** Logout everywhere: every session of this admin ends (API tokens stay; revoke those apart). */
export async function deleteAllSessions(db: Db, adminId: string): Promise<number> {
  const ended = await db
    .delete(adminSessions)
    .where(eq(adminSessions.adminId, adminId))
    .returning({ tokenHash: adminSessions.tokenHash });
  await recordAudit(db, { action: "admin.logout_everywhere", targetType: "admin", targetId: adminId });
  return ended.length;
}

export async function deleteSession(db: Db, token: string) {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash(token)));
}

export async function findAdminBySession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<AdminIdentity | null> {
  const hashed = tokenHash(token);
  const [row] = await db
    .select({
      adminId: adminUsers.id,
      loginId: adminUsers.loginId,
      lastSeenAt: adminSessions.lastSeenAt,
      totpEnabledAt: adminUsers.totpEnabledAt,
      role: adminUsers.role,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .where(
      and(
        eq(adminSessions.tokenHash, hashed),
        isNull(adminUsers.disabledAt),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_TOUCH_MS) {
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.tokenHash, hashed));
  }
  return {
    adminId: row.adminId,
    loginId: row.loginId,
    via: "session",
    hasSecondFactor: !!row.totpEnabledAt,
    role: row.role,
  };
}

/**
 * An API token for scripts and other clients; shown once, stored hashed, valid for `days` days
 * (0: no expiry, which the CLI asks for explicitly) until revoked.
 */
export async function createApiToken(
  db: Db,
  adminId: string,
  name = "",
  days = API_TOKEN_DEFAULT_DAYS,
  notify?: AgencyContact,
) {
  const token = `${API_TOKEN_PREFIX}${newToken()}`;
  const expiresAt = days > 0 ? new Date(Date.now() + days * 24 * 60 * 60 * 1000) : null;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adminApiTokens)
      .values({ adminId, name, tokenHash: tokenHash(token), expiresAt })
      .returning({ id: adminApiTokens.id });
    await recordAudit(tx, {
      action: "token.issued",
      targetType: "api_token",
      targetId: row?.id ?? "",
      after: { adminId, name, expiresAt: expiresAt?.toISOString() ?? null },
    });
    if (notify) {
      const [admin] = await tx
        .select({ loginId: adminUsers.loginId })
        .from(adminUsers)
        .where(eq(adminUsers.id, adminId));
      const details: [string, string][] = [["Token name", name || "(none)"]];
      await enqueueEmail(
        tx,
        accountChangeNotice(notify, "api-token-issued", admin?.loginId ?? adminId, details),
      );
    }
  });
  return token;
}

/** `npm run admin:token -- --revoke`: every live token of the admin, or the ones with this name. */
export async function revokeApiTokens(db: Db, adminId: string, name?: string): Promise<number> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(adminApiTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(adminApiTokens.adminId, adminId),
          isNull(adminApiTokens.revokedAt),
          name === undefined ? undefined : eq(adminApiTokens.name, name),
        ),
      )
      .returning({ id: adminApiTokens.id, name: adminApiTokens.name });
    for (const token of revoked) {
      await recordAudit(tx, {
        action: "token.revoked",
        targetType: "api_token",
        targetId: token.id,
        before: { name: token.name },
      });
    }
    return revoked.length;
  });
}

export async function findAdminByApiToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<AdminIdentity | null> {
  if (!token.startsWith(API_TOKEN_PREFIX)) return null;
  const [row] = await db
    .select({
      id: adminApiTokens.id,
      adminId: adminUsers.id,
      loginId: adminUsers.loginId,
      totpEnabledAt: adminUsers.totpEnabledAt,
      role: adminUsers.role,
    })
    .from(adminApiTokens)
    .innerJoin(adminUsers, eq(adminUsers.id, adminApiTokens.adminId))
    .where(
      and(
        eq(adminApiTokens.tokenHash, tokenHash(token)),
        isNull(adminApiTokens.revokedAt),
        isNull(adminUsers.disabledAt),
        or(isNull(adminApiTokens.expiresAt), gt(adminApiTokens.expiresAt, now)),
      ),
    )
    .limit(1);
  if (!row) return null;
  await db.update(adminApiTokens).set({ lastUsedAt: new Date() }).where(eq(adminApiTokens.id, row.id));
  return {
    adminId: row.adminId,
    loginId: row.loginId,
    via: "token",
    hasSecondFactor: !!row.totpEnabledAt,
    role: row.role,
  };
}

type OwnerProof = { password: string; code: string };

/**
 * The admin's password and a current code (or an unused recovery code): asked before the second
 * factor is turned off or moved to another app, so a stolen session alone cannot remove it.
 */
export async function checkOwnerProof(db: Db, adminId: string, proof: OwnerProof): Promise<boolean> {
  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.id, adminId)).limit(1);
  if (!admin || !(await verifyPassword(admin.passwordHash, proof.password))) return false;
  if (!admin.totpEnabledAt) return true;
  return (await checkSecondFactor(db, admin, proof.code)) !== null;
}

let dummyHash: Promise<string> | undefined;

/** Checked against for unknown IDs, so an unknown ID takes as long to refuse as a wrong password. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}

type LoginResult =
  | { outcome: "ok"; loginId: string; token: string; expiresAt: Date; newDeviceToken: string | null }
  | { outcome: "code-required" }
  | { outcome: "invalid" }
  | { outcome: "throttled"; retryAfterSeconds: number };

type LoginOptions = {
  /** the browser's device cookie (admin-devices.server.ts), if it sent one */
  deviceToken?: string | null;
  /** where the owner is told that the account's lock tripped (the agency's address) */
  notify?: AgencyContact;
  now?: Date;
};

/**
 * Checks an ID and password, and the second factor when the admin has it on, throttled per ID and
 * address together, per address, and per account: browsers that have logged in to the account
 * before (a device cookie) each keep their own allowance, all others share one
 * (login-throttle.server.ts); a wrong code counts as a failure. Unknown ID and wrong password are
 * one outcome, so the answer does not reveal which IDs exist. The right password without a code
 * answers "code-required" (no failure counted).
 */
export async function logIn(
  db: Db,
  input: LoginInput,
  clientAddress: string,
  options: LoginOptions = {},
): Promise<LoginResult> {
  const now = options.now ?? new Date();
  const knownDevice = await knownDeviceOf(db, input.id, options.deviceToken ?? null);
  const attempt = await beginLoginAttempt(db, loginLimits(input.id, clientAddress, knownDevice), now);
  if (!attempt.allowed) {
    if (attempt.lockedKeys.includes(throttleKey.account(input.id))) {
      await tellOwnerOfLock(db, input.id, options.notify, now);
    }
    return { outcome: "throttled", retryAfterSeconds: attempt.retryAfterSeconds };
  }

  const admin = await findAdminByLoginId(db, input.id);
  const passwordOk = await verifyPassword(admin?.passwordHash ?? (await dummyPasswordHash()), input.password);
  const failed = async (reason: string): Promise<LoginResult> => {
    await recordAudit(db, {
      action: "admin.login_failed",
      targetType: "admin",
      targetId: input.id,
      after: { reason },
      actor: { adminId: admin?.id ?? null, loginId: input.id, address: clientAddress },
    });
    return { outcome: "invalid" };
  };
  if (!admin || !passwordOk) return failed(admin ? "password" : "unknown id");
  if (admin.disabledAt) return failed("disabled");

  let secondFactor: "totp" | "recovery" | null = null;
  if (admin.totpEnabledAt) {
    if (!input.code) {
      await forgetAttempt(db, attempt.rowIds);
      return { outcome: "code-required" };
    }
    secondFactor = await checkSecondFactor(db, admin, input.code);
    if (!secondFactor) return failed("code");
  }

  await endLoginAttemptWithSuccess(db, input.id, clientAddress, attempt.rowIds);
  await db.update(adminUsers).set({ lastLoginAt: now }).where(eq(adminUsers.id, admin.id));
  const session = await createSession(db, admin.id, now);
  const newDeviceToken = await rememberDevice(db, admin.id, knownDevice, now);
  const actor = { adminId: admin.id, loginId: admin.loginId, address: clientAddress };
  await recordAudit(db, { action: "admin.login", targetType: "admin", targetId: admin.loginId, actor });
  if (secondFactor === "recovery") {
    await recordAudit(db, {
      action: "admin.recovery_code_used",
      targetType: "admin",
      targetId: admin.loginId,
      actor,
    });
  }
  return { outcome: "ok", loginId: admin.loginId, ...session, newDeviceToken };
}

/** The account's shared allowance ran out: audited, and the owner emailed once a window. */
async function tellOwnerOfLock(db: Db, loginId: string, notify: AgencyContact | undefined, now: Date) {
  const admin = await findAdminByLoginId(db, loginId);
  if (!admin || !(await claimLockNotice(db, loginId, now))) return;
  await recordAudit(db, { action: "admin.account_locked", targetType: "admin", targetId: admin.loginId });
  if (notify) await enqueueEmail(db, accountChangeNotice(notify, "login-locked", admin.loginId, [], now));
}

/**
 * `npm run admin:create`: creates the admin, or gives an existing one a new password. A reset ends
 * that admin's sessions (API tokens stay: revoke those by deleting them).
 */
export async function setAdminPassword(db: Db, loginId: string, password: string, notify?: AgencyContact) {
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
    await recordAudit(tx, {
      action: "admin.password_changed",
      targetType: "admin",
      targetId: existing.loginId,
    });
    if (notify) await enqueueEmail(tx, accountChangeNotice(notify, "password-changed", existing.loginId));
    return { created: false, admin: existing };
  });
}

type FirstAdminOutcome = "created" | "generated" | "exists" | "not-configured" | "refused";

const GENERATED_ADMIN_ID = "admin";

/**
 * On start-up, only while there is no admin at all:
 * - ADMIN_ID and ADMIN_PASSWORD set: that admin is created. A password shorter than
 *   ADMIN_PASSWORD_MIN (or an unusable ID) is refused with an error line and the server starts
 *   without an admin, rather than shipping a guessable account; `npm run admin:create` fixes it.
 * - neither set: an "admin" account with a random password, printed once in the log, so a fresh
 *   install reaches /admin with no other step.
 * - only one set: a misconfiguration; nothing is created and the log says so.
 * A first admin created either way also writes whether every admin must use a second factor
 * (ADMIN_TOTP_REQUIRED; on by default), so the first login enrols one.
 */
export async function ensureFirstAdmin(
  db: Db,
  config: Pick<Config, "ADMIN_ID" | "ADMIN_PASSWORD"> & Partial<Pick<Config, "ADMIN_TOTP_REQUIRED">>,
  log: Log = logJson,
): Promise<FirstAdminOutcome> {
  const outcome = await createFirstAdmin(db, config, log);
  if (outcome === "created" || outcome === "generated") {
    // a new installation: its first login enrols the second factor, unless told otherwise
    await recordInitialSecondFactorPolicy(db, config.ADMIN_TOTP_REQUIRED !== "false");
  }
  return outcome;
}

async function createFirstAdmin(
  db: Db,
  config: Pick<Config, "ADMIN_ID" | "ADMIN_PASSWORD">,
  log: Log,
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

/**
 * For a rule finer than the request's method and path (a refund is a payment of another kind):
 * refuses work the signed-in member of staff's role may not do (permissions-schema.ts). Outside an admin
 * request (the CLI, a scheduled job, a test calling the service) there is nobody to refuse.
 */
export function requireCurrentStaffMay(work: Work): void {
  const admin = currentRequest()?.admin;
  if (admin && !roleMay(admin.role, work)) {
    throw new DomainError("forbidden", notYourRoleMessage(admin.role, work));
  }
}

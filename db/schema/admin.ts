import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { staffRoles } from "../../domain/staff-values";
import { isOneOf } from "./checks";

export const adminUsers = pgTable(
  "admin_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    loginId: text("login_id").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /** base32 TOTP secret; set while enrolling, in force once totpEnabledAt is set */
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** the time step of the last code accepted: a code is good once (replay protection) */
    totpLastStep: integer("totp_last_step"),
    /** a new secret being enrolled while the second factor is on: the old one stays in force until confirmed */
    totpPendingSecret: text("totp_pending_secret"),
    /** what this member of staff may do (app/features/staff/permissions.ts); admins before roles are owners */
    role: text("role", { enum: staffRoles }).notNull().default("owner"),
    /** where the invitation went; staff made by `npm run admin:create` may have none */
    email: text("email"),
    /** a disabled account cannot log in, and its sessions and tokens ended when it was disabled */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
  },
  (t) => [check("admin_role_known", isOneOf(t.role, staffRoles))],
);

/** A one-time link that lets invited staff set their password: stored hashed, 48 hours. */
export const staffInvites = pgTable(
  "staff_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("staff_invites_admin_idx").on(t.adminId)],
);

/** One-time recovery codes for the second factor, stored as SHA-256 like tokens. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull().unique(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("admin_recovery_codes_admin_idx").on(t.adminId)],
);

export const adminSessions = pgTable(
  "admin_sessions",
  {
    /** SHA-256 of the cookie's token: a stolen table does not hand out sessions */
    tokenHash: text("token_hash").primaryKey(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** the absolute end: SESSION_ABSOLUTE_MS after login, however active the admin is */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** the idle timeout counts from here */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_sessions_expires_idx").on(t.expiresAt),
    index("admin_sessions_admin_idx").on(t.adminId),
  ],
);

export const adminApiTokens = pgTable(
  "admin_api_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("admin_api_tokens_admin_idx").on(t.adminId)],
);

/** Failed logins, counted per login ID and per address to throttle guessing across processes. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_failures_key_idx").on(t.key, t.failedAt)],
);

/**
 * Browsers that have logged in to an account (OWASP's device cookies): each keeps its own allowance
 * of failures, so guessers elsewhere cannot lock the owner out. The cookie's token is stored hashed.
 */
export const adminDevices = pgTable(
  "admin_devices",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_devices_admin_idx").on(t.adminId)],
);

import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Public writes counted per client address and fixed window (app/lib/rate-limit.server.ts). In the
 * database so that every process behind a load balancer sees the same counts.
 */
export const rateLimitBuckets = pgTable(
  "rate_limit_buckets",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_window_idx").on(t.windowStart)],
);

/**
 * Who did what to which record, when and from where (app/features/audit). The application only
 * ever inserts here: no code path updates or deletes a row.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** no foreign key: the trail outlives a deleted admin account */
    actorId: uuid("actor_id"),
    actorLoginId: text("actor_login_id").notNull(),
    actorAddress: text("actor_address").notNull().default(""),
    action: text("action").notNull(),
    targetType: text("target_type").notNull().default(""),
    targetId: text("target_id").notNull().default(""),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("audit_log_at_idx").on(t.at, t.id), index("audit_log_action_idx").on(t.action, t.at, t.id)],
);

/**
 * What browsers report when the page policy blocks something (app/features/csp-reports): read by
 * admins at GET /api/admin/csp-reports. Rate-limited per address; kept 30 days.
 */
export const cspReports = pgTable(
  "csp_reports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    documentUrl: text("document_url").notNull().default(""),
    directive: text("directive").notNull().default(""),
    blockedUrl: text("blocked_url").notNull().default(""),
    sample: text("sample").notNull().default(""),
    address: text("address").notNull().default(""),
  },
  (t) => [index("csp_reports_at_idx").on(t.at)],
);

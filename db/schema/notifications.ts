import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const pushSubscriptions = pgTable("push_subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  endpoint: text("endpoint").notNull().unique(),
  /** the browser's PushSubscription JSON, stored as sent */
  subscription: jsonb("subscription").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const outboxStatuses = ["pending", "sent", "failed"] as const;

/** Outgoing email: written in the same transaction as what it reports, sent by a worker. */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("outbox_status_known", sql`${t.status} IN ('pending', 'sent', 'failed')`),
    check("outbox_attempts_non_negative", sql`${t.attempts} >= 0`),
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
    // the per-recipient hourly cap counts by this (features/notifications/outbox-service.server.ts)
    index("outbox_recipient_idx").on(sql`lower(${t.toAddress})`, t.createdAt),
  ],
);

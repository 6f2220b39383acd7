import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { isOneOf } from "./checks";

export const pushSubscriptions = pgTable("push_subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  endpoint: text("endpoint").notNull().unique(),
  /** the browser's PushSubscription JSON, stored as sent */
  subscription: jsonb("subscription").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** `capped`: a visitor's email held by the hourly cap, never sent unless the admin sends it again. */
export const outboxStatuses = ["pending", "sent", "failed", "capped"] as const;

/** Outgoing email: written in the same transaction as what it reports, sent by a worker. */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    /** the mailbox the address reaches (lower case, +tag dropped, Gmail's dots ignored) and its domain */
    recipientKey: text("recipient_key"),
    recipientDomain: text("recipient_domain"),
    subject: text("subject").notNull(),
    /** what the email reports, for the admin's list: "booking-confirmation", "newsletter-digest", … */
    event: text("event").notNull().default("other"),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** files sent with it (receipts, invoices, a QR code): see EmailAttachment in outbox-service */
    attachments: jsonb("attachments")
      .$type<{ filename: string; contentType: string; content?: string; qr?: string; cid?: string }[]>()
      .notNull()
      .default([]),
    /** extra message headers (List-Unsubscribe and List-Unsubscribe-Post of the trip's emails) */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /**
     * the tokens of the secret links the stored copy hides (marker → token, ADR 050): read only by
     * the worker that sends it, emptied once sent
     */
    sealedLinks: jsonb("sealed_links").$type<Record<string, string>>(),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("outbox_status_known", isOneOf(t.status, outboxStatuses)),
    check("outbox_attempts_non_negative", sql`${t.attempts} >= 0`),
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("outbox_created_idx").on(t.createdAt.desc()),
    // the per-recipient hourly cap counts by this (features/notifications/outbox-service.server.ts)
    index("outbox_recipient_idx").on(sql`lower(${t.toAddress})`, t.createdAt),
    index("outbox_recipient_key_idx").on(t.recipientKey, t.createdAt),
    index("outbox_recipient_domain_idx").on(t.recipientDomain, t.createdAt),
  ],
);

/**
 * Small pieces of server state that must survive restarts and be shared by every process, such
 * as the VAPID keys generated on the first start (key → JSON value).
 */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row per push message the admin sent, with what the push services answered. */
export const pushSends = pgTable(
  "push_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    url: text("url").notNull(),
    sent: integer("sent").notNull().default(0),
    removed: integer("removed").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    sentBy: text("sent_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_sends_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/**
 * Scheduled jobs that must run once per day across every app process: the primary key is the
 * claim (the first process to insert the row for a day does the job, in the same transaction).
 */
export const dailyJobRuns = pgTable(
  "daily_job_runs",
  {
    job: text("job").notNull(),
    /** the Asia/Kolkata calendar day the run covers */
    day: date("day", { mode: "string" }).notNull(),
    /** how many items the run reported (signups in the digest) */
    items: integer("items").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.day] })],
);

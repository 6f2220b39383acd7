import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  complaintStatuses,
  consentChannels,
  consentPurposes,
  privacyRequestKinds,
  privacyRequestStatuses,
} from "../../domain/privacy-values";
import { isOneOf } from "./checks";

/**
 * Consents as given (issue 40, ADR 055): who (email and/or phone), for what, under which version
 * of the privacy notice, on which form, when; `withdrawn_at` once taken back. One live row per
 * person, purpose, form, notice version and reference, so a double submit records one consent.
 */
export const consents = pgTable(
  "consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** lower-cased; "" when the form took none */
    email: text("email").notNull().default(""),
    /** the last 10 digits; "" when the form took none */
    phone: text("phone").notNull().default(""),
    purpose: text("purpose", { enum: consentPurposes }).notNull(),
    channel: text("channel", { enum: consentChannels }).notNull(),
    noticeVersion: text("notice_version").notNull(),
    /** what the consent is about when it is one thing: a booking or order reference; "" otherwise */
    reference: text("reference").notNull().default(""),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    /** how it was withdrawn: "unsubscribe link", "staff", … */
    withdrawnVia: text("withdrawn_via").notNull().default(""),
  },
  (t) => [
    check("consent_purpose_known", isOneOf(t.purpose, consentPurposes)),
    check("consent_channel_known", isOneOf(t.channel, consentChannels)),
    check("consent_has_contact", sql`${t.email} <> '' OR ${t.phone} <> ''`),
    uniqueIndex("consents_live_idx")
      .on(t.email, t.phone, t.purpose, t.channel, t.noticeVersion, t.reference)
      .where(sql`withdrawn_at IS NULL`),
    index("consents_email_idx")
      .on(t.email)
      .where(sql`email <> ''`),
    index("consents_phone_idx")
      .on(t.phone)
      .where(sql`phone <> ''`),
  ],
);
export type ConsentRow = typeof consents.$inferSelect;

/**
 * A person's request to see, correct or erase their data. `reference` (PR-XXXXXX) is what they
 * quote; the emailed link (its hash kept here) confirms the address is theirs before staff act.
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull(),
    kind: text("kind", { enum: privacyRequestKinds }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull().default(""),
    status: text("status", { enum: privacyRequestStatuses }).notNull().default("unconfirmed"),
    confirmTokenHash: text("confirm_token_hash").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    dueBy: date("due_by").notNull(),
    outcome: text("outcome").notNull().default(""),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by").notNull().default(""),
    idempotencyKey: text("idempotency_key"),
    requestHash: text("request_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("privacy_request_kind_known", isOneOf(t.kind, privacyRequestKinds)),
    check("privacy_request_status_known", isOneOf(t.status, privacyRequestStatuses)),
    uniqueIndex("privacy_requests_reference_idx").on(t.reference),
    uniqueIndex("privacy_requests_token_idx").on(t.confirmTokenHash),
    uniqueIndex("privacy_requests_key_idx").on(t.idempotencyKey),
    index("privacy_requests_queue_idx").on(t.status, t.dueBy),
    index("privacy_requests_hash_idx").on(t.requestHash, t.createdAt),
  ],
);
export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;

/** A complaint to the grievance officer (Consumer Protection (E-Commerce) Rules 2020, rule 4(5)). */
export const complaints = pgTable(
  "complaints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticket: text("ticket").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    bookingReference: text("booking_reference").notNull().default(""),
    message: text("message").notNull(),
    status: text("status", { enum: complaintStatuses }).notNull().default("open"),
    dueBy: date("due_by").notNull(),
    outcome: text("outcome").notNull().default(""),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by").notNull().default(""),
    idempotencyKey: text("idempotency_key"),
    requestHash: text("request_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("complaint_status_known", isOneOf(t.status, complaintStatuses)),
    uniqueIndex("complaints_ticket_idx").on(t.ticket),
    uniqueIndex("complaints_key_idx").on(t.idempotencyKey),
    index("complaints_queue_idx").on(t.status, t.dueBy),
    index("complaints_hash_idx").on(t.requestHash, t.createdAt),
  ],
);
export type ComplaintRow = typeof complaints.$inferSelect;

/**
 * The breach log (DPDP Rules 2025, rule 7): what happened, when it was found, whom it touched, and
 * when the Data Protection Board and the people affected were told. The Board's detailed report is
 * due 72 hours after it was found.
 */
export const dataBreaches = pgTable(
  "data_breaches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    description: text("description").notNull(),
    foundAt: timestamp("found_at", { withTimezone: true }).notNull(),
    affected: text("affected").notNull(),
    affectedCount: integer("affected_count"),
    boardToldAt: timestamp("board_told_at", { withTimezone: true }),
    peopleToldAt: timestamp("people_told_at", { withTimezone: true }),
    recordedBy: text("recorded_by").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("data_breach_count_positive", sql`${t.affectedCount} IS NULL OR ${t.affectedCount} >= 0`),
    index("data_breaches_found_idx").on(t.foundAt.desc()),
  ],
);
export type DataBreachRow = typeof dataBreaches.$inferSelect;

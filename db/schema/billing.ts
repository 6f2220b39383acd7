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
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { claimStatuses, documentKinds, reminderSteps } from "../../domain/billing-values";
import { isOneOf } from "./checks";
import { bookings } from "./bookings";
import { payments } from "./payments";
import { contacts } from "./contacts";

/**
 * A traveller telling us they paid by UPI (the booking page): the admin checks the bank statement
 * and accepts it, which records the payment once, or rejects it with a reason.
 */
export const paymentClaims = pgTable(
  "payment_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    /** whole rupees */
    amount: integer("amount").notNull(),
    /** the 12-digit UPI transaction reference (UTR); one claim per UTR on any booking */
    utr: text("utr").notNull(),
    status: text("status", { enum: claimStatuses }).notNull().default("pending"),
    /** the payment recorded when the claim was accepted */
    paymentId: uuid("payment_id").references(() => payments.id),
    reason: text("reason").notNull().default(""),
    /** the stored screenshot's key (uploads), when one was sent */
    screenshotKey: text("screenshot_key"),
    /** the person this belongs to (issue 28: one contact per person) */
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    claimedOn: date("claimed_on", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by"),
  },
  (t) => [
    check("payment_claim_amount_positive", sql`${t.amount} > 0`),
    check("payment_claim_utr_digits", sql`${t.utr} ~ '^[0-9]{12}$'`),
    check("payment_claim_status_known", isOneOf(t.status, claimStatuses)),
    uniqueIndex("payment_claims_utr_unique").on(t.utr),
    index("payment_claims_status_idx").on(t.status, t.createdAt),
    index("payment_claims_booking_idx").on(t.bookingId),
    index("payment_claims_contact_idx").on(t.contactId),
  ],
);
export type PaymentClaimRow = typeof paymentClaims.$inferSelect;

/**
 * Receipt vouchers, tax invoices and credit notes. A document is written once with everything it
 * prints (`content`), so a later change of settings or booking never rewrites an issued document.
 */
export const billingDocuments = pgTable(
  "billing_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: documentKinds }).notNull(),
    /** e.g. SAF/26-27/0001: unique, consecutive per kind and financial year */
    number: text("number").notNull(),
    /** "26-27" for April 2026 to March 2027 */
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    /** the payment (receipt) or refund (credit note) it documents; null for an invoice */
    paymentId: uuid("payment_id").references(() => payments.id),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    content: jsonb("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("billing_document_kind_known", isOneOf(t.kind, documentKinds)),
    uniqueIndex("billing_documents_number_unique").on(t.number),
    uniqueIndex("billing_documents_series_unique").on(t.kind, t.financialYear, t.sequence),
    // one receipt per payment, one credit note per refund, one invoice per booking
    uniqueIndex("billing_documents_payment_unique").on(t.paymentId),
    uniqueIndex("billing_documents_invoice_unique")
      .on(t.bookingId)
      .where(sql`kind = 'invoice'`),
    index("billing_documents_booking_idx").on(t.bookingId, t.createdAt),
  ],
);
export type BillingDocumentRow = typeof billingDocuments.$inferSelect;

/**
 * The last number given per kind and financial year. Incremented in the transaction that writes
 * the document: the row lock orders concurrent writers and a rolled-back write gives its number back.
 */
export const documentCounters = pgTable(
  "document_counters",
  {
    kind: text("kind", { enum: documentKinds }).notNull(),
    financialYear: text("financial_year").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/**
 * The balance reminders sent: one row per booking, due date and step, inserted before the email is
 * queued in the same transaction, so each goes out once however many processes look.
 */
export const paymentReminders = pgTable(
  "payment_reminders",
  {
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    step: text("step", { enum: reminderSteps }).notNull(),
    amount: integer("amount").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.dueDate, t.step] }),
    check("payment_reminder_step_known", isOneOf(t.step, reminderSteps)),
  ],
);

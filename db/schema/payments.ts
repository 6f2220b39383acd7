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
import { paymentKinds, paymentMethods } from "../../domain/payment-values";
import { cancellationRequestStatuses } from "../../domain/cancellation-values";
import { isOneOf } from "./checks";
import { bookings } from "./bookings";

/**
 * Money received against a booking, and money given back (app/features/payments). Rows are only
 * ever added: a mistake is put right with a refund, so the account keeps its history.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    kind: text("kind", { enum: paymentKinds }).notNull(),
    /** whole rupees, always positive: `kind` says which way the money went */
    amount: integer("amount").notNull(),
    method: text("method", { enum: paymentMethods }).notNull(),
    /** the UPI transaction id, bank reference or receipt number */
    reference: text("reference").notNull().default(""),
    /** the calendar date the money changed hands */
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    recordedBy: text("recorded_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payment_amount_positive", sql`${t.amount} > 0`),
    check("payment_kind_known", isOneOf(t.kind, paymentKinds)),
    check("payment_method_known", isOneOf(t.method, paymentMethods)),
    index("payments_booking_idx").on(t.bookingId, t.createdAt),
    // a Razorpay payment id is recorded once, however often its webhook arrives
    uniqueIndex("payments_razorpay_once")
      .on(t.reference)
      .where(sql`method = 'razorpay'`),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/** A traveller asking, from their booking page, to cancel; the admin approves or declines. */
export const cancellationRequests = pgTable(
  "cancellation_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    reason: text("reason").notNull().default(""),
    status: text("status", { enum: cancellationRequestStatuses }).notNull().default("pending"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by"),
    adminNote: text("admin_note").notNull().default(""),
  },
  (t) => [
    check("cancellation_request_status_known", isOneOf(t.status, cancellationRequestStatuses)),
    // one open request per booking: asking twice changes nothing
    uniqueIndex("cancellation_requests_one_pending")
      .on(t.bookingId)
      .where(sql`status = 'pending'`),
    index("cancellation_requests_status_idx").on(t.status, t.requestedAt, t.id),
  ],
);
export type CancellationRequestRow = typeof cancellationRequests.$inferSelect;

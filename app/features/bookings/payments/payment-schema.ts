import { z } from "zod";
import { keysetQueryShape } from "~/lib/keyset-page";
import { bookingStatuses } from "~/features/bookings/booking-schema";
import { addDays, isCalendarDate, todayInIndia } from "~/lib/dates";
import { singleLine, wholeNumber } from "~/lib/text-fields";
import { paymentKinds, paymentMethods } from "../../../../domain/payment-values";

/** An `integer` column's ceiling, like a booking's total. */
const MAX_AMOUNT = 2_147_483_647;
/** How far back a payment may be dated: catches a mistyped year, allows a late entry. */
const MAX_PAYMENT_AGE_DAYS = 366;

export const paymentMessages = {
  recorded: "Payment recorded",
  refunded: "Refund recorded",
  overBalance: (balance: string) => `More than the balance due (${balance})`,
  overPaid: (paid: string) => `More than has been paid (${paid})`,
  cancelled: "This booking is cancelled: it takes no more payments (a refund can still be recorded)",
  notFound: "Booking not found",
} as const;

const receivedOnField = z
  .string({ error: "Enter the date the money changed hands" })
  .trim()
  .min(1, "Enter the date the money changed hands")
  .refine(isCalendarDate, "Enter a valid date (YYYY-MM-DD)")
  // evaluated at parse time, so "today" moves on with the calendar
  .refine((value) => !isCalendarDate(value) || value <= todayInIndia(), "The date cannot be in the future")
  .refine(
    (value) => !isCalendarDate(value) || value >= addDays(todayInIndia(), -MAX_PAYMENT_AGE_DAYS),
    "The date is more than a year ago",
  );

/** The admin's form on /admin/bookings/:id and `POST /api/bookings/{id}/payments`. */
export const paymentInputSchema = z.object({
  kind: z.enum(paymentKinds, { error: "Choose payment or refund" }).optional().default("payment"),
  amount: wholeNumber({
    min: 1,
    max: MAX_AMOUNT,
    message: "Enter the amount in whole rupees",
    tooSmall: "Enter an amount of at least ₹1",
    digitGrouping: true,
  }),
  method: z.enum(paymentMethods, { error: "Choose how the money was paid" }),
  reference: singleLine(100)
    .optional()
    .default("")
    .describe("UPI transaction id, bank reference, receipt number"),
  received_on: receivedOnField.optional().describe("YYYY-MM-DD in India; default today"),
});
export type PaymentInput = z.output<typeof paymentInputSchema>;

const paymentJsonSchema = z.object({
  id: z.string(),
  booking_id: z.string(),
  kind: z.enum(paymentKinds),
  amount: z.number().int().describe("whole rupees, always positive; kind says which way"),
  method: z.enum(paymentMethods),
  reference: z.string(),
  received_on: z.string().describe("YYYY-MM-DD"),
  recorded_by: z.string().describe("the admin's login id"),
  created_at: z.string(),
  receipt_number: z.string().nullable().describe("a payment's receipt voucher, e.g. SAFR/26-27/0001"),
  receipt_url: z.string().nullable().describe("its PDF (admin): /api/payments/{id}/receipt.pdf"),
  credit_note_number: z.string().nullable().describe("a refund's credit note, e.g. SAFC/26-27/0001"),
});
export type PaymentJson = z.output<typeof paymentJsonSchema>;

const nextDueSchema = z.object({
  amount: z.number().int().describe("to pay now: everything due by the later of today and due_date"),
  due_date: z.string(),
  overdue: z.boolean(),
  days_overdue: z.number().int(),
});

/**
 * The payment schedule (docs/product.md §9) and today's cancellation terms for one booking
 * (payment-policy.ts).
 */
export const paymentAccountJsonSchema = z.object({
  total: z.number().int(),
  paid: z.number().int().describe("payments less refunds"),
  balance: z.number().int().describe("total less paid; 0 for a cancelled booking (nothing more is owed)"),
  next_due: nextDueSchema.nullable().describe("null once paid in full, or for a cancelled booking"),
  overdue_amount: z.number().int(),
  schedule: z.array(
    z.object({
      label: z.string(),
      due_date: z.string(),
      amount: z.number().int(),
      cumulative: z.number().int(),
    }),
  ),
  cancellation: z
    .object({
      days_before: z.number().int(),
      rule: z.enum(["deposit", "half", "full"]),
      rule_text: z.string(),
      charge: z.number().int(),
      kept: z.number().int(),
      refund: z.number().int(),
    })
    .nullable()
    .describe("what cancelling today would cost; null for a cancelled booking"),
  settlement: z
    .object({
      cancelled_on: z.string().describe("YYYY-MM-DD (India): the policy applies as of this day"),
      days_before: z.number().int(),
      rule: z.enum(["deposit", "half", "full"]),
      rule_text: z.string(),
      received: z.number().int().describe("everything paid, refunds not taken off"),
      charge: z.number().int().describe("what the policy charges for cancelling that day"),
      kept: z.number().int().describe("of what was received, what the agency keeps"),
      refund_due: z.number().int().describe("what is given back under the policy"),
      refunded: z.number().int().describe("refunds recorded so far"),
      refund_owed: z.number().int().describe("still to be refunded; 0 once it is recorded"),
      refund_by: z.string().describe("YYYY-MM-DD: the refund is promised by this day"),
      method: z
        .string()
        .nullable()
        .describe("how it is refunded: to the method paid with; null if nothing was paid"),
    })
    .nullable()
    .describe("a cancelled booking's charge kept and refund; null while the booking stands"),
});
export type PaymentAccountJson = z.output<typeof paymentAccountJsonSchema>;

/** The few booking fields the payment screens and answers need. */
export const bookingSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(bookingStatuses),
  package_title: z.string(),
  customer_name: z.string(),
  customer_phone: z.string(),
  travel_date: z.string(),
  booking_date: z.string(),
  total_amount: z.number().int(),
});
export type BookingSummary = z.output<typeof bookingSummarySchema>;

/** `GET /api/bookings/{id}/payments`. */
export const bookingPaymentsJsonSchema = z.object({
  booking: bookingSummarySchema,
  account: paymentAccountJsonSchema,
  payments: z.array(paymentJsonSchema).describe("oldest first"),
});
export type BookingPaymentsJson = z.output<typeof bookingPaymentsJsonSchema>;

/** `POST /api/bookings/{id}/payments`. */
export const paymentRecordedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  payment: paymentJsonSchema,
  account: paymentAccountJsonSchema,
});

/** One line of `GET /api/payments/overdue`. */
export const overdueBalanceSchema = z.object({
  booking: bookingSummarySchema,
  paid: z.number().int(),
  balance: z.number().int(),
  overdue_amount: z.number().int(),
  due_date: z.string().describe("the first instalment not paid in time"),
  days_overdue: z.number().int(),
});
export type OverdueBalance = z.output<typeof overdueBalanceSchema>;

/** `GET /api/payments/overdue`: a page, longest overdue first. */
export const overdueListQuerySchema = z.object({ ...keysetQueryShape });

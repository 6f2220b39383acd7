import { z } from "zod";
import { apiCalls } from "~/lib/openapi";
import {
  bookingPaymentsJsonSchema,
  overdueBalanceSchema,
  overdueListQuerySchema,
  paymentInputSchema,
  paymentRecordedSchema,
} from "./payment-schema";

const call = apiCalls("Payments");

export const paymentOperations = [
  call("GET /api/bookings/{id}/payments", "getBookingPayments", {
    summary: "Get a booking's payments and account",
    description:
      "A booking's payments and refunds (oldest first) and its account under the payment policy: paid, balance, " +
      "the schedule, the next amount due with its date, and what cancelling today would cost",
    admin: true,
    answers: {
      200: ["The booking's account", bookingPaymentsJsonSchema],
      404: "No such booking",
    },
  }),
  call("POST /api/bookings/{id}/payments", "recordBookingPayment", {
    summary: "Record a payment or a refund",
    description:
      "Record money received (kind payment) or given back (kind refund) in whole rupees. A payment may not exceed " +
      "the balance, nor be taken on a cancelled booking; a refund may not exceed what was paid. Audit-logged.",
    admin: true,
    body: paymentInputSchema,
    answers: {
      201: ["Recorded", paymentRecordedSchema],
      404: "No such booking",
      409: "The booking is cancelled (a refund can still be recorded)",
    },
  }),
  call.page("GET /api/payments/overdue", "listOverduePayments", {
    summary: "List overdue balances",
    description:
      "Bookings (not cancelled) with part of their balance past its due date under the payment policy, longest overdue first (one page)",
    admin: true,
    query: overdueListQuerySchema,
    answers: {
      200: ["Overdue balances", z.array(overdueBalanceSchema)],
    },
  }),
];

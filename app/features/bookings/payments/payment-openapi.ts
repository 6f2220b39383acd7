import { z } from "zod";
import { pagedList, type ApiOperation } from "~/lib/openapi";
import {
  bookingPaymentsJsonSchema,
  overdueBalanceSchema,
  overdueListQuerySchema,
  paymentInputSchema,
  paymentRecordedSchema,
} from "./payment-schema";

export const paymentOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/bookings/{id}/payments",
    operationId: "getBookingPayments",
    summary: "Get a booking's payments and account",
    description:
      "A booking's payments and refunds (oldest first) and its account under the payment policy: paid, balance, " +
      "the schedule, the next amount due with its date, and what cancelling today would cost",
    tag: "Payments",
    admin: true,
    responses: {
      200: { description: "The booking's account", schema: bookingPaymentsJsonSchema },
      404: { description: "No such booking" },
    },
  },
  {
    method: "post",
    path: "/api/bookings/{id}/payments",
    operationId: "recordBookingPayment",
    summary: "Record a payment or a refund",
    description:
      "Record money received (kind payment) or given back (kind refund) in whole rupees. A payment may not exceed " +
      "the balance, nor be taken on a cancelled booking; a refund may not exceed what was paid. Audit-logged.",
    tag: "Payments",
    admin: true,
    body: paymentInputSchema,
    responses: {
      201: { description: "Recorded", schema: paymentRecordedSchema },
      404: { description: "No such booking" },
      409: { description: "The booking is cancelled (a refund can still be recorded)" },
    },
  },
  pagedList({
    path: "/api/payments/overdue",
    operationId: "listOverduePayments",
    summary: "List overdue balances",
    description:
      "Bookings (not cancelled) with part of their balance past its due date under the payment policy, longest overdue first (one page)",
    tag: "Payments",
    admin: true,
    query: overdueListQuerySchema,
    responses: { 200: { description: "Overdue balances", schema: z.array(overdueBalanceSchema) } },
  }),
];

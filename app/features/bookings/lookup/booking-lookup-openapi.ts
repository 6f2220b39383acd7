import type { ApiOperation } from "~/lib/openapi";
import { payNowJsonSchema } from "../payments/pay-now/pay-now-schema";
import { bookingLookupSchema, bookingViewSchema } from "./booking-lookup-schema";

export const bookingLookupOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/bookings/lookup",
    operationId: "lookUpBooking",
    summary: "Look up a traveller's own booking",
    description:
      "A traveller's own booking, when the reference and the email or phone used to book both match: status, " +
      "package, date, travellers, total, paid, balance, next due date and today's cancellation terms. " +
      "The same 404 whichever of the two is wrong. `pay_now` is what to pay now with its UPI link, or null.",
    tag: "Bookings",
    query: bookingLookupSchema,
    responses: {
      200: { description: "The booking", schema: bookingViewSchema.extend({ pay_now: payNowJsonSchema }) },
      404: { description: "No booking with that reference and contact" },
    },
  },
];

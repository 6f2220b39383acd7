import { apiCalls } from "~/lib/openapi";
import { z } from "zod";
import { payNowJsonSchema } from "../payments/pay-now/pay-now-schema";
import { bookingLookupSchema, bookingViewSchema } from "./booking-lookup-schema";

const linkSentSchema = z.object({ success: z.literal(true), message: z.string() });

const call = apiCalls("Bookings");

export const bookingLookupOperations = [
  call("GET /api/bookings/lookup", "lookUpBooking", {
    summary: "Look up a traveller's own booking",
    description:
      "A traveller's own booking, when the reference and the email or phone used to book both match: status, " +
      "package, date, travellers, total, paid, balance, next due date and today's cancellation terms. " +
      "The same 404 whichever of the two is wrong. `pay_now` is what to pay now with its UPI link, or null.",
    query: bookingLookupSchema,
    answers: {
      200: ["The booking", bookingViewSchema.extend({ pay_now: payNowJsonSchema })],
      404: "No booking with that reference and contact",
    },
  }),
  call("POST /api/bookings/link", "emailBookingLink", {
    summary: "Email a fresh link to a booking's page",
    description:
      "When the reference and the email or phone used to book both match, a fresh link to the booking's page " +
      "(good for at least 30 days) is emailed to the address the booking was made with, never to another. " +
      "The answer is the same 202 whether or not anything matched. Rate-limited like lookups.",
    body: bookingLookupSchema,
    answers: {
      202: ["Accepted: a link is sent if the two matched", linkSentSchema],
    },
  }),
];

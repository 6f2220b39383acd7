import { z } from "zod";
import { withHoneypotField } from "~/lib/honeypot-contract";
import { apiCalls, successSchema } from "~/lib/openapi";
import {
  bookingInputSchema,
  bookingJsonSchema,
  bookingListQuerySchema,
  bookingStatusUpdateSchema,
} from "./booking-schema";

const bookingAnswerSchema = successSchema.extend({ reference: z.string(), booking: bookingJsonSchema });

const call = apiCalls("Bookings");

export const bookingOperations = [
  call("POST /api/bookings", "createBooking", {
    summary: "Book a tour package",
    description:
      "Book a tour package. The server prices it (total_amount is ignored) and emails the customer and the agency. " +
      "Send an Idempotency-Key header to make retries safe; without one, an identical submit within a minute returns the first booking.",
    body: withHoneypotField(bookingInputSchema),
    answers: {
      201: ["Booked", bookingAnswerSchema],
      200: ["The same booking again (repeated key or duplicate submit)", bookingAnswerSchema],
      409:
        "The package is not available, its departure is full ('Only N seats left on this departure'), closed or past, " +
        "or the Idempotency-Key was used for another booking",
    },
  }),
  call.page("GET /api/bookings", "listBookings", {
    summary: "List bookings",
    description: "One page of bookings, newest first, with each package's title; filtered and searched",
    admin: true,
    query: bookingListQuerySchema,
    answers: {
      200: ["Bookings", z.array(bookingJsonSchema)],
    },
  }),
  call("PATCH /api/bookings/{id}/status", "updateBookingStatus", {
    summary: "Confirm or cancel a booking",
    description:
      "Confirm or cancel a booking (from any state); the customer is emailed when it changes. Cancelling frees " +
      "its seats on a fixed departure and offers them to the departure's waitlist.",
    admin: true,
    body: bookingStatusUpdateSchema,
    answers: {
      200: ["The booking", bookingJsonSchema],
      404: "No such booking",
      409: "A cancelled booking confirmed again, but its departure's seats have gone meanwhile",
    },
  }),
];

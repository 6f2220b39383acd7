import { z } from "zod";
import { withHoneypotField } from "~/lib/honeypot-contract";
import { pagedList, successSchema, type ApiOperation } from "~/lib/openapi";
import {
  bookingInputSchema,
  bookingJsonSchema,
  bookingListQuerySchema,
  bookingStatusUpdateSchema,
} from "./booking-schema";

const bookingAnswerSchema = successSchema.extend({ reference: z.string(), booking: bookingJsonSchema });

export const bookingOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/bookings",
    operationId: "createBooking",
    summary: "Book a tour package",
    description:
      "Book a tour package. The server prices it (total_amount is ignored) and emails the customer and the agency. " +
      "Send an Idempotency-Key header to make retries safe; without one, an identical submit within a minute returns the first booking.",
    tag: "Bookings",
    body: withHoneypotField(bookingInputSchema),
    responses: {
      201: { description: "Booked", schema: bookingAnswerSchema },
      200: {
        description: "The same booking again (repeated key or duplicate submit)",
        schema: bookingAnswerSchema,
      },
      409: {
        description:
          "The package is not available, its departure is full ('Only N seats left on this departure'), closed or past, " +
          "or the Idempotency-Key was used for another booking",
      },
    },
  },
  pagedList({
    path: "/api/bookings",
    operationId: "listBookings",
    summary: "List bookings",
    description: "One page of bookings, newest first, with each package's title; filtered and searched",
    tag: "Bookings",
    admin: true,
    query: bookingListQuerySchema,
    responses: { 200: { description: "Bookings", schema: z.array(bookingJsonSchema) } },
  }),
  {
    method: "patch",
    path: "/api/bookings/{id}/status",
    operationId: "updateBookingStatus",
    summary: "Confirm or cancel a booking",
    description:
      "Confirm or cancel a booking (from any state); the customer is emailed when it changes. Cancelling frees " +
      "its seats on a fixed departure and offers them to the departure's waitlist.",
    tag: "Bookings",
    admin: true,
    body: bookingStatusUpdateSchema,
    responses: {
      200: { description: "The booking", schema: bookingJsonSchema },
      404: { description: "No such booking" },
      409: {
        description: "A cancelled booking confirmed again, but its departure's seats have gone meanwhile",
      },
    },
  },
];

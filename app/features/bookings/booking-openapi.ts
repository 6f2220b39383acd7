import { z } from "zod";
import { withHoneypotField } from "~/lib/honeypot-contract";
import type { ApiOperation } from "~/lib/openapi";
import {
  bookingInputSchema,
  bookingListQuerySchema,
  bookingStatuses,
  bookingStatusUpdateSchema,
  sharingOptions,
} from "./booking-schema";

export const bookingJsonSchema = z.object({
  _id: z.string(),
  id: z.string(),
  reference: z.string().describe("e.g. SF-7K3M9Q"),
  package_id: z.object({
    _id: z.string().nullable().describe("null once the package has been deleted"),
    title: z.string(),
  }),
  package_title: z.string().describe("the title when booked"),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  special_requests: z.string(),
  travel_date: z.string().describe("YYYY-MM-DD"),
  number_of_travelers: z.number().int(),
  sharing: z.enum(sharingOptions),
  price_per_person: z.number().int().describe("whole rupees"),
  total_amount: z.number().int().describe("whole rupees, computed by the server"),
  status: z.enum(bookingStatuses),
  booking_date: z.string(),
  updatedAt: z.string(),
});

const bookingAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reference: z.string(),
  booking: bookingJsonSchema,
});

export const bookingOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/bookings",
    summary:
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
        description: "The package is not available, or the Idempotency-Key was used for another booking",
      },
    },
  },
  {
    method: "get",
    path: "/api/bookings",
    summary: "Every booking, newest first, with its package's title",
    tag: "Bookings",
    admin: true,
    query: bookingListQuerySchema,
    responses: { 200: { description: "Bookings", schema: z.array(bookingJsonSchema) } },
  },
  {
    method: "patch",
    path: "/api/bookings/{id}/status",
    summary: "Confirm or cancel a booking (from any state); the customer is emailed when it changes",
    tag: "Bookings",
    admin: true,
    body: bookingStatusUpdateSchema,
    responses: {
      200: { description: "The booking", schema: bookingJsonSchema },
      404: { description: "No such booking" },
    },
  },
];

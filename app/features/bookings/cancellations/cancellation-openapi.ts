import { z } from "zod";
import { apiCalls } from "~/lib/openapi";
import {
  visitorCancellationSchema,
  cancellationDecisionSchema,
  cancellationListQuerySchema,
  cancellationRequestInputSchema,
  cancellationRequestJsonSchema,
} from "./cancellation-schema";

const requestAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  request: visitorCancellationSchema,
});

const call = apiCalls("Cancellations");

export const cancellationOperations = [
  call("POST /api/cancellation-requests", "createCancellationRequest", {
    summary: "Ask to cancel a booking",
    description:
      "A traveller asks to cancel their booking, with the token of its page (from the confirmation email's link or " +
      "GET /api/bookings/lookup). The agency is emailed; the admin approves or declines. Asking again answers the open request.",
    body: cancellationRequestInputSchema,
    answers: {
      201: ["Requested", requestAnswerSchema],
      200: ["Already requested: the open request", requestAnswerSchema],
      404: "The token is not a booking's",
      409: "The booking is already cancelled, or the trip has started",
    },
  }),
  call.page("GET /api/cancellation-requests", "listCancellationRequests", {
    summary: "List cancellation requests",
    description:
      "Travellers' cancellation requests (open ones oldest first), each with its booking and today's terms",
    admin: true,
    query: cancellationListQuerySchema,
    answers: {
      200: ["Cancellation requests", z.array(cancellationRequestJsonSchema)],
    },
  }),

  call("POST /api/cancellation-requests/{id}/decision", "decideCancellationRequest", {
    summary: "Approve or decline a cancellation request",
    description:
      "Approve (the booking is cancelled through the status change, and the traveller emailed) or decline " +
      "(the booking stays; the traveller is emailed the note). Audit-logged.",
    admin: true,
    body: cancellationDecisionSchema,
    answers: {
      200: ["The decided request", cancellationRequestJsonSchema],
      404: "No such request",
      409: "Already decided",
    },
  }),
];

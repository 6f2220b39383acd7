import { z } from "zod";
import { pagedList, type ApiOperation } from "~/lib/openapi";
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

export const cancellationOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/cancellation-requests",
    operationId: "createCancellationRequest",
    summary: "Ask to cancel a booking",
    description:
      "A traveller asks to cancel their booking, with the token of its page (from the confirmation email's link or " +
      "GET /api/bookings/lookup). The agency is emailed; the admin approves or declines. Asking again answers the open request.",
    tag: "Cancellations",
    body: cancellationRequestInputSchema,
    responses: {
      201: { description: "Requested", schema: requestAnswerSchema },
      200: { description: "Already requested: the open request", schema: requestAnswerSchema },
      404: { description: "The token is not a booking's" },
      409: { description: "The booking is already cancelled, or the trip has started" },
    },
  },
  pagedList({
    path: "/api/cancellation-requests",
    operationId: "listCancellationRequests",
    summary: "List cancellation requests",
    description:
      "Travellers' cancellation requests (open ones oldest first), each with its booking and today's terms",
    tag: "Cancellations",
    admin: true,
    query: cancellationListQuerySchema,
    responses: {
      200: { description: "Cancellation requests", schema: z.array(cancellationRequestJsonSchema) },
    },
  }),

  {
    method: "post",
    path: "/api/cancellation-requests/{id}/decision",
    operationId: "decideCancellationRequest",
    summary: "Approve or decline a cancellation request",
    description:
      "Approve (the booking is cancelled through the status change, and the traveller emailed) or decline " +
      "(the booking stays; the traveller is emailed the note). Audit-logged.",
    tag: "Cancellations",
    admin: true,
    body: cancellationDecisionSchema,
    responses: {
      200: { description: "The decided request", schema: cancellationRequestJsonSchema },
      404: { description: "No such request" },
      409: { description: "Already decided" },
    },
  },
];

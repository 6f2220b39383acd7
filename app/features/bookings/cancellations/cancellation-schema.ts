import { z } from "zod";
import { keysetQueryShape } from "~/lib/keyset-page";
import { bookingSummarySchema, paymentAccountJsonSchema } from "~/features/bookings/payments/payment-schema";
import { multiLine } from "~/lib/text-fields";
import { cancellationDecisions, cancellationRequestStatuses } from "../../../../domain/cancellation-values";

export const cancellationMessages = {
  requested:
    "Your cancellation request has reached us. A travel expert will call you to confirm it, usually within 24 hours.",
  alreadyRequested: "You have already asked to cancel this booking. We will call you about it soon.",
  alreadyCancelled: "This booking is already cancelled.",
  departed: "This trip has already started: please call us instead.",
  invalidLink: "This booking link is not valid. Please look your booking up with its reference.",
  notFound: "Cancellation request not found",
  alreadyDecided: "This request has already been decided",
  approved: "Approved: the booking is cancelled and the traveller has been emailed.",
  declined: "Declined: the booking stays as it is and the traveller has been emailed.",
} as const;

/** The traveller's reason and the agency's note: free text of at most this many characters. */
export const CANCELLATION_TEXT_MAX = 1000;

/**
 * A traveller's request, from their booking page or `POST /api/cancellation-requests`. The token
 * is the booking page's signed token (`GET /api/bookings/lookup` answers it too): only someone who
 * could open the booking can ask to cancel it.
 */
export const cancellationRequestInputSchema = z.object({
  token: z
    .string({ error: cancellationMessages.invalidLink })
    .trim()
    .min(1, cancellationMessages.invalidLink)
    .max(200),
  reason: multiLine(CANCELLATION_TEXT_MAX)
    .nullish()
    .transform((value) => value ?? "")
    .describe("optional: why, or when to call"),
});

/** `POST /api/cancellation-requests/{id}/decision` and the admin's Approve / Decline buttons. */
export const cancellationDecisionSchema = z.object({
  decision: z.enum(cancellationDecisions, { error: "Choose approve or decline" }),
  note: multiLine(CANCELLATION_TEXT_MAX)
    .nullish()
    .transform((value) => value ?? "")
    .describe("shown to the traveller in the email and on their booking page"),
});
export type CancellationDecisionInput = z.output<typeof cancellationDecisionSchema>;

export const cancellationListQuerySchema = z.object({
  status: z.enum(cancellationRequestStatuses, { error: "Unknown status" }).optional(),
  ...keysetQueryShape,
});
export type CancellationListQuery = z.output<typeof cancellationListQuerySchema>;

export const cancellationRequestJsonSchema = z.object({
  id: z.string(),
  status: z.enum(cancellationRequestStatuses),
  reason: z.string(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  admin_note: z.string(),
  booking: bookingSummarySchema,
  account: paymentAccountJsonSchema.describe("paid, balance and what cancelling today costs"),
});
export type CancellationRequestJson = z.output<typeof cancellationRequestJsonSchema>;

/** What the traveller's own page shows of their request: no staff names. */
export const visitorCancellationSchema = z.object({
  status: z.enum(cancellationRequestStatuses),
  requested_at: z.string(),
  note: z.string().describe("the agency's message when it decided"),
});
export type VisitorCancellation = z.output<typeof visitorCancellationSchema>;

/**
 * The states of a traveller's cancellation request, defined once for the table
 * (db/schema/payments.ts) and the zod schemas. No imports, so drizzle-kit can load it.
 */
export const cancellationRequestStatuses = ["pending", "approved", "declined"] as const;
type CancellationRequestStatus = (typeof cancellationRequestStatuses)[number];

/** What the admin may decide: approve cancels the booking, decline leaves it as it is. */
export const cancellationDecisions = ["approve", "decline"] as const;

export const cancellationStatusLabels: Record<CancellationRequestStatus, string> = {
  pending: "Awaiting decision",
  approved: "Approved",
  declined: "Declined",
};

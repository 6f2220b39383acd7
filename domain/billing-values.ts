/**
 * The fixed value lists of payment claims, documents and reminders (issue 26), defined once: the
 * tables (db/schema/billing.ts) and the zod schemas both import them. No imports, so drizzle-kit
 * can load it.
 */

/** A traveller's "I have paid": the admin accepts it (a payment is recorded) or rejects it. */
export const claimStatuses = ["pending", "accepted", "rejected"] as const;
export const claimStatusLabels: Record<(typeof claimStatuses)[number], string> = {
  pending: "Pending",
  accepted: "Accepted",
  rejected: "Rejected",
};

/** One number series per kind and financial year (ADR 035). */
export const documentKinds = ["receipt", "invoice", "credit_note"] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** When a balance reminder goes out, relative to the due date of what is owed. */
export const reminderSteps = [
  "before-7",
  "before-3",
  "due-today",
  "overdue-1",
  "overdue-2",
  "overdue-3",
] as const;
export type ReminderStep = (typeof reminderSteps)[number];

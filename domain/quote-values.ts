/**
 * The custom quotes' fixed value lists (issue 28): the `quotes` table's CHECK constraint
 * (db/schema/quotes.ts), the zod schemas and the quote page all import them. No imports, so the
 * browser and drizzle-kit can load it.
 */

/**
 * draft (staff still writing) → sent (the traveller has the link) → accepted (a booking was made)
 * or changes_requested (the traveller wrote back); a sent version replaced by a newer one is
 * superseded.
 */
export const quoteStatuses = ["draft", "sent", "superseded", "accepted", "changes_requested"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** How the admin screens name each status. */
export const quoteStatusLabels: Record<QuoteStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  superseded: "Replaced by a newer version",
  accepted: "Accepted",
  changes_requested: "Changes asked for",
};

/** The statuses a traveller may still accept from (before its valid-until day has passed). */
export const acceptableQuoteStatuses: readonly QuoteStatus[] = ["sent", "changes_requested"];

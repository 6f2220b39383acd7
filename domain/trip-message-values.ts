/**
 * The value lists of a trip's own messages and of the reviews they ask for (issue 27), shared by
 * the tables' CHECK constraints (db/schema/trip-messages.ts, reviews.ts) and the schemas. No imports.
 */

/** The emails sent once per booking around its trip: a week before, and after the return. */
export const tripMessageKinds = ["briefing", "review-request"] as const;
export type TripMessageKind = (typeof tripMessageKinds)[number];

/**
 * A review's place on the site: an admin's own review is published at once; a traveller's review
 * (from the review request's signed link) waits as pending until an admin approves or rejects it.
 */
export const reviewStatuses = ["pending", "published", "rejected"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** What an admin decides about a pending review. */
export const reviewDecisions = ["approve", "reject"] as const;
export type ReviewDecision = (typeof reviewDecisions)[number];

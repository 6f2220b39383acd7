/**
 * The fixed value lists of departures and their waitlists, defined once: the tables (their CHECK
 * constraints, db/schema/departures.ts) and the zod schemas (departure-schema.ts) import them.
 * No imports, so the browser and drizzle-kit can load it.
 */

/**
 * What a visitor and the admin see of a departure. Only "closed" is stored (the admin's choice);
 * "sold_out" and "past" are worked out from the seats held and today's date.
 */
export const departureStatuses = ["open", "closed", "sold_out", "past"] as const;
export type DepartureStatus = (typeof departureStatuses)[number];
/** What the admin may set on a departure. */
export const settableDepartureStatuses = ["open", "closed"] as const satisfies readonly DepartureStatus[];

/**
 * A waitlist entry: waiting in line, offered freed seats by email (once), booked, or removed by
 * the admin.
 */
export const waitlistStatuses = ["waiting", "offered", "booked", "removed"] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];
export const waitlistStatusLabels: Record<WaitlistStatus, string> = {
  waiting: "Waiting",
  offered: "Offered",
  booked: "Booked",
  removed: "Removed",
};
/** Entries still in line: one per email and departure (a second join answers the first entry). */
export const activeWaitlistStatuses = ["waiting", "offered"] as const satisfies readonly WaitlistStatus[];

/** Seats of one departure: a coach or a few tempo travellers, never a stadium. */
export const MAX_DEPARTURE_SEATS = 500;

/**
 * The fixed value lists of running a departure (issue 43): rooms, crew, supplier confirmations and
 * the tour leader's headcounts. The tables' CHECK constraints (db/schema/trip.ts) and the zod
 * schemas (app/features/trip/trip-schema.ts) import them. No imports, so the browser and
 * drizzle-kit can load it.
 */

/** How a room is shared: one, two or three beds (a child without a bed does not count). */
export const roomSharings = ["single", "double", "triple"] as const;
export type RoomSharing = (typeof roomSharings)[number];
export const bedsOf: Record<RoomSharing, number> = { single: 1, double: 2, triple: 3 };
export const roomSharingLabels: Record<RoomSharing, string> = {
  single: "Single",
  double: "Double",
  triple: "Triple",
};

/** Who leads a departure on the road: a guide (from the suppliers of kind guide) or the tour leader. */
export const crewRoles = ["tour_leader", "guide"] as const;
type CrewRole = (typeof crewRoles)[number];
export const crewRoleLabels: Record<CrewRole, string> = { tour_leader: "Tour leader", guide: "Guide" };

/** A supplier's answer to a request for rooms or a vehicle. */
export const confirmationStatuses = ["requested", "confirmed", "declined"] as const;
export type ConfirmationStatus = (typeof confirmationStatuses)[number];
export const confirmationStatusLabels: Record<ConfirmationStatus, string> = {
  requested: "Requested",
  confirmed: "Confirmed",
  declined: "Declined",
};

/** The tour leader's headcounts: each morning and each evening. */
export const checkInMoments = ["morning", "evening"] as const;

/** The Overview lists departures this many days ahead with anything not yet confirmed. */
export const UNCONFIRMED_WITHIN_DAYS = 10;
/** The leader's link opens until this many days after the trip's last day. */
export const LEADER_LINK_DAYS_AFTER_TRIP = 3;

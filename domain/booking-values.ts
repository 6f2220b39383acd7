/**
 * The fixed value lists of a booking, defined once: the `bookings` table (its text enums and CHECK
 * constraints, db/schema/bookings.ts) and the zod schemas (booking-schema.ts) both import them.
 * No imports, so the browser and drizzle-kit can load it.
 */

/** "pending": neither confirmed nor cancelled (docs/product.md §4). */
export const bookingStatuses = ["pending", "confirmed", "cancelled"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export const bookingStatusLabels: Record<BookingStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
};
/** What the admin may set (docs/product.md §4): confirmed or cancelled, from any other state. */
export const settableBookingStatuses = ["confirmed", "cancelled"] as const satisfies readonly BookingStatus[];
/** Bookings in these states hold their travellers' seats on a fixed departure; a cancelled one frees them. */
export const seatHoldingBookingStatuses = [
  "pending",
  "confirmed",
] as const satisfies readonly BookingStatus[];
/** Per-person pricing modes (docs/product.md §9): triple sharing is the default. */
export const sharingOptions = ["triple", "double"] as const;
export const sharingLabels: Record<(typeof sharingOptions)[number], string> = {
  triple: "Triple sharing",
  double: "Double sharing",
};

/** What a tour takes with it, or leaves behind, when the admin deletes it. */
export type TourDependents = { bookings: number; reviews: number };

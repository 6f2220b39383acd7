import { count } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { bookings, reviews } from "../../../../db/schema/index";
import type { TourDependents } from "./tour-dependents";

/**
 * Bookings and reviews per tour, for the Delete Tour Package screen: bookings stay (keeping the
 * package title), reviews go with the tour. Tours with neither are absent from the map.
 */
export async function countTourDependents(db: Db): Promise<Map<string, TourDependents>> {
  const [bookingRows, reviewRows] = await Promise.all([
    db.select({ id: bookings.packageId, n: count() }).from(bookings).groupBy(bookings.packageId),
    db.select({ id: reviews.packageId, n: count() }).from(reviews).groupBy(reviews.packageId),
  ]);
  const counts = new Map<string, TourDependents>();
  const entry = (id: string) => {
    let found = counts.get(id);
    if (!found) counts.set(id, (found = { bookings: 0, reviews: 0 }));
    return found;
  };
  for (const row of bookingRows) if (row.id) entry(row.id).bookings = row.n;
  for (const row of reviewRows) entry(row.id).reviews = row.n;
  return counts;
}

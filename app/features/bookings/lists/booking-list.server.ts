import { and, eq, gte, lt } from "drizzle-orm";
import { bookings, tourPackages } from "../../../../db/schema/index";
import { keysetList } from "~/lib/keyset-page.server";
import { firstOfNextMonth } from "~/lib/list-query";
import { onDays, type DaysAndSearch } from "~/lib/list-search.server";
import { BOOKING_REFERENCE_PATTERN } from "~/lib/references";
import type { BookingStatus } from "../../../../domain/booking-values";
import type { Booking } from "../booking-schema";
import { toBookingJson } from "../booking-service.server";

/**
 * What the bookings list can be narrowed by, alike for `GET /api/bookings`, the admin's Bookings
 * screen and its CSV export. `from`/`to` bound the day the booking was made (Asia/Kolkata);
 * `travel_month` (YYYY-MM) the travel date.
 */
type BookingFilter = DaysAndSearch & {
  status?: BookingStatus | undefined;
  travel_month?: string | undefined;
};

/**
 * Pages of bookings, newest first, each with its package's current title: the one list query
 * behind the API, the admin screen and the CSV export (which reads every page in turn).
 */
const bookingList = keysetList({
  keyset: { at: bookings.bookingDate, id: bookings.id },
  // migration 0010 indexes these (trigram on the joined text, phone digits, last ten digits)
  search: {
    text: [bookings.reference, bookings.customerName, bookings.customerEmail, bookings.packageTitle],
    phone: bookings.customerPhone,
    reference: { column: bookings.reference, pattern: BOOKING_REFERENCE_PATTERN },
  },
  conditions: (filter: BookingFilter) => [
    filter.status && eq(bookings.status, filter.status),
    filter.travel_month
      ? and(
          gte(bookings.travelDate, `${filter.travel_month}-01`),
          lt(bookings.travelDate, firstOfNextMonth(filter.travel_month)),
        )
      : undefined,
    ...onDays(bookings.bookingDate, filter),
  ],
  select: (db, key) =>
    db
      .select({ booking: bookings, title: tourPackages.title, ...key })
      .from(bookings)
      .leftJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
      .$dynamic(),
  items: (_db, rows): Booking[] => rows.map(({ booking, title }) => toBookingJson(booking, title)),
});

export const { list: listBookings, count: countBookings, eachBatch: eachBookingBatch } = bookingList;
/** The SQL of a page (the test that reads its plan builds it here too). */
export const bookingPageQuery = bookingList.pageQuery;

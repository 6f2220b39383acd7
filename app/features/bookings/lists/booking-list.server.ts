import { and, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { bookings, tourPackages } from "../../../../db/schema/index";
import { addDays } from "~/lib/dates";
import { pageOf, type CappedCount, type Page, type PageRequest } from "~/lib/keyset-page";
import {
  EXPORT_BATCH_SIZE,
  afterCursor,
  cappedCount,
  eachPage,
  keyOf,
  keysetOrder,
  type Keyset,
} from "~/lib/keyset-page.server";
import { firstOfNextMonth, indiaDayStart } from "~/lib/list-query";
import { searchMatch, type SearchSpec } from "~/lib/list-search.server";
import { BOOKING_REFERENCE_PATTERN } from "~/lib/references";
import type { BookingStatus } from "../../../../domain/booking-values";
import type { Booking } from "../booking-schema";
import { toBookingJson } from "../booking-service.server";

/**
 * What the bookings list can be narrowed by, alike for `GET /api/bookings`, the admin's Bookings
 * screen and its CSV export. `from`/`to` bound the day the booking was made (Asia/Kolkata);
 * `travel_month` (YYYY-MM) the travel date.
 */
type BookingFilter = {
  status?: BookingStatus | undefined;
  travel_month?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
};

/** A page of the list; `skip` only for an admin screen's numbered pages (at most a thousand rows). */
type BookingListQuery = BookingFilter & PageRequest & { skip?: number };

const bookingKeyset: Keyset = { at: bookings.bookingDate, id: bookings.id };

/** Migration 0010 indexes these (trigram on the joined text, phone digits, last ten digits). */
const bookingSearch: SearchSpec = {
  text: [bookings.reference, bookings.customerName, bookings.customerEmail, bookings.packageTitle],
  phone: bookings.customerPhone,
  reference: { column: bookings.reference, pattern: BOOKING_REFERENCE_PATTERN },
};

function whereOf(filter: BookingFilter): SQL | undefined {
  const filters: SQL[] = [];
  if (filter.status) filters.push(eq(bookings.status, filter.status));
  if (filter.travel_month) {
    filters.push(gte(bookings.travelDate, `${filter.travel_month}-01`));
    filters.push(lt(bookings.travelDate, firstOfNextMonth(filter.travel_month)));
  }
  if (filter.from) filters.push(gte(bookings.bookingDate, indiaDayStart(filter.from)));
  if (filter.to) filters.push(lt(bookings.bookingDate, indiaDayStart(addDays(filter.to, 1))));
  if (filter.q) filters.push(searchMatch(filter.q, bookingSearch));
  return filters.length ? and(...filters) : undefined;
}

/**
 * One page of bookings, newest first, each with its package's current title: the one list query
 * behind the API, the admin screen and the CSV export (which reads every page in turn).
 */
export async function listBookings(db: Db, query: BookingListQuery): Promise<Page<Booking>> {
  const rows = await bookingPageQuery(db, query);
  return pageOf(
    rows,
    query.limit,
    (row) => [row.at, row.id],
    ({ booking, title }) => toBookingJson(booking, title),
  );
}

/** The SQL of a page (the test that reads its plan builds it here too). */
export function bookingPageQuery(db: Db, query: BookingListQuery) {
  const key = keyOf(bookingKeyset);
  return db
    .select({ booking: bookings, title: tourPackages.title, at: key.at, id: key.id })
    .from(bookings)
    .leftJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
    .where(and(whereOf(query), afterCursor(bookingKeyset, query.cursor)))
    .orderBy(...keysetOrder(bookingKeyset))
    .limit(query.limit + 1)
    .offset(query.skip ?? 0);
}

/** How many bookings the filter holds, counted to a thousand ("1,000+" beyond). */
export function countBookings(db: Db, filter: BookingFilter): Promise<CappedCount> {
  return cappedCount(db, bookings, whereOf(filter));
}

/** Every booking the filter holds, newest first, a batch at a time: the CSV export's rows. */
export function eachBookingBatch(db: Db, filter: BookingFilter, batchSize = EXPORT_BATCH_SIZE) {
  return eachPage((cursor) => listBookings(db, { ...filter, limit: batchSize, cursor }));
}

import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { bookings, tourPackages } from "../../../../db/schema/index";
import { addDays } from "~/lib/dates";
import { firstOfNextMonth, indiaDayStart } from "~/lib/list-query";
import { containsText } from "~/lib/list-search.server";
import { BOOKING_PAGE_SIZE, type BookingAdminQuery } from "./booking-admin-query";
import type { Booking } from "../booking-schema";
import { toBookingJson } from "../booking-service.server";

/** More rows than any agency books; keeps one export from holding the server. */
const BOOKING_EXPORT_LIMIT = 50_000;

type BookingPage = {
  data: Booking[];
  pagination: { page: number; pages: number; total: number; limit: number };
};

function whereOf(query: Omit<BookingAdminQuery, "page">): SQL | undefined {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(bookings.status, query.status));
  if (query.travel_month) {
    filters.push(gte(bookings.travelDate, `${query.travel_month}-01`));
    filters.push(lt(bookings.travelDate, firstOfNextMonth(query.travel_month)));
  }
  if (query.from) filters.push(gte(bookings.bookingDate, indiaDayStart(query.from)));
  if (query.to) filters.push(lt(bookings.bookingDate, indiaDayStart(addDays(query.to, 1))));
  if (query.q) {
    filters.push(
      containsText(query.q, [
        bookings.reference,
        bookings.customerName,
        bookings.customerEmail,
        bookings.customerPhone,
      ]),
    );
  }
  return filters.length ? and(...filters) : undefined;
}

function selectBookings(db: Db, where: SQL | undefined) {
  return db
    .select({ booking: bookings, title: tourPackages.title })
    .from(bookings)
    .leftJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
    .where(where)
    .orderBy(desc(bookings.bookingDate), desc(bookings.id));
}

/** One page of the admin's Bookings screen: newest first, with the true total of the filter. */
export async function listBookingsPage(db: Db, query: BookingAdminQuery): Promise<BookingPage> {
  const where = whereOf(query);
  const [rows, [totals]] = await Promise.all([
    selectBookings(db, where)
      .limit(BOOKING_PAGE_SIZE)
      .offset((query.page - 1) * BOOKING_PAGE_SIZE),
    db.select({ total: count() }).from(bookings).where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    data: rows.map(({ booking, title }) => toBookingJson(booking, title)),
    pagination: {
      page: query.page,
      pages: Math.ceil(total / BOOKING_PAGE_SIZE),
      total,
      limit: BOOKING_PAGE_SIZE,
    },
  };
}

/** Every booking the filter shows (all pages), for the CSV export. */
export async function listBookingsForExport(
  db: Db,
  query: Omit<BookingAdminQuery, "page">,
): Promise<Booking[]> {
  const rows = await selectBookings(db, whereOf(query)).limit(BOOKING_EXPORT_LIMIT);
  return rows.map(({ booking, title }) => toBookingJson(booking, title));
}

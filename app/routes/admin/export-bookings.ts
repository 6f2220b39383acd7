import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { eachBookingBatch } from "~/features/bookings/lists/booking-list.server";
import { bookingAdminQuerySchema } from "~/features/bookings/lists/booking-admin-query";
import { csvStreamResponse, refusedFilters } from "~/lib/csv.server";
import { formatIndiaDateTime, todayInIndia } from "~/lib/dates";
import { parseListQuery } from "~/lib/list-query";
import type { Route } from "./+types/export-bookings";

const BOOKING_CSV_COLUMNS = [
  "Reference",
  "Booked on (India time)",
  "Status",
  "Package",
  "Customer name",
  "Email",
  "Phone",
  "Travel date",
  "Travellers",
  "Sharing",
  "Price per person (INR)",
  "Total (INR)",
  "Special requests",
];

/** Exactly the bookings the screen's filter shows, every page of them, streamed in batches. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const { query, errors } = parseListQuery(bookingAdminQuerySchema, new URL(request.url).searchParams);
  const refused = refusedFilters(errors);
  if (refused) return refused;
  return csvStreamResponse(
    `bookings-${todayInIndia()}.csv`,
    BOOKING_CSV_COLUMNS,
    eachBookingBatch(context.db, query),
    (b) => [
      b.reference,
      formatIndiaDateTime(b.booking_date),
      b.status,
      b.package_id.title,
      b.customer_name,
      b.customer_email,
      b.customer_phone,
      b.travel_date,
      b.number_of_travelers,
      b.sharing,
      b.price_per_person,
      b.total_amount,
      b.special_requests,
    ],
  );
}

import { z } from "zod";
import { blankAsMissing, dayField, monthField, pageField, screenCursorField } from "~/lib/list-query";
import { listSearchField } from "~/lib/text-fields";
import { bookingStatuses } from "../booking-schema";

export const BOOKING_PAGE_SIZE = 20;

/**
 * The admin's Bookings screen and its CSV export: `GET /admin/bookings?status=&travel_month=&from=&to=&q=&page=`.
 * `from`/`to` bound the day the booking was made (Asia/Kolkata); `travel_month` the travel date.
 */
export const bookingAdminQuerySchema = z.object({
  status: blankAsMissing(z.enum(bookingStatuses, { error: "Unknown status" }).optional()),
  travel_month: monthField,
  from: dayField,
  to: dayField,
  q: blankAsMissing(listSearchField),
  page: pageField,
  cursor: screenCursorField,
});
export type BookingAdminQuery = z.output<typeof bookingAdminQuerySchema>;

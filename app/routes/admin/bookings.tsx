import { data, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { ScreenListPagination } from "~/components/ui/pagination";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { countBookings, listBookings } from "~/features/bookings/lists/booking-list.server";
import { BOOKING_PAGE_SIZE, bookingAdminQuerySchema } from "~/features/bookings/lists/booking-admin-query";
import { BookingFilters } from "~/features/bookings/lists/booking-filters";
import { bookingStatusUpdateSchema } from "~/features/bookings/booking-schema";
import { updateBookingStatus } from "~/features/bookings/booking-service.server";
import { BookingTable } from "~/features/bookings/lists/booking-table";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { DomainError } from "~/lib/domain-error";
import { cappedCountText } from "~/lib/keyset-page";
import { loadScreenList, screenListText, withFilterStatus } from "~/lib/list-query";
import type { Route } from "./+types/bookings";

export const meta: Route.MetaFunction = () => [{ title: "Bookings · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const source = { db: context.db, page: listBookings, count: countBookings };
  return withFilterStatus(await loadScreenList(request, bookingAdminQuerySchema, BOOKING_PAGE_SIZE, source));
}

/** Confirm or Cancel a booking: the same schema and service as PATCH /api/bookings/{id}/status. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  const form = await request.formData();
  const update = bookingStatusUpdateSchema.safeParse({ status: form.get("status") });
  if (!update.success) return data({ ok: false, message: "Status must be confirmed or cancelled" }, 400);
  try {
    await updateBookingStatus(context.db, String(form.get("id") ?? ""), update.data, {
      agency: agencyContactOf(context.config),
    });
  } catch (error) {
    // no such booking (404), or its departure has no seats left to take it back (409)
    if (!(error instanceof DomainError)) throw error;
    const message = error.status === 404 ? "This booking no longer exists." : error.message;
    return data({ ok: false, message }, error.status);
  }
  return { ok: true };
}

export default function BookingsScreen({ loaderData }: Route.ComponentProps) {
  const { items: bookings, count, query, errors, filters } = loaderData;
  return (
    <div className="space-y-4">
      <h1 className="font-display text-2xl font-bold text-slate-900">Bookings</h1>
      <BookingFilters key={filters} query={query} errors={errors} filters={filters} />
      {count.count === 0 ? (
        <div className="rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold text-slate-900">No Bookings Found</h2>
          <p className="mt-1 text-sm text-slate-600">
            {filters
              ? "No booking matches these filters."
              : "Bookings appear here as soon as visitors book a package."}
          </p>
          <Link to="/packages" className={`${buttonClass("primary", "md")} mt-4`}>
            Browse Packages
          </Link>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-600" role="status">
            {bookings.length === 0
              ? `No bookings on this page; ${cappedCountText(count)} in all`
              : screenListText(loaderData, BOOKING_PAGE_SIZE, "bookings")}
          </p>
          {bookings.length > 0 && <BookingTable bookings={bookings} />}
          <ScreenListPagination label="Booking pages" list={loaderData} size={BOOKING_PAGE_SIZE} />
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The bookings could not be loaded." />;
}

import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { SelectField } from "~/components/ui/field";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { submitWaitlistAdminForm } from "~/features/bookings/departures/departure-admin-action.server";
import { waitlistStatuses } from "../../../domain/departure-values";
import { waitlistListQuerySchema } from "~/features/bookings/departures/departure-schema";
import { findDeparture } from "~/features/bookings/departures/departure-service.server";
import { listWaitlist } from "~/features/bookings/waitlist/waitlist-service.server";
import { WaitlistAdminTable } from "~/features/bookings/waitlist/waitlist-admin-table";
import { waitlistStatusLabels } from "../../../domain/departure-values";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { TourAdminHeader } from "~/features/tours/admin/tour-admin-header";
import { formatTravelDate } from "~/lib/dates";
import { parseListQuery } from "~/lib/list-query";
import type { Route } from "./+types/waitlist";

export const meta: Route.MetaFunction = () => [{ title: "Waitlist · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const { query } = parseListQuery(waitlistListQuerySchema, new URL(request.url).searchParams);
  const [entries, departure] = await Promise.all([
    listWaitlist(context.db, query),
    query.departure_id ? findDeparture(context.db, query.departure_id) : null,
  ]);
  return { entries, query, departure };
}

/** Convert to booking and Remove: the same services as the API. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  return submitWaitlistAdminForm(context.db, await request.formData(), agencyContactOf(context.config));
}

export default function Waitlist({ loaderData }: Route.ComponentProps) {
  const { entries, query, departure } = loaderData;
  return (
    <>
      <TourAdminHeader />
      <h2 className="mt-6 text-xl font-bold text-slate-900">Waitlist</h2>
      <p className="mt-1 text-sm text-slate-700">
        When seats free up on a departure, the first entries that fit are emailed, in the order they joined;
        each entry is offered once. Seats go to whoever books first.
      </p>
      <Form
        method="get"
        role="search"
        aria-label="Filter the waitlist"
        className="mt-4 flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        {query.departure_id && <input type="hidden" name="departure_id" value={query.departure_id} />}
        <div className="w-48">
          <SelectField label="Status" name="status" defaultValue={query.status ?? ""}>
            <option value="">All statuses</option>
            {waitlistStatuses.map((status) => (
              <option key={status} value={status}>
                {waitlistStatusLabels[status]}
              </option>
            ))}
          </SelectField>
        </div>
        <button type="submit" className={buttonClass("primary", "md")}>
          Apply filters
        </button>
        {(query.departure_id || query.status) && (
          <Link to="/admin/tours/waitlist" className={buttonClass("ghost", "md")}>
            Show all
          </Link>
        )}
      </Form>
      {departure && (
        <p className="mt-4 text-sm text-slate-800" role="status">
          Departure of {departure.packageTitle} on {formatTravelDate(departure.departure.date)}:{" "}
          {departure.departure.seats_left} of {departure.departure.seats} seats left.{" "}
          <Link
            to={`/admin/tours/departures/${departure.packageId}`}
            className="font-medium text-brand-800 underline"
          >
            Its package's departures
          </Link>
        </p>
      )}
      <WaitlistAdminTable entries={entries} />
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The waitlist could not be loaded." />;
}

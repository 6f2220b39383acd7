import { data, Link } from "react-router";
import { StaffMay } from "~/features/admin-auth/staff-may";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { submitDepartureAdminForm } from "~/features/bookings/departures/departure-admin-action.server";
import { AddDepartureForm } from "~/features/bookings/departures/departure-admin-forms";
import { DepartureAdminTable } from "~/features/bookings/departures/departure-admin-table";
import { listDeparturesForAdmin } from "~/features/bookings/departures/departure-service.server";
import { freeTravelDates } from "~/features/bookings/manifest/manifest-service.server";
import { formatTravelDate } from "~/lib/dates";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { TourAdminHeader } from "~/features/tours/admin/tour-admin-header";
import { getTour } from "~/features/tours/tour-service.server";
import type { Route } from "./+types/tour-departures";

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Departures${loaderData ? ` of ${loaderData.tour.title}` : ""} · Admin` },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const tour = await getTour(context.db, params.id.toLowerCase());
  const departures = tour ? await listDeparturesForAdmin(context.db, tour.id) : null;
  if (!tour || !departures) throw data(null, { status: 404 });
  // a package sold on free dates has a manifest for each travel date booked
  const travelDates = departures.length === 0 ? await freeTravelDates(context.db, tour.id) : [];
  return { tour: { id: tour.id, title: tour.title }, departures, travelDates };
}

/** Add, edit, close, reopen and delete: the same schemas and services as the API. */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  return submitDepartureAdminForm(
    context.db,
    params.id,
    await request.formData(),
    agencyContactOf(context.config),
  );
}

export default function TourDepartures({ loaderData }: Route.ComponentProps) {
  const { tour, departures, travelDates } = loaderData;
  return (
    <>
      <TourAdminHeader />
      <Link
        to="/admin/tours/departures"
        className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
      >
        <span aria-hidden="true">←</span> All packages
      </Link>
      <h2 className="mt-2 text-xl font-bold text-slate-900">Departures of {tour.title}</h2>
      <p className="mt-1 text-sm text-slate-700">
        Booked: seats of confirmed bookings. Held: seats of pending bookings, until confirmed or cancelled. A
        cancellation offers its seats to the departure's waitlist by email.{" "}
        <Link to="costs" className="font-semibold text-brand-800 underline">
          Default cost sheet
        </Link>
      </p>
      <StaffMay work="tours">
        <AddDepartureForm />
      </StaffMay>
      <DepartureAdminTable departures={departures} />
      {travelDates.length > 0 && (
        <section aria-labelledby="travel-dates-heading" className="mt-8">
          <h3 id="travel-dates-heading" className="text-lg font-semibold text-slate-900">
            Travel dates booked
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            Each date's manifest: who travels, their permits and rooms.
          </p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {travelDates.map((date) => (
              <li key={date}>
                <Link
                  to={`manifest/${date}`}
                  className="inline-block rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50"
                  aria-label={`Manifest of ${formatTravelDate(date)}`}
                >
                  {formatTravelDate(date)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The departures could not be loaded." />;
}

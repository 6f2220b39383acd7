import { data, Link } from "react-router";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { submitDepartureAdminForm } from "~/features/bookings/departures/departure-admin-action.server";
import { AddDepartureForm } from "~/features/bookings/departures/departure-admin-forms";
import { DepartureAdminTable } from "~/features/bookings/departures/departure-admin-table";
import { listDeparturesForAdmin } from "~/features/bookings/departures/departure-service.server";
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
  return { tour: { id: tour.id, title: tour.title }, departures };
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
  const { tour, departures } = loaderData;
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
        cancellation offers its seats to the departure's waitlist by email.
      </p>
      <AddDepartureForm />
      <DepartureAdminTable departures={departures} />
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The departures could not be loaded." />;
}

import { data, Link } from "react-router";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { roleMay } from "~/features/admin-auth/permissions-schema";
import { submitCostSheetForm } from "~/features/back-office/costs/cost-sheet-form-action.server";
import {
  agencyGstRate,
  departureCostSheet,
  getDepartureCostLines,
} from "~/features/back-office/costs/cost-sheet-service.server";
import { supplierChoices } from "~/features/back-office/suppliers/supplier-service.server";
import { CostSheetEditor } from "~/features/back-office/ui/cost-sheet-editor";
import { CostSheetSummary } from "~/features/back-office/ui/cost-sheet-summary";
import { TourAdminHeader } from "~/features/tours/admin/tour-admin-header";
import { formatTravelDate } from "~/lib/dates";
import type { Route } from "./+types/departure-costs";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  {
    title: loaded
      ? `Costs of ${loaded.sheet.package_title}, ${formatTravelDate(loaded.sheet.departure_date)} · Admin`
      : "Departure costs · Admin",
  },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, context);
  const rate = await agencyGstRate(context.db);
  const sheet = await departureCostSheet(context.db, rate, params.id, params.departureId);
  const lines = await getDepartureCostLines(context.db, params.id, params.departureId);
  if (!sheet || !lines) throw data(null, { status: 404 });
  return {
    sheet,
    lines: lines.lines,
    suppliers: await supplierChoices(context.db),
    mayWrite: roleMay(admin.role, "accounts"),
  };
}

/** The same schema and service as `PUT /api/tours/{id}/departures/{departureId}/costs`. */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  return submitCostSheetForm(context.db, await request.formData(), {
    packageId: params.id,
    departureId: params.departureId,
  });
}

export default function DepartureCosts({ loaderData, actionData }: Route.ComponentProps) {
  const { sheet, lines, suppliers, mayWrite } = loaderData;
  return (
    <>
      <TourAdminHeader />
      <Link
        to={`/admin/tours/departures/${sheet.package_id}`}
        className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
      >
        <span aria-hidden="true">←</span> Departures of {sheet.package_title}
      </Link>
      <h2 className="mt-2 text-xl font-bold text-slate-900">
        Costs of the {formatTravelDate(sheet.departure_date)} departure
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Revenue counts pending and confirmed bookings net of GST and TCS, and what cancelled bookings kept.
        New departures start from the{" "}
        <Link
          to={`/admin/tours/departures/${sheet.package_id}/costs`}
          className="font-semibold text-brand-800 underline"
        >
          package&apos;s default cost sheet
        </Link>
        .
      </p>
      <CostSheetSummary sheet={sheet} />
      {mayWrite && <CostSheetEditor lines={lines} suppliers={suppliers} answer={actionData} />}
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The departure's costs could not be loaded." />;
}

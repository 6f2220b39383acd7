import { data, Link } from "react-router";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { TextField } from "~/components/ui/field";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { roleMay } from "~/features/admin-auth/permissions-schema";
import { submitCostSheetForm } from "~/features/back-office/costs/cost-sheet-form-action.server";
import { getPackageCostSheet } from "~/features/back-office/costs/cost-sheet-service.server";
import { supplierChoices } from "~/features/back-office/suppliers/supplier-service.server";
import { CostSheetEditor } from "~/features/back-office/ui/cost-sheet-editor";
import { costBasisLabels } from "../../../domain/back-office-values";
import { TourAdminHeader } from "~/features/tours/admin/tour-admin-header";
import { getTour } from "~/features/tours/tour-service.server";
import { formatAmount } from "~/features/back-office/ui/money";
import type { Route } from "./+types/package-costs";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `Default cost sheet${loaded ? ` of ${loaded.title}` : ""} · Admin` },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, context);
  const tour = await getTour(context.db, params.id.toLowerCase());
  const sheet = tour ? await getPackageCostSheet(context.db, tour.id) : null;
  if (!tour || !sheet) throw data(null, { status: 404 });
  return {
    title: tour.title,
    sheet,
    suppliers: await supplierChoices(context.db),
    mayWrite: roleMay(admin.role, "accounts"),
  };
}

/** The same schema and service as `PUT /api/tours/{id}/costs`. */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  return submitCostSheetForm(context.db, await request.formData(), { packageId: params.id });
}

export default function PackageCosts({ loaderData, actionData }: Route.ComponentProps) {
  const { title, sheet, suppliers, mayWrite } = loaderData;
  const refused = actionData && !actionData.ok ? actionData : null;
  return (
    <>
      <TourAdminHeader />
      <Link
        to={`/admin/tours/departures/${sheet.package_id}`}
        className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
      >
        <span aria-hidden="true">←</span> Departures of {title}
      </Link>
      <h2 className="mt-2 text-xl font-bold text-slate-900">Default cost sheet of {title}</h2>
      <p className="mt-1 text-sm text-slate-700">
        Departures added from now on start with these lines; each departure&apos;s own sheet can then change.
        The go/no-go date is the departure date less {sheet.decision_lead_days} days.
      </p>
      {!mayWrite && (
        <ul className="mt-4 space-y-1 text-sm">
          {sheet.lines.map((line, i) => (
            <li key={i}>
              {line.label}: {formatAmount(line.unit_cost)} {costBasisLabels[line.basis].toLowerCase()}
            </li>
          ))}
        </ul>
      )}
      {mayWrite && (
        <CostSheetEditor lines={sheet.lines} suppliers={suppliers} answer={actionData}>
          <div className="max-w-xs">
            <TextField
              label="Decide this many days before departure"
              name="decision_lead_days"
              inputMode="numeric"
              defaultValue={refused?.values.decision_lead_days ?? String(sheet.decision_lead_days)}
              error={refused?.errors.decision_lead_days}
            />
          </div>
        </CostSheetEditor>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The cost sheet could not be loaded." />;
}

import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { TextField } from "~/components/ui/field";
import { TableHead } from "~/components/ui/table-head";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { roleMay } from "~/features/admin-auth/permissions-schema";
import { payables } from "~/features/back-office/bills/bill-service.server";
import { BackOfficeHeader } from "~/features/back-office/ui/back-office-header";
import { formatAmount } from "~/features/back-office/ui/money";
import { addDays, formatTravelDate } from "~/lib/dates";
import { supplierKindLabels } from "../../../domain/back-office-values";
import type { Route } from "./+types/supplier-payables";

export const meta: Route.MetaFunction = () => [{ title: "Payables · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, context);
  return { payables: await payables(context.db), mayExport: roleMay(admin.role, "export") };
}

/** The accountant's Tally file of a range of days: a GET of the API's export, saved by the browser. */
function TallyExportForm({ today }: { today: string }) {
  return (
    <section
      aria-labelledby="tally-heading"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="tally-heading" className="text-lg font-semibold text-slate-900">
        Export to Tally
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Receipts, tax invoices, credit notes, supplier bills and supplier payments of the days chosen, as a
        file Tally imports (Gateway of Tally → Import → Transactions). Ledger names are in{" "}
        <Link to="/admin/settings/tally" className="font-semibold text-brand-800 underline">
          Settings
        </Link>
        .
      </p>
      <Form
        method="get"
        action="/api/exports/tally.xml"
        reloadDocument
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <TextField label="From" name="from" type="date" required defaultValue={addDays(today, -30)} />
        <TextField label="To" name="to" type="date" required defaultValue={today} />
        <button type="submit" className={buttonClass("secondary", "md")}>
          Download Tally XML
        </button>
      </Form>
    </section>
  );
}

export default function SupplierPayables({ loaderData }: Route.ComponentProps) {
  const { payables: owed, mayExport } = loaderData;
  return (
    <div className="space-y-6">
      <BackOfficeHeader title="Payables" />
      <p className="text-base text-slate-900">
        Owed to suppliers: <strong className="tabular-nums">{formatAmount(owed.total_outstanding)}</strong>,
        of which overdue{" "}
        <strong className="tabular-nums text-red-800">{formatAmount(owed.total_overdue)}</strong>.
      </p>
      <section
        aria-labelledby="payables-heading"
        className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="payables-heading" className="px-4 pt-4 text-lg font-semibold text-slate-900">
          By supplier
        </h2>
        {owed.suppliers.length === 0 ? (
          <p className="px-4 py-6 text-sm text-slate-700">Nothing is owed: every bill is paid.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="mt-2 min-w-full text-sm">
              <TableHead
                columns={[
                  { label: "Supplier" },
                  { label: "Open bills", from: "sm", align: "right" },
                  { label: "Oldest due", from: "md" },
                  { label: "Outstanding", align: "right" },
                  { label: "Overdue", align: "right" },
                ]}
              />
              <tbody>
                {owed.suppliers.map((row) => (
                  <tr key={row.supplier_id} className="border-t border-slate-200">
                    <td className="px-3 py-3">
                      <Link
                        to={`/admin/suppliers/${row.supplier_id}`}
                        className="font-semibold text-brand-800 underline"
                      >
                        {row.name}
                      </Link>
                      <span className="block text-xs text-slate-600">{supplierKindLabels[row.kind]}</span>
                    </td>
                    <td className="hidden px-3 py-3 text-right tabular-nums sm:table-cell">
                      {row.open_bills}
                    </td>
                    <td className="hidden px-3 py-3 md:table-cell">
                      {formatTravelDate(row.oldest_due_date)}
                    </td>
                    <td className="px-3 py-3 text-right font-semibold tabular-nums">
                      {formatAmount(row.outstanding)}
                    </td>
                    <td
                      className={`px-3 py-3 text-right tabular-nums ${row.overdue > 0 ? "font-semibold text-red-800" : ""}`}
                    >
                      {formatAmount(row.overdue)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {mayExport && <TallyExportForm today={owed.today} />}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The payables could not be loaded." />;
}

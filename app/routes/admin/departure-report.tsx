import { Link } from "react-router";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { DayRangeFilter, FilterBar } from "~/components/ui/filter-bar";
import { StatusBadge } from "~/components/ui/status-badge";
import { TableHead } from "~/components/ui/table-head";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { roleMay } from "~/features/admin-auth/permissions-schema";
import { agencyGstRate } from "~/features/back-office/costs/cost-sheet-service.server";
import { departureReportQuerySchema } from "~/features/back-office/reports/departure-report-schema";
import { departureReport } from "~/features/back-office/reports/departure-report-service.server";
import { BackOfficeHeader } from "~/features/back-office/ui/back-office-header";
import { MarginChart } from "~/features/back-office/ui/margin-chart";
import { formatAmount } from "~/features/back-office/ui/money";
import { formatTravelDate } from "~/lib/dates";
import { parseListQuery } from "~/lib/list-query";
import type { Route } from "./+types/departure-report";

export const meta: Route.MetaFunction = () => [{ title: "Profit per departure · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, context);
  const { query, errors } = parseListQuery(departureReportQuerySchema, new URL(request.url).searchParams);
  const rate = await agencyGstRate(context.db);
  const report = await departureReport(context.db, rate, query);
  return { report, errors, mayExport: roleMay(admin.role, "export") };
}

export default function DepartureReportScreen({ loaderData }: Route.ComponentProps) {
  const { report, errors, mayExport } = loaderData;
  const filters = new URLSearchParams({ from: report.from, to: report.to }).toString();
  return (
    <div className="space-y-6">
      <BackOfficeHeader title="Profit per departure" />
      <FilterBar
        label="Choose the departures"
        columns={5}
        query={{ from: report.from, to: report.to }}
        errors={errors}
        filters={filters}
        exportHref={mayExport ? "/admin/export/departures.csv" : undefined}
      >
        <DayRangeFilter from="Departing from" to="Departing to" />
      </FilterBar>
      <p className="text-sm text-slate-700">
        Revenue net of GST ({report.gst_rate_percent} %) and TCS; planned costs from each departure&apos;s
        cost sheet; billed costs from supplier bills linked to it. Margin is revenue less planned costs.
      </p>
      {report.rows.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200">
          No departures between {formatTravelDate(report.from)} and {formatTravelDate(report.to)}.
        </p>
      ) : (
        <>
          <section
            aria-labelledby="chart-heading"
            className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <h2 id="chart-heading" className="mb-3 text-lg font-semibold text-slate-900">
              Margin per departure
            </h2>
            <MarginChart rows={report.rows} />
          </section>
          <section
            aria-labelledby="table-heading"
            className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="table-heading" className="px-4 pt-4 text-lg font-semibold text-slate-900">
              {report.rows.length} {report.rows.length === 1 ? "departure" : "departures"}
            </h2>
            <div className="overflow-x-auto">
              <table className="mt-2 min-w-full text-sm">
                <TableHead
                  columns={[
                    { label: "Departure" },
                    { label: "Travellers", from: "sm", align: "right" },
                    { label: "Revenue net", from: "md", align: "right" },
                    { label: "Planned costs", from: "md", align: "right" },
                    { label: "Billed costs", from: "lg", align: "right" },
                    { label: "Margin", align: "right" },
                  ]}
                />
                <tbody>
                  {report.rows.map((row) => (
                    <tr key={row.departure_id} className="border-t border-slate-200 align-top">
                      <td className="px-3 py-3">
                        <Link
                          to={`/admin/tours/departures/${row.package_id}/costs/${row.departure_id}`}
                          className="font-semibold text-brand-800 underline"
                        >
                          {formatTravelDate(row.date)}
                        </Link>
                        <span className="block text-xs text-slate-700">{row.package_title}</span>
                        <span className="block text-xs text-slate-600 sm:hidden">
                          {row.travellers} of {row.seats} travellers
                        </span>
                      </td>
                      <td className="hidden px-3 py-3 text-right tabular-nums sm:table-cell">
                        {row.travellers} / {row.seats}
                      </td>
                      <td className="hidden px-3 py-3 text-right tabular-nums md:table-cell">
                        {formatAmount(row.revenue_net)}
                      </td>
                      <td className="hidden px-3 py-3 text-right tabular-nums md:table-cell">
                        {formatAmount(row.planned_costs)}
                      </td>
                      <td className="hidden px-3 py-3 text-right tabular-nums lg:table-cell">
                        {formatAmount(row.billed_costs)}
                      </td>
                      <td className="px-3 py-3 text-right">
                        <span className="block font-semibold tabular-nums">{formatAmount(row.margin)}</span>
                        <span className="mt-1 inline-block">
                          <StatusBadge tone={row.state === "below_break_even" ? "red" : "green"}>
                            {row.margin_percent === null ? "–" : `${row.margin_percent.toFixed(1)} %`}
                          </StatusBadge>
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="border-t-2 border-slate-300 font-semibold">
                    <th scope="row" className="px-3 py-3 text-left">
                      Total
                    </th>
                    <td className="hidden px-3 py-3 text-right tabular-nums sm:table-cell">
                      {report.totals.travellers}
                    </td>
                    <td className="hidden px-3 py-3 text-right tabular-nums md:table-cell">
                      {formatAmount(report.totals.revenue_net)}
                    </td>
                    <td className="hidden px-3 py-3 text-right tabular-nums md:table-cell">
                      {formatAmount(report.totals.planned_costs)}
                    </td>
                    <td className="hidden px-3 py-3 text-right tabular-nums lg:table-cell">
                      {formatAmount(report.totals.billed_costs)}
                    </td>
                    <td className="px-3 py-3 text-right tabular-nums">
                      {formatAmount(report.totals.margin)}
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </section>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The report could not be loaded." />;
}

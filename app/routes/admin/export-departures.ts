import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { agencyGstRate } from "~/features/back-office/costs/cost-sheet-service.server";
import {
  DEPARTURE_REPORT_CSV_COLUMNS,
  departureReportCsvRow,
  departureReportQuerySchema,
} from "~/features/back-office/reports/departure-report-schema";
import { departureReport } from "~/features/back-office/reports/departure-report-service.server";
import { csvStreamResponse } from "~/lib/csv.server";
import { parseListQuery } from "~/lib/list-query";
import type { Route } from "./+types/export-departures";

/** Profit per departure as CSV: the same rows as the screen and `GET /api/reports/departures`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const { query } = parseListQuery(departureReportQuerySchema, new URL(request.url).searchParams);
  const report = await departureReport(context.db, await agencyGstRate(context.db), query);
  async function* batches() {
    yield report.rows;
  }
  return csvStreamResponse(
    `departures-${report.from}-to-${report.to}.csv`,
    DEPARTURE_REPORT_CSV_COLUMNS,
    batches(),
    departureReportCsvRow,
  );
}

import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { agencyGstRate } from "~/features/back-office/costs/cost-sheet-service.server";
import { departureReportQuerySchema } from "~/features/back-office/reports/departure-report-schema";
import { departureReport } from "~/features/back-office/reports/departure-report-service.server";
import { apiRoute, json, parseWith, queryOf } from "~/lib/http.server";
import type { Route } from "./+types/report-departures";

/** Profit per departure: the same rows as the screen and its CSV. */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    const query = parseWith(departureReportQuerySchema, queryOf(request));
    return json(await departureReport(context.db, await agencyGstRate(context.db), query));
  },
});

export const loader = handle;
export const action = handle;

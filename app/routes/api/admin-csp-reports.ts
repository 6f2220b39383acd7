import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { cspReportListQuerySchema } from "~/features/csp-reports/csp-report-schema";
import { listCspReports } from "~/features/csp-reports/csp-report-service.server";
import { apiRoute, json, parseWith, queryOf } from "~/lib/http.server";
import type { Route } from "./+types/admin-csp-reports";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    return json(await listCspReports(context.db, parseWith(cspReportListQuerySchema, queryOf(request))));
  },
});

export const loader = handle;
export const action = handle;

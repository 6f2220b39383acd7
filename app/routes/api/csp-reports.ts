import { cspReportsOf } from "~/features/csp-reports/csp-report-schema";
import { storeCspReports } from "~/features/csp-reports/csp-report-service.server";
import { apiRoute, readJson } from "~/lib/http.server";
import type { Route } from "./+types/csp-reports";

/** The older report-uri posts this type; it is not one a cross-site form can send either. */
const CSP_REPORT_TYPE = /^\s*application\/csp-report\s*(;|$)/i;

const handle = apiRoute<Route.ActionArgs>({
  POST: async ({ request, context }) => {
    const body = await readJson(request, { alsoAccept: CSP_REPORT_TYPE });
    await storeCspReports(context.db, cspReportsOf(body), context.clientAddress);
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  },
});

export const loader = handle;
export const action = handle;

import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { costMessages, costSheetInputSchema } from "~/features/back-office/costs/cost-sheet-schema";
import {
  getDepartureCostLines,
  putDepartureCostLines,
} from "~/features/back-office/costs/cost-sheet-service.server";
import { apiRoute, json, notFound, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/tour-departure-costs";

/** A departure's cost lines. */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context, params }) => {
    await requireAdmin(request, context);
    const lines = await getDepartureCostLines(context.db, params.id, params.departureId);
    if (!lines) throw notFound(costMessages.departureNotFound);
    return json(lines);
  },
  PUT: async ({ request, context, params }) => {
    await requireAdmin(request, context);
    const input = parseWith(costSheetInputSchema, await readJson(request));
    return json(await putDepartureCostLines(context.db, params.id, params.departureId, input));
  },
});

export const loader = handle;
export const action = handle;

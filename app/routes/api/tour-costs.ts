import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { costMessages, packageCostSheetInputSchema } from "~/features/back-office/costs/cost-sheet-schema";
import {
  getPackageCostSheet,
  putPackageCostSheet,
} from "~/features/back-office/costs/cost-sheet-service.server";
import { apiRoute, json, notFound, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/tour-costs";

/** A package's default cost sheet, which its new departures copy. */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context, params }) => {
    await requireAdmin(request, context);
    const sheet = await getPackageCostSheet(context.db, params.id);
    if (!sheet) throw notFound(costMessages.tourNotFound);
    return json(sheet);
  },
  PUT: async ({ request, context, params }) => {
    await requireAdmin(request, context);
    const input = parseWith(packageCostSheetInputSchema, await readJson(request));
    return json(await putPackageCostSheet(context.db, params.id, input));
  },
});

export const loader = handle;
export const action = handle;

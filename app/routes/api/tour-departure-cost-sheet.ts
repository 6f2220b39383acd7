import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { costMessages } from "~/features/back-office/costs/cost-sheet-schema";
import { agencyGstRate, departureCostSheet } from "~/features/back-office/costs/cost-sheet-service.server";
import { apiRoute, json, notFound } from "~/lib/http.server";
import type { Route } from "./+types/tour-departure-cost-sheet";

/** A departure's money as it stands: margin, break-even, go/no-go. */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context, params }) => {
    await requireAdmin(request, context);
    const rate = await agencyGstRate(context.db);
    const sheet = await departureCostSheet(context.db, rate, params.id, params.departureId);
    if (!sheet) throw notFound(costMessages.departureNotFound);
    return json(sheet);
  },
});

export const loader = handle;
export const action = handle;

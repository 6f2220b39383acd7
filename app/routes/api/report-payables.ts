import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { payables } from "~/features/back-office/bills/bill-service.server";
import { apiRoute, json } from "~/lib/http.server";
import type { Route } from "./+types/report-payables";

/** What is owed to each supplier, and the part overdue. */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    return json(await payables(context.db));
  },
});

export const loader = handle;
export const action = handle;

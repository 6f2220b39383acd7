import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { listOverdueBalances } from "~/features/bookings/payments/payment-service.server";
import { apiRoute, json } from "~/lib/http.server";
import type { Route } from "./+types/payments-overdue";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    return json(await listOverdueBalances(context.db));
  },
});

export const loader = handle;
export const action = handle;

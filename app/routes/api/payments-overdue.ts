import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { listOverdueBalances } from "~/features/bookings/payments/overdue-list.server";
import { overdueListQuerySchema } from "~/features/bookings/payments/payment-schema";
import { apiRoute, parseWith, queryOf } from "~/lib/http.server";
import { pagedJson } from "~/lib/keyset-page.server";
import type { Route } from "./+types/payments-overdue";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    const query = parseWith(overdueListQuerySchema, queryOf(request));
    return pagedJson(request, await listOverdueBalances(context.db, query));
  },
});

export const loader = handle;
export const action = handle;

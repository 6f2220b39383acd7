import { adminListPage } from "~/features/admin-auth/admin-guard.server";
import { listOverdueBalances } from "~/features/bookings/payments/overdue-list.server";
import { overdueListQuerySchema } from "~/features/bookings/payments/payment-schema";
import { apiRoute } from "~/lib/http.server";
import type { Route } from "./+types/payments-overdue";

const handle = apiRoute<Route.LoaderArgs>({
  GET: adminListPage(overdueListQuerySchema, listOverdueBalances),
});

export const loader = handle;
export const action = handle;

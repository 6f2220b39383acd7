import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { ORDER_CSV_COLUMNS, orderCsvRow, orderFilterOf } from "~/features/shop/admin/order-admin-list";
import { listOrders } from "~/features/shop/shop-service.server";
import { csvResponse } from "~/lib/csv.server";
import { todayInIndia } from "~/lib/dates";
import type { Route } from "./+types/export-shop-orders";

/** The Shop Orders list as CSV, filtered exactly as the screen shows it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const orders = await listOrders(context.db, orderFilterOf(new URL(request.url).searchParams));
  return csvResponse(`shop-orders-${todayInIndia()}.csv`, ORDER_CSV_COLUMNS, orders.map(orderCsvRow));
}

import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { ORDER_CSV_COLUMNS, orderCsvRow, orderFilterOf } from "~/features/shop/admin/order-admin-list";
import { eachOrderBatch } from "~/features/shop/admin/order-list.server";
import { csvStreamResponse } from "~/lib/csv.server";
import { todayInIndia } from "~/lib/dates";
import type { Route } from "./+types/export-shop-orders";

/** The Shop Orders list as CSV, filtered exactly as the screen shows it, every page, streamed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const { status, q } = orderFilterOf(new URL(request.url).searchParams);
  const batches = eachOrderBatch(context.db, { status, q });
  return csvStreamResponse(`shop-orders-${todayInIndia()}.csv`, ORDER_CSV_COLUMNS, batches, orderCsvRow);
}

import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import {
  gearOrderLines,
  gearOrders,
  type GearOrderLineRow,
  type GearOrderRow,
} from "../../../../db/schema/index";
import { keysetList } from "~/lib/keyset-page.server";
import { ORDER_REFERENCE_PATTERN } from "~/lib/references";
import type { Order, OrderStatus } from "../shop-schema";
import { toOrderJson } from "../shop-service.server";

/** What the shop orders list can be narrowed by: API, admin screen and CSV export alike. */
type OrderFilter = { status?: OrderStatus | undefined; q?: string | undefined };

/** Each order of a page with its lines. */
async function withLines(db: Db, rows: { order: GearOrderRow }[]): Promise<Order[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.order.id);
  const lines = await db
    .select()
    .from(gearOrderLines)
    .where(inArray(gearOrderLines.orderId, ids))
    .orderBy(asc(gearOrderLines.id));
  const byOrder = new Map<string, GearOrderLineRow[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return rows.map((row) => toOrderJson(row.order, byOrder.get(row.order.id) ?? []));
}

/**
 * Pages of shop orders, newest first, each with its lines: the one list query behind the API,
 * the Shop Orders screen and its CSV export.
 */
const orderList = keysetList({
  keyset: { at: gearOrders.createdAt, id: gearOrders.id },
  // migration 0010 indexes the joined text with trigrams; the reference has its unique index
  search: {
    text: [gearOrders.reference, gearOrders.customerName, gearOrders.customerEmail, gearOrders.city],
    reference: { column: gearOrders.reference, pattern: ORDER_REFERENCE_PATTERN },
  },
  conditions: (filter: OrderFilter) => [filter.status && eq(gearOrders.status, filter.status)],
  select: (db, key) =>
    db
      .select({ order: gearOrders, ...key })
      .from(gearOrders)
      .$dynamic(),
  items: (db, rows) => withLines(db, rows),
});

export const { list: listOrders, count: countOrders, eachBatch: eachOrderBatch } = orderList;
/** The SQL of a page (the test that reads its plan builds it here too). */
export const orderPageQuery = orderList.pageQuery;

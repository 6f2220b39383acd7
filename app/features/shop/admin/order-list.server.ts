import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { gearOrderLines, gearOrders, type GearOrderLineRow } from "../../../../db/schema/index";
import { pageOf, type CappedCount, type Page, type PageRequest } from "~/lib/keyset-page";
import {
  EXPORT_BATCH_SIZE,
  afterCursor,
  cappedCount,
  eachPage,
  keyOf,
  keysetOrder,
  type Keyset,
} from "~/lib/keyset-page.server";
import { searchMatch, type SearchSpec } from "~/lib/list-search.server";
import { ORDER_REFERENCE_PATTERN } from "~/lib/references";
import type { Order, OrderStatus } from "../shop-schema";
import { toOrderJson } from "../shop-service.server";

/** What the shop orders list can be narrowed by: API, admin screen and CSV export alike. */
type OrderFilter = { status?: OrderStatus | undefined; q?: string | undefined };

type OrderListQuery = OrderFilter & PageRequest;

const orderKeyset: Keyset = { at: gearOrders.createdAt, id: gearOrders.id };

/** Migration 0010 indexes the joined text with trigrams; the reference has its unique index. */
const orderSearch: SearchSpec = {
  text: [gearOrders.reference, gearOrders.customerName, gearOrders.customerEmail, gearOrders.city],
  reference: { column: gearOrders.reference, pattern: ORDER_REFERENCE_PATTERN },
};

function whereOf(filter: OrderFilter): SQL | undefined {
  const filters: SQL[] = [];
  if (filter.status) filters.push(eq(gearOrders.status, filter.status));
  if (filter.q) filters.push(searchMatch(filter.q, orderSearch));
  return filters.length ? and(...filters) : undefined;
}

/**
 * One page of shop orders, newest first, each with its lines: the one list query behind the API,
 * the Shop Orders screen and its CSV export.
 */
export async function listOrders(db: Db, query: OrderListQuery): Promise<Page<Order>> {
  const rows = await orderPageQuery(db, query);
  const lines = rows.length
    ? await db
        .select()
        .from(gearOrderLines)
        .where(
          inArray(
            gearOrderLines.orderId,
            rows.map((row) => row.order.id),
          ),
        )
        .orderBy(asc(gearOrderLines.id))
    : [];
  const byOrder = new Map<string, GearOrderLineRow[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return pageOf(
    rows,
    query.limit,
    (row) => [row.at, row.id],
    (row) => toOrderJson(row.order, byOrder.get(row.order.id) ?? []),
  );
}

/** The SQL of a page (the test that reads its plan builds it here too). */
export function orderPageQuery(db: Db, query: OrderListQuery) {
  const key = keyOf(orderKeyset);
  return db
    .select({ order: gearOrders, at: key.at, id: key.id })
    .from(gearOrders)
    .where(and(whereOf(query), afterCursor(orderKeyset, query.cursor)))
    .orderBy(...keysetOrder(orderKeyset))
    .limit(query.limit + 1);
}

/** How many orders the filter holds, counted to a thousand ("1,000+" beyond). */
export function countOrders(db: Db, filter: OrderFilter): Promise<CappedCount> {
  return cappedCount(db, gearOrders, whereOf(filter));
}

/** Every order the filter holds, newest first, a batch at a time: the CSV export's rows. */
export function eachOrderBatch(db: Db, filter: OrderFilter, batchSize = EXPORT_BATCH_SIZE) {
  return eachPage((cursor) => listOrders(db, { ...filter, limit: batchSize, cursor }));
}

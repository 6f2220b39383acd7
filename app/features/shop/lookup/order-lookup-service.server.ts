import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { gearOrderLines, gearOrders } from "../../../../db/schema";
import { toOrderJson } from "../shop-service.server";
import type { OrderLookupInput, OrderView } from "./order-lookup-schema";

/**
 * A shopper's own order, when its number and the email it was placed with both match; null
 * otherwise, the same whichever half is wrong. Rate-limited per address as booking lookups are
 * (rate-limit-rules.ts "lookup"), so neither half can be guessed.
 */
export async function findOrderForShopper(db: Db, input: OrderLookupInput): Promise<OrderView | null> {
  const [row] = await db
    .select()
    .from(gearOrders)
    .where(and(eq(gearOrders.reference, input.reference), eq(gearOrders.customerEmail, input.email)))
    .limit(1);
  if (!row) return null;
  const lines = await db
    .select()
    .from(gearOrderLines)
    .where(eq(gearOrderLines.orderId, row.id))
    .orderBy(asc(gearOrderLines.id));
  const order = toOrderJson(row, lines);
  return {
    reference: order.reference,
    status: order.status,
    items: order.items,
    paymentMethod: order.paymentMethod,
    subtotal: order.subtotal,
    shipping: order.shipping,
    total: order.total,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    createdAt: order.createdAt,
  };
}

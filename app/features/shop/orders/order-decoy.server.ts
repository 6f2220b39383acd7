import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { gearProducts, type GearOrderLineRow, type GearOrderRow } from "../../../../db/schema";
import { newOrderReference } from "~/lib/references";
import type { Order, OrderInput } from "../shop-schema";
import { orderRequestHash, orderRowOf, priceOrder, toOrderJson } from "../shop-service.server";

/**
 * What a bot that filled the honeypot (lib/honeypot.ts) gets back for an order: the rows
 * `placeOrder` would have inserted, priced and refused by the same `priceOrder` and shown by the
 * same serializer (`toOrderJson`), with a fresh reference. Nothing is stored or emailed.
 */
export async function decoyOrder(db: Db, input: OrderInput): Promise<Order> {
  const ids = [...new Set(input.items.map((item) => item.id))];
  const products = await db.select().from(gearProducts).where(inArray(gearProducts.id, ids));
  const { lines, subtotalPaise } = priceOrder(input, products);
  const row: GearOrderRow = {
    ...orderRowOf(input, subtotalPaise, {
      reference: newOrderReference(),
      idempotencyKey: null,
      requestHash: orderRequestHash(input),
    }),
    id: randomUUID(),
    status: "received",
    courier: null,
    trackingNumber: null,
    contactId: null,
    createdAt: new Date(),
  };
  const lineRows: GearOrderLineRow[] = lines.map((line, index) => ({
    ...line,
    id: index + 1,
    orderId: row.id,
  }));
  return toOrderJson(row, lineRows);
}

import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { gearOrderLines, gearOrders } from "../../../db/schema";
import { recordAudit } from "~/features/audit/audit-service.server";
import { isUuid } from "~/lib/ids";
import { orderStatusTransitions, type Order, type OrderStatus, type OrderStatusUpdate } from "./shop-schema";
import { toOrderJson } from "./shop-service.server";

export type OrderStatusResult =
  | { status: "updated"; order: Order }
  | { status: "not-found" }
  | { status: "refused"; from: OrderStatus; to: OrderStatus };

/**
 * Moves an order on (received → shipped → delivered, or cancelled before delivery). The row is
 * locked while the change is checked, so two admins cannot both move it from the same state.
 * Asking for the status it already has changes nothing and is not an error.
 */
export async function updateOrderStatus(
  db: Db,
  id: string,
  update: OrderStatusUpdate,
): Promise<OrderStatusResult> {
  if (!isUuid(id)) return { status: "not-found" };
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(gearOrders).where(eq(gearOrders.id, id)).limit(1).for("update");
    if (!current) return { status: "not-found" } as const;
    let row = current;
    if (current.status !== update.status) {
      if (!orderStatusTransitions[current.status].includes(update.status)) {
        return { status: "refused", from: current.status, to: update.status } as const;
      }
      const [updated] = await tx
        .update(gearOrders)
        .set({ status: update.status })
        .where(eq(gearOrders.id, id))
        .returning();
      if (!updated) throw new Error("order update returned nothing");
      await recordAudit(tx, {
        action: "order.status_changed",
        targetType: "order",
        targetId: id,
        before: { status: current.status },
        after: { status: updated.status },
      });
      row = updated;
    }
    const lines = await tx
      .select()
      .from(gearOrderLines)
      .where(eq(gearOrderLines.orderId, id))
      .orderBy(asc(gearOrderLines.id));
    return { status: "updated", order: toOrderJson(row, lines) } as const;
  });
}

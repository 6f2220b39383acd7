import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { gearOrderLines, gearOrders } from "../../../../db/schema/index";
import { recordAudit } from "~/features/audit/audit-service.server";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { enqueueEmail } from "~/features/notifications/outbox/outbox-service.server";
import { isUuid } from "~/lib/ids";
import { DomainError } from "~/lib/domain-error";
import {
  orderStatusTransitions,
  refusedTransitionMessage,
  type Order,
  type OrderStatusUpdate,
} from "../shop-schema";
import { orderShippedEmail } from "../orders/shop-emails.server";
import { toOrderJson } from "../shop-service.server";

const orderNotFound = () => new DomainError("not-found", "Order not found");

/**
 * Moves an order on (received → shipped → delivered, or cancelled before delivery). The row is
 * locked while the change is checked, so two admins cannot both move it from the same state.
 * Asking for the status it already has changes nothing and is not an error. Shipping stores the
 * courier and tracking number and queues the shopper's email with them, in the same transaction.
 * A DomainError "not-found" for an unknown order, "conflict" for a move the order's status does
 * not allow.
 */
export async function updateOrderStatus(
  db: Db,
  id: string,
  update: OrderStatusUpdate,
  options: { agency: AgencyContact },
): Promise<Order> {
  if (!isUuid(id)) throw orderNotFound();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(gearOrders).where(eq(gearOrders.id, id)).limit(1).for("update");
    if (!current) throw orderNotFound();
    let row = current;
    if (current.status !== update.status) {
      if (!orderStatusTransitions[current.status].includes(update.status)) {
        throw new DomainError("conflict", refusedTransitionMessage(current.status, update.status));
      }
      const shipment =
        update.status === "shipped"
          ? { courier: update.courier ?? "", trackingNumber: update.trackingNumber ?? "" }
          : {};
      const [updated] = await tx
        .update(gearOrders)
        .set({ status: update.status, ...shipment })
        .where(eq(gearOrders.id, id))
        .returning();
      if (!updated) throw new Error("order update returned nothing");
      await recordAudit(tx, {
        action: "order.status_changed",
        targetType: "order",
        targetId: id,
        before: { status: current.status },
        after: { status: updated.status, ...shipment },
      });
      row = updated;
    }
    const lines = await tx
      .select()
      .from(gearOrderLines)
      .where(eq(gearOrderLines.orderId, id))
      .orderBy(asc(gearOrderLines.id));
    const order = toOrderJson(row, lines);
    if (row !== current && order.status === "shipped") {
      await enqueueEmail(tx, orderShippedEmail(order, options.agency));
    }
    return order;
  });
}

import { adminListPage } from "~/features/admin-auth/admin-guard.server";
import { agencyWithPayee } from "~/features/bookings/payments/pay-now/pay-now-service.server";
import { createdAnswer, idempotencyKeyOf } from "~/lib/request-idempotency.server";
import { shopMessages } from "~/features/shop/shop-messages";
import { orderInputSchema, orderListQuerySchema } from "~/features/shop/shop-schema";
import { listOrders } from "~/features/shop/admin/order-list.server";
import { placeOrder } from "~/features/shop/shop-service.server";
import { honeypotTripped } from "~/lib/honeypot";
import { decoyOrder } from "~/features/shop/orders/order-decoy.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/shop-orders";

const handle = apiRoute<Route.LoaderArgs>({
  GET: adminListPage(orderListQuerySchema, listOrders),
  POST: async ({ request, context }) => {
    const idempotencyKey = idempotencyKeyOf(request);
    const body = await readJson(request);
    const input = parseWith(orderInputSchema, body);
    if (honeypotTripped(body)) {
      const order = await decoyOrder(context.db, input);
      return json({ success: true, message: shopMessages.placed, reference: order.reference, order }, 201);
    }
    const { created, order } = await placeOrder(context.db, input, {
      idempotencyKey,
      // with the payee: an order paid by UPI is told how to pay
      agency: await agencyWithPayee(context.db, context.config),
    });
    return createdAnswer(created, {
      success: true,
      message: shopMessages.placed,
      reference: order.reference,
      order,
    });
  },
});

export const loader = handle;
export const action = handle;

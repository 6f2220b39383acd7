import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { updateOrderStatus } from "~/features/shop/order-admin-service.server";
import { orderStatusUpdateSchema, refusedTransitionMessage } from "~/features/shop/shop-schema";
import { apiRoute, HttpError, json, notFound, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/shop-order-status";

const handle = apiRoute<Route.LoaderArgs>({
  PATCH: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const update = parseWith(orderStatusUpdateSchema, await readJson(request));
    const result = await updateOrderStatus(context.db, params.id ?? "", update);
    if (result.status === "not-found") throw notFound("Order not found");
    if (result.status === "refused")
      throw new HttpError(409, refusedTransitionMessage(result.from, result.to));
    return json(result.order);
  },
});

export const loader = handle;
export const action = handle;

import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { updateOrderStatus } from "~/features/shop/admin/order-admin-service.server";
import { orderStatusUpdateSchema } from "~/features/shop/shop-schema";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/shop-order-status";

const handle = apiRoute<Route.LoaderArgs>({
  PATCH: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const update = parseWith(orderStatusUpdateSchema, await readJson(request));
    const agency = agencyContactOf(context.config);
    return json(await updateOrderStatus(context.db, params.id ?? "", update, { agency }));
  },
});

export const loader = handle;
export const action = handle;

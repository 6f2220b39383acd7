import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { listPushSubscriptions } from "~/features/notifications/push/push-service.server";
import { apiRoute, json } from "~/lib/http.server";
import type { Route } from "./+types/push-subscriptions";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    const rows = await listPushSubscriptions(context.db);
    return json({
      data: rows.map((row) => ({ endpoint: row.endpoint, created_at: row.createdAt.toISOString() })),
    });
  },
});

export const loader = handle;
export const action = handle;

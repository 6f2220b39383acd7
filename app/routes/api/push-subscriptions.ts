import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { listPushSubscriptions } from "~/features/notifications/push/push-service.server";
import { pushSubscriptionListQuerySchema } from "~/features/notifications/push/push-schema";
import { apiRoute, parseWith, queryOf } from "~/lib/http.server";
import { pagedJson } from "~/lib/keyset-page.server";
import type { Route } from "./+types/push-subscriptions";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    const query = parseWith(pushSubscriptionListQuerySchema, queryOf(request));
    const page = await listPushSubscriptions(context.db, query);
    return pagedJson(request, page, {
      data: page.items.map((row) => ({ endpoint: row.endpoint, created_at: row.createdAt.toISOString() })),
    });
  },
});

export const loader = handle;
export const action = handle;

import { pushUnsubscribeSchema } from "~/features/notifications/push/push-schema";
import { removePushSubscription } from "~/features/notifications/push/push-service.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/subscription-unsubscribe";

const handle = apiRoute<Route.LoaderArgs>({
  // the endpoint is an unguessable address only the browser knows: holding it is the permission
  POST: async ({ request, context }) => {
    const { endpoint } = parseWith(pushUnsubscribeSchema, await readJson(request));
    const removed = await removePushSubscription(context.db, endpoint);
    return json({ success: true, removed, message: "Unsubscribed from notifications" });
  },
});

export const loader = handle;
export const action = handle;

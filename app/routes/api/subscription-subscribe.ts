import { pushSubscriptionSchema } from "~/features/notifications/push/push-schema";
import { savePushSubscription } from "~/features/notifications/push/push-service.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/subscription-subscribe";

const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, context }) => {
    const subscription = parseWith(pushSubscriptionSchema, await readJson(request));
    await savePushSubscription(context.db, subscription);
    return json({ success: true, message: "Subscribed to notifications" }, 201);
  },
});

export const loader = handle;
export const action = handle;

import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { toPushSendJson } from "~/features/notifications/push/push-json";
import { pushMessageSchema, pushSendListQuerySchema } from "~/features/notifications/push/push-schema";
import {
  countPushSubscriptions,
  listPushSends,
  sendPushToAll,
} from "~/features/notifications/push/push-service.server";
import { vapidKeysOf } from "~/features/notifications/push/vapid-keys.server";
import { apiRoute, json, parseWith, queryOf, readJson } from "~/lib/http.server";
import { pagedJson } from "~/lib/keyset-page.server";
import type { Route } from "./+types/push-sends";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    const query = parseWith(pushSendListQuerySchema, queryOf(request));
    const [subscribers, sends] = await Promise.all([
      countPushSubscriptions(context.db),
      listPushSends(context.db, query),
    ]);
    return pagedJson(request, sends, { subscribers, data: sends.items.map(toPushSendJson) });
  },
  POST: async ({ request, context }) => {
    const admin = await requireAdmin(request, context);
    const message = parseWith(pushMessageSchema, await readJson(request));
    const record = await sendPushToAll(context.db, message, {
      vapid: await vapidKeysOf(context.db, context.config),
      agency: agencyContactOf(context.config),
      sentBy: admin.loginId,
    });
    return json(toPushSendJson(record), 201);
  },
});

export const loader = handle;
export const action = handle;

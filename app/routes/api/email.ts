import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { toOutboxEmailJson } from "~/features/notifications/outbox/outbox-json.server";
import { getOutboxEmail } from "~/features/notifications/outbox/outbox-service.server";
import { isUuid } from "~/lib/ids";
import { apiRoute, json, notFound } from "~/lib/http.server";
import type { Route } from "./+types/email";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const email = isUuid(params.id) ? await getOutboxEmail(context.db, params.id) : null;
    if (!email) throw notFound("Email not found");
    return json(toOutboxEmailJson(email, true));
  },
});

export const loader = handle;
export const action = handle;

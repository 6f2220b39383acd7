import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { toOutboxEmailJson } from "~/features/notifications/outbox/outbox-json.server";
import { resendOutboxEmail } from "~/features/notifications/outbox/outbox-service.server";
import { isUuid } from "~/lib/ids";
import { apiRoute, HttpError, json, notFound } from "~/lib/http.server";
import type { Route } from "./+types/email-resend";

const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    if (!isUuid(params.id)) throw notFound("Email not found");
    const result = await resendOutboxEmail(context.db, params.id);
    if (!result.ok && result.reason === "missing") throw notFound("Email not found");
    if (!result.ok)
      throw new HttpError(409, "Only an email that was not sent (failed or capped) can be sent again");
    return json(
      { success: true, message: "Queued to send again", email: toOutboxEmailJson(result.email) },
      202,
    );
  },
});

export const loader = handle;
export const action = handle;

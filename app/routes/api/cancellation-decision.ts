import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { cancellationDecisionSchema } from "~/features/bookings/cancellations/cancellation-schema";
import { decideCancellationRequest } from "~/features/bookings/cancellations/cancellation-service.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/cancellation-decision";

const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const input = parseWith(cancellationDecisionSchema, await readJson(request));
    const decided = await decideCancellationRequest(context.db, params.id ?? "", input, {
      agency: agencyContactOf(context.config),
    });
    return json(decided);
  },
});

export const loader = handle;
export const action = handle;

import { adminListPage } from "~/features/admin-auth/admin-guard.server";
import { requestCancellationByToken } from "~/features/bookings/lookup/booking-lookup-service.server";
import {
  cancellationListQuerySchema,
  cancellationMessages,
  cancellationRequestInputSchema,
} from "~/features/bookings/cancellations/cancellation-schema";
import { listCancellationRequests } from "~/features/bookings/cancellations/cancellation-service.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/cancellation-requests";

const handle = apiRoute<Route.LoaderArgs>({
  GET: adminListPage(cancellationListQuerySchema, listCancellationRequests),
  POST: async ({ request, context }) => {
    const input = parseWith(cancellationRequestInputSchema, await readJson(request));
    const { created, view } = await requestCancellationByToken(context.db, input, {
      agency: agencyContactOf(context.config),
    });
    const message = created ? cancellationMessages.requested : cancellationMessages.alreadyRequested;
    if (!view.cancellation_request) throw new Error("a cancellation request that cannot be read back");
    return json({ success: true, message, request: view.cancellation_request }, created ? 201 : 200);
  },
});

export const loader = handle;
export const action = handle;

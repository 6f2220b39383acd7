import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { departureMessages, departureUpdateSchema } from "~/features/bookings/departures/departure-schema";
import { deleteDeparture, updateDeparture } from "~/features/bookings/departures/departure-service.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/tour-departure";

const handle = apiRoute<Route.LoaderArgs>({
  PATCH: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const update = parseWith(departureUpdateSchema, await readJson(request));
    const departure = await updateDeparture(context.db, params.id ?? "", params.departureId ?? "", update, {
      agency: agencyContactOf(context.config),
    });
    return json(departure);
  },
  DELETE: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    await deleteDeparture(context.db, params.id ?? "", params.departureId ?? "");
    return json({ success: true, message: departureMessages.deleted });
  },
});

export const loader = handle;
export const action = handle;

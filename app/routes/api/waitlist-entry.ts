import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { waitlistMessages } from "~/features/bookings/departures/departure-schema";
import { removeWaitlistEntry } from "~/features/bookings/waitlist/waitlist-service.server";
import { apiRoute, json } from "~/lib/http.server";
import type { Route } from "./+types/waitlist-entry";

const handle = apiRoute<Route.LoaderArgs>({
  DELETE: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const entry = await removeWaitlistEntry(context.db, params.id ?? "");
    return json({ success: true, message: waitlistMessages.removed, entry });
  },
});

export const loader = handle;
export const action = handle;

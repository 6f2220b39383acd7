import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { waitlistMessages } from "~/features/bookings/departures/departure-schema";
import { convertWaitlistEntry } from "~/features/bookings/waitlist/waitlist-service.server";
import { apiRoute, json } from "~/lib/http.server";
import type { Route } from "./+types/waitlist-booking";

const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const { booking, entry } = await convertWaitlistEntry(context.db, params.id ?? "", {
      agency: agencyContactOf(context.config),
    });
    return json({ success: true, message: waitlistMessages.converted, booking, entry }, 201);
  },
});

export const loader = handle;
export const action = handle;

import { adminListPage } from "~/features/admin-auth/admin-guard.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import {
  waitlistInputSchema,
  waitlistPageQuerySchema,
  waitlistMessages,
} from "~/features/bookings/departures/departure-schema";
import { joinWaitlist, listWaitlistPage } from "~/features/bookings/waitlist/waitlist-service.server";
import { createdAnswer } from "~/lib/request-idempotency.server";
import { honeypotTripped } from "~/lib/honeypot";
import { decoyWaitlistEntry } from "~/features/bookings/waitlist/waitlist-decoy.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/waitlist";

const handle = apiRoute<Route.LoaderArgs>({
  GET: adminListPage(waitlistPageQuerySchema, listWaitlistPage),
  POST: async ({ request, context }) => {
    const body = await readJson(request);
    const input = parseWith(waitlistInputSchema, body);
    if (honeypotTripped(body)) {
      const entry = await decoyWaitlistEntry(context.db, input);
      return json({ success: true, message: waitlistMessages.joined, entry }, 201);
    }
    const { created, entry } = await joinWaitlist(context.db, input, {
      agency: agencyContactOf(context.config),
    });
    return createdAnswer(created, { success: true, message: waitlistMessages.joined, entry });
  },
});

export const loader = handle;
export const action = handle;

import { bookingLookupSchema, lookupMessages } from "~/features/bookings/lookup/booking-lookup-schema";
import { emailFreshBookingLink } from "~/features/bookings/lookup/booking-lookup-service.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/booking-link";

/**
 * "Email me a fresh link" (rate-limited like lookups): 202 and the same message whether or not the
 * reference and contact matched; a match sends the link to the booking's own email address.
 */
const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, context }) => {
    const input = parseWith(bookingLookupSchema, await readJson(request));
    await emailFreshBookingLink(context.db, input, agencyContactOf(context.config));
    return json({ success: true, message: lookupMessages.linkSent }, { status: 202 });
  },
});

export const loader = handle;
export const action = handle;

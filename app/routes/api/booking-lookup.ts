import { bookingLookupSchema, lookupMessages } from "~/features/bookings/lookup/booking-lookup-schema";
import { findBookingForVisitor } from "~/features/bookings/lookup/booking-lookup-service.server";
import { apiRoute, json, notFound, parseWith, queryOf } from "~/lib/http.server";
import type { Route } from "./+types/booking-lookup";

/** Rate-limited per address (rate-limit-rules.ts "lookup"); one 404 for a wrong reference or contact. */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    const input = parseWith(bookingLookupSchema, queryOf(request));
    const view = await findBookingForVisitor(context.db, input);
    if (!view) throw notFound(lookupMessages.notFound);
    return json(view, { headers: { "Cache-Control": "private, no-store" } });
  },
});

export const loader = handle;
export const action = handle;

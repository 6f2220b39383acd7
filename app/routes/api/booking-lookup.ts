import { bookingLookupSchema, lookupMessages } from "~/features/bookings/lookup/booking-lookup-schema";
import { findBookingForVisitor } from "~/features/bookings/lookup/booking-lookup-service.server";
import { payNowOf } from "~/features/bookings/payments/pay-now/pay-now-schema";
import { payeeOf } from "~/features/bookings/payments/pay-now/pay-now-service.server";
import { apiRoute, json, notFound, parseWith, queryOf } from "~/lib/http.server";
import type { Route } from "./+types/booking-lookup";

/** Rate-limited per address (rate-limit-rules.ts "lookup"); one 404 for a wrong reference or contact. */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    const input = parseWith(bookingLookupSchema, queryOf(request));
    const view = await findBookingForVisitor(context.db, input);
    if (!view) throw notFound(lookupMessages.notFound);
    const payNow = payNowOf(view.account, await payeeOf(context.db, context.config), view.reference);
    return json({ ...view, pay_now: payNow }, { headers: { "Cache-Control": "private, no-store" } });
  },
});

export const loader = handle;
export const action = handle;

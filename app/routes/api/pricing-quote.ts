import { bookingQuoteSchema } from "~/features/bookings/booking-schema";
import { quoteBooking } from "~/features/bookings/write/booking-quote-service.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/pricing-quote";

/** Public and rate-limited (rate-limit-rules.ts "quote"): the booking forms' price with a promo code. */
const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, context }) => {
    const input = parseWith(bookingQuoteSchema, await readJson(request));
    return json(await quoteBooking(context.db, input));
  },
});

export const loader = handle;
export const action = handle;

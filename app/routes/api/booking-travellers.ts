import { bookingLookupSchema } from "~/features/bookings/lookup/booking-lookup-schema";
import { bookingIdForVisitor } from "~/features/bookings/lookup/booking-lookup-service.server";
import { travellerMessages, travellersInputSchema } from "~/features/bookings/travellers/traveller-schema";
import {
  saveTravellers,
  travellerBookingOf,
  travellersAnswerOf,
} from "~/features/bookings/travellers/traveller-service.server";
import { dataKeysOf } from "~/lib/data-encryption.server";
import { apiRoute, json, notFound, parseWith, queryOf, readJson } from "~/lib/http.server";
import type { Route } from "./+types/booking-travellers";

const PRIVATE = { headers: { "Cache-Control": "private, no-store" } };

/** Rate-limited per address like lookups; one 404 for a wrong reference or contact. */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    const input = parseWith(bookingLookupSchema, queryOf(request));
    const bookingId = await bookingIdForVisitor(context.db, input);
    const trip = bookingId ? await travellerBookingOf(context.db, bookingId) : null;
    if (!trip) throw notFound(travellerMessages.notFound);
    return json(await travellersAnswerOf(context.db, trip), PRIVATE);
  },
  PUT: async ({ request, context }) => {
    const input = parseWith(bookingLookupSchema, queryOf(request));
    const body = parseWith(travellersInputSchema, await readJson(request));
    const bookingId = await bookingIdForVisitor(context.db, input);
    if (!bookingId) throw notFound(travellerMessages.notFound);
    const answer = await saveTravellers(context.db, dataKeysOf(context.config), bookingId, body);
    return json(answer, PRIVATE);
  },
});

export const loader = handle;
export const action = handle;

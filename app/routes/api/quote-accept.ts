import { agencyWithPayee } from "~/features/bookings/payments/pay-now/pay-now-service.server";
import { quoteAcceptSchema } from "~/features/quotes/quote-schema";
import { acceptQuote } from "~/features/quotes/quote-traveller-service.server";
import { todayInIndia } from "~/lib/dates";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/quote-accept";

/** The traveller accepts a quote: a booking for the quoted total (rate-limited like bookings). */
const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, context }) => {
    const input = parseWith(quoteAcceptSchema, await readJson(request));
    const answer = await acceptQuote(context.db, input, {
      agency: await agencyWithPayee(context.db, context.config),
      today: todayInIndia(),
    });
    return json(answer, { status: answer.created ? 201 : 200 });
  },
});

export const loader = handle;
export const action = handle;

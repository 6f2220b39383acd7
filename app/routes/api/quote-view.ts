import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { quoteMessages, quoteViewQuerySchema } from "~/features/quotes/quote-schema";
import { quoteViewByToken } from "~/features/quotes/quote-traveller-service.server";
import { todayInIndia } from "~/lib/dates";
import { apiRoute, json, notFound, parseWith, queryOf } from "~/lib/http.server";
import type { Route } from "./+types/quote-view";

/** The traveller's quote by its signed link: the latest version of it. */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    const { token } = parseWith(quoteViewQuerySchema, queryOf(request));
    const view = await quoteViewByToken(context.db, token, agencyContactOf(context.config), todayInIndia());
    if (!view) throw notFound(quoteMessages.linkInvalid);
    return json(view, { headers: { "Cache-Control": "private, no-store" } });
  },
});

export const loader = handle;
export const action = handle;

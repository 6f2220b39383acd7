import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { quoteInputSchema, quoteMessages } from "~/features/quotes/quote-schema";
import { getQuote, updateQuote } from "~/features/quotes/quote-service.server";
import { apiRoute, json, notFound, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/quote";

/** One quote version (admin); a draft is changed with PUT. */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context, params }) => {
    await requireAdmin(request, context);
    const quote = await getQuote(context.db, params.id);
    if (!quote) throw notFound(quoteMessages.notFound);
    return json(quote);
  },
  PUT: async ({ request, context, params }) => {
    await requireAdmin(request, context);
    const input = parseWith(quoteInputSchema, await readJson(request));
    return json({ success: true, quote: await updateQuote(context.db, params.id, input) });
  },
});

export const loader = handle;
export const action = handle;

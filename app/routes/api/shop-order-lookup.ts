import { orderLookupMessages, orderLookupSchema } from "~/features/shop/lookup/order-lookup-schema";
import { findOrderForShopper } from "~/features/shop/lookup/order-lookup-service.server";
import { apiRoute, json, notFound, parseWith, queryOf } from "~/lib/http.server";
import type { Route } from "./+types/shop-order-lookup";

/** Rate-limited per address (rate-limit-rules.ts "lookup"); one 404 for a wrong number or email. */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    const input = parseWith(orderLookupSchema, queryOf(request));
    const view = await findOrderForShopper(context.db, input);
    if (!view) throw notFound(orderLookupMessages.notFound);
    return json(view, { headers: { "Cache-Control": "private, no-store" } });
  },
});

export const loader = handle;
export const action = handle;

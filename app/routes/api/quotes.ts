import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { quoteListQuerySchema } from "~/features/quotes/quote-schema";
import { listQuotes } from "~/features/quotes/quote-service.server";
import { apiRoute, parseWith, queryOf } from "~/lib/http.server";
import { pagedJson } from "~/lib/keyset-page.server";
import type { Route } from "./+types/quotes";

/** Every quote version, newest first, a page at a time (admin). */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    const query = parseWith(quoteListQuerySchema, queryOf(request));
    return pagedJson(request, await listQuotes(context.db, query));
  },
});

export const loader = handle;
export const action = handle;

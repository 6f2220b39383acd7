import { adminListPage } from "~/features/admin-auth/admin-guard.server";
import { quoteListQuerySchema } from "~/features/quotes/quote-schema";
import { listQuotes } from "~/features/quotes/quote-service.server";
import { apiRoute } from "~/lib/http.server";
import type { Route } from "./+types/quotes";

/** Every quote version, newest first, a page at a time (admin). */
const handle = apiRoute<Route.LoaderArgs>({
  GET: adminListPage(quoteListQuerySchema, listQuotes),
});

export const loader = handle;
export const action = handle;

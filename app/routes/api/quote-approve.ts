import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { approveQuote } from "~/features/quotes/quote-approval.server";
import { getQuote } from "~/features/quotes/quote-service.server";
import { apiRoute, json, notFound } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import type { Route } from "./+types/quote-approve";

/** A manager's or owner's approval of a draft's price, so an agent can send it (issue 37). */
const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, context, params }) => {
    const admin = await requireAdmin(request, context);
    if (!isUuid(params.id)) throw notFound("No such quote");
    await approveQuote(context.db, params.id, admin.adminId);
    return json({ success: true, quote: await getQuote(context.db, params.id) });
  },
});

export const loader = handle;
export const action = handle;

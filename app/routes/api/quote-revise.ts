import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { reviseQuote } from "~/features/quotes/quote-service.server";
import { apiRoute, json } from "~/lib/http.server";
import type { Route } from "./+types/quote-revise";

/** A new draft version of a sent quote, which supersedes it once sent (admin). */
const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, context, params }) => {
    const admin = await requireAdmin(request, context);
    const { created, quote } = await reviseQuote(context.db, params.id, { adminId: admin.adminId });
    return json({ success: true, quote }, { status: created ? 201 : 200 });
  },
});

export const loader = handle;
export const action = handle;

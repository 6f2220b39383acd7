import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { quoteInputSchema } from "~/features/quotes/quote-schema";
import { createQuote } from "~/features/quotes/quote-service.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/contact-quotes";

/** A new draft quote for a contact (admin). */
const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, context, params }) => {
    const admin = await requireAdmin(request, context);
    const input = parseWith(quoteInputSchema, await readJson(request));
    const quote = await createQuote(context.db, params.id, input, { adminId: admin.adminId });
    return json({ success: true, quote }, { status: 201 });
  },
});

export const loader = handle;
export const action = handle;

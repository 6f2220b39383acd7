import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { promoCodeInputSchema, promoCodeListQuerySchema } from "~/features/pricing/pricing-schema";
import { createPromoCode, listPromoCodes } from "~/features/pricing/pricing-service.server";
import { apiRoute, json, parseWith, queryOf, readJson } from "~/lib/http.server";
import { pagedJson } from "~/lib/keyset-page.server";
import type { Route } from "./+types/pricing-promo-codes";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    const query = parseWith(promoCodeListQuerySchema, queryOf(request));
    return pagedJson(request, await listPromoCodes(context.db, query));
  },
  POST: async ({ request, context }) => {
    await requireAdmin(request, context);
    const input = parseWith(promoCodeInputSchema, await readJson(request));
    return json(await createPromoCode(context.db, input), 201);
  },
});

export const loader = handle;
export const action = handle;

import { adminListPage, requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { promoCodeInputSchema, promoCodeListQuerySchema } from "~/features/pricing/pricing-schema";
import { createPromoCode, listPromoCodes } from "~/features/pricing/pricing-service.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/pricing-promo-codes";

const handle = apiRoute<Route.LoaderArgs>({
  GET: adminListPage(promoCodeListQuerySchema, listPromoCodes),
  POST: async ({ request, context }) => {
    await requireAdmin(request, context);
    const input = parseWith(promoCodeInputSchema, await readJson(request));
    return json(await createPromoCode(context.db, input), 201);
  },
});

export const loader = handle;
export const action = handle;

import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { pricingMessages, promoCodeUpdateSchema } from "~/features/pricing/pricing-schema";
import { deletePromoCode, getPromoCode, updatePromoCode } from "~/features/pricing/pricing-service.server";
import { apiRoute, json, notFound, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/pricing-promo-code";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const code = await getPromoCode(context.db, params.id ?? "");
    if (!code) throw notFound(pricingMessages.codeNotFound);
    return json(code);
  },
  PATCH: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const update = parseWith(promoCodeUpdateSchema, await readJson(request));
    return json(await updatePromoCode(context.db, params.id ?? "", update));
  },
  DELETE: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    await deletePromoCode(context.db, params.id ?? "");
    return json({ success: true, message: pricingMessages.codeDeleted });
  },
});

export const loader = handle;
export const action = handle;

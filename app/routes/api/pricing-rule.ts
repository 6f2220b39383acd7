import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { pricingMessages, ruleUpdateSchema } from "~/features/pricing/pricing-schema";
import { deleteRule, getRule, updateRule } from "~/features/pricing/pricing-service.server";
import { apiRoute, json, notFound, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/pricing-rule";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const rule = await getRule(context.db, params.id ?? "");
    if (!rule) throw notFound(pricingMessages.ruleNotFound);
    return json(rule);
  },
  PATCH: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const update = parseWith(ruleUpdateSchema, await readJson(request));
    return json(await updateRule(context.db, params.id ?? "", update));
  },
  DELETE: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    await deleteRule(context.db, params.id ?? "");
    return json({ success: true, message: pricingMessages.ruleDeleted });
  },
});

export const loader = handle;
export const action = handle;

import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { taxRuleInputSchema } from "~/features/tax/tax-rule-schema";
import { addTaxRule, listTaxRules } from "~/features/tax/tax-rule-service.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/settings-tax-rules";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    return json(await listTaxRules(context.db));
  },
  POST: async ({ request, context }) => {
    await requireAdmin(request, context);
    const input = parseWith(taxRuleInputSchema, await readJson(request));
    return json(await addTaxRule(context.db, input), 201);
  },
});

export const loader = handle;
export const action = handle;

import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { ruleInputSchema } from "~/features/pricing/pricing-schema";
import { createRule, listRules } from "~/features/pricing/pricing-service.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/pricing-rules";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    return json(await listRules(context.db));
  },
  POST: async ({ request, context }) => {
    await requireAdmin(request, context);
    const input = parseWith(ruleInputSchema, await readJson(request));
    return json(await createRule(context.db, input), 201);
  },
});

export const loader = handle;
export const action = handle;

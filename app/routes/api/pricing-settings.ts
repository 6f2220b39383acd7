import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { pricingSettingsSchema } from "~/features/pricing/pricing-schema";
import { getPricingSettings, setPricingSettings } from "~/features/pricing/pricing-service.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/pricing-settings";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    return json(await getPricingSettings(context.db));
  },
  PUT: async ({ request, context }) => {
    await requireAdmin(request, context);
    const settings = parseWith(pricingSettingsSchema, await readJson(request));
    return json(await setPricingSettings(context.db, settings));
  },
});

export const loader = handle;
export const action = handle;

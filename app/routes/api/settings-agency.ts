import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { agencySettingsUpdateSchema } from "~/features/agency-settings/agency-settings-schema";
import {
  getAgencySettings,
  updateAgencySettings,
} from "~/features/agency-settings/agency-settings-service.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/settings-agency";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    return json(await getAgencySettings(context.db, context.config));
  },
  PUT: async ({ request, context }) => {
    await requireAdmin(request, context);
    const update = parseWith(agencySettingsUpdateSchema, await readJson(request));
    return json(await updateAgencySettings(context.db, context.config, update));
  },
});

export const loader = handle;
export const action = handle;

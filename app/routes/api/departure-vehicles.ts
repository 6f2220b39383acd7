import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { departureVehicleList, saveVehicles } from "~/features/trip/vehicle-service.server";
import { vehiclesInputSchema, tripMessages } from "~/features/trip/trip-schema";
import { apiRoute, json, notFound, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/departure-vehicles";

const NO_STORE = { headers: { "Cache-Control": "private, no-store" } };

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const vehicles = await departureVehicleList(context.db, params.id ?? "", params.departureId ?? "");
    if (!vehicles) throw notFound(tripMessages.notFound);
    return json(vehicles, NO_STORE);
  },
  PUT: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const input = parseWith(vehiclesInputSchema, await readJson(request));
    const vehicles = await saveVehicles(context.db, params.id ?? "", params.departureId ?? "", input);
    if (!vehicles) throw notFound(tripMessages.notFound);
    return json(vehicles, NO_STORE);
  },
});

export const loader = handle;
export const action = handle;

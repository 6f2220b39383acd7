import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { departureRooming, saveRooming } from "~/features/trip/rooming-service.server";
import { roomingInputSchema, tripMessages } from "~/features/trip/trip-schema";
import { apiRoute, json, notFound, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/departure-rooming";

const NO_STORE = { headers: { "Cache-Control": "private, no-store" } };

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const rooming = await departureRooming(context.db, params.id ?? "", params.departureId ?? "");
    if (!rooming) throw notFound(tripMessages.notFound);
    return json(rooming, NO_STORE);
  },
  PUT: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const input = parseWith(roomingInputSchema, await readJson(request));
    const rooming = await saveRooming(context.db, params.id ?? "", params.departureId ?? "", input);
    if (!rooming) throw notFound(tripMessages.notFound);
    return json(rooming, NO_STORE);
  },
});

export const loader = handle;
export const action = handle;

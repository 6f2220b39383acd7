import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { departureCrewList, saveCrew } from "~/features/trip/crew-service.server";
import { crewInputSchema, tripMessages } from "~/features/trip/trip-schema";
import { apiRoute, json, notFound, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/departure-crew";

const NO_STORE = { headers: { "Cache-Control": "private, no-store" } };

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const crew = await departureCrewList(context.db, params.id ?? "", params.departureId ?? "");
    if (!crew) throw notFound(tripMessages.notFound);
    return json(crew, NO_STORE);
  },
  PUT: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const input = parseWith(crewInputSchema, await readJson(request));
    const crew = await saveCrew(context.db, params.id ?? "", params.departureId ?? "", input);
    if (!crew) throw notFound(tripMessages.notFound);
    return json(crew, NO_STORE);
  },
});

export const loader = handle;
export const action = handle;

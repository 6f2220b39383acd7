import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { departureStayList, saveStays } from "~/features/trip/stay-service.server";
import { staysInputSchema, tripMessages } from "~/features/trip/trip-schema";
import { apiRoute, json, notFound, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/departure-stays";

const NO_STORE = { headers: { "Cache-Control": "private, no-store" } };

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const stays = await departureStayList(context.db, params.id ?? "", params.departureId ?? "");
    if (!stays) throw notFound(tripMessages.notFound);
    return json(stays, NO_STORE);
  },
  PUT: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const input = parseWith(staysInputSchema, await readJson(request));
    const stays = await saveStays(context.db, params.id ?? "", params.departureId ?? "", input);
    if (!stays) throw notFound(tripMessages.notFound);
    return json(stays, NO_STORE);
  },
});

export const loader = handle;
export const action = handle;

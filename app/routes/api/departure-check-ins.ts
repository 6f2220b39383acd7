import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { departureCheckIns } from "~/features/trip/leader-service.server";
import { tripMessages } from "~/features/trip/trip-schema";
import { apiRoute, json, notFound } from "~/lib/http.server";
import type { Route } from "./+types/departure-check-ins";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const checkIns = await departureCheckIns(context.db, params.id ?? "", params.departureId ?? "");
    if (!checkIns) throw notFound(tripMessages.notFound);
    return json(checkIns, { headers: { "Cache-Control": "private, no-store" } });
  },
});

export const loader = handle;
export const action = handle;

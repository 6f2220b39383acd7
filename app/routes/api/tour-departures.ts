import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { departureInputSchema, departureMessages } from "~/features/bookings/departures/departure-schema";
import {
  createDeparture,
  listUpcomingDepartures,
} from "~/features/bookings/departures/departure-service.server";
import { apiRoute, json, notFound, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/tour-departures";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ params, context }) => {
    const departures = await listUpcomingDepartures(context.db, params.id ?? "");
    if (!departures) throw notFound(departureMessages.tourNotFound);
    return json(departures);
  },
  POST: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const input = parseWith(departureInputSchema, await readJson(request));
    return json(await createDeparture(context.db, params.id ?? "", input), 201);
  },
});

export const loader = handle;
export const action = handle;

import { openLeaderLink, recordCheckIn } from "~/features/trip/leader-service.server";
import { checkInInputSchema, tripMessages } from "~/features/trip/trip-schema";
import { apiRoute, HttpError, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/trip-check-ins";

/** The leader's headcount, sent from the trip page (the signed link is the credential). */
const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, params, context }) => {
    const access = await openLeaderLink(context.db, params.token ?? "");
    if (!access) throw new HttpError(404, tripMessages.linkGone);
    const input = parseWith(checkInInputSchema, await readJson(request));
    const { checkIn, created } = await recordCheckIn(context.db, access, input);
    return json(checkIn, { status: created ? 201 : 200, headers: { "Cache-Control": "no-store" } });
  },
});

export const loader = handle;
export const action = handle;

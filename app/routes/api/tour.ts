import { getTour } from "~/features/tours/tour-service.server";
import { apiRoute, json, notFound } from "~/lib/http.server";
import type { Route } from "./+types/tour";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ params, context }) => {
    const tour = await getTour(context.db, params.id ?? "");
    if (!tour) throw notFound("Tour package not found");
    return json(tour);
  },
});

export const loader = handle;
export const action = handle;

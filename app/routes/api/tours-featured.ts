import { listFeaturedTours } from "~/features/tours/tour-service.server";
import { apiRoute, json } from "~/lib/http.server";
import type { Route } from "./+types/tours-featured";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ context }) => json(await listFeaturedTours(context.db)),
});

export const loader = handle;
export const action = handle;

import { listFeaturedTours } from "~/features/tours/tour-service.server";
import { apiRoute, publicJson } from "~/lib/http.server";
import type { Route } from "./+types/tours-featured";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ context }) => publicJson(await listFeaturedTours(context.db)),
});

export const loader = handle;
export const action = handle;

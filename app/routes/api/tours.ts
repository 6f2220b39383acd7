import { listTours } from "~/features/tours/tour-service.server";
import { tourListQuerySchema } from "~/features/tours/tour-schema";
import { apiRoute, json, parseWith, queryOf } from "~/lib/http.server";
import type { Route } from "./+types/tours";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    const query = parseWith(tourListQuerySchema, queryOf(request));
    return json(await listTours(context.db, query));
  },
});

export const loader = handle;
export const action = handle;

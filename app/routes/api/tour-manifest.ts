import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { manifestQuerySchema } from "~/features/bookings/manifest/manifest-schema";
import { departureManifest } from "~/features/bookings/manifest/manifest-service.server";
import { tourMessages } from "~/features/tours/tour-schema";
import { apiRoute, json, notFound, parseWith, queryOf } from "~/lib/http.server";
import type { Route } from "./+types/tour-manifest";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const { date } = parseWith(manifestQuerySchema, queryOf(request));
    const manifest = await departureManifest(context.db, (params.id ?? "").toLowerCase(), date);
    if (!manifest) throw notFound(tourMessages.notFound);
    return json(manifest, { headers: { "Cache-Control": "private, no-store" } });
  },
});

export const loader = handle;
export const action = handle;

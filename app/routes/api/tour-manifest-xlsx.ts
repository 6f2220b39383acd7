import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { manifestFileName, manifestWorkbook } from "~/features/bookings/manifest/manifest-excel.server";
import { manifestQuerySchema } from "~/features/bookings/manifest/manifest-schema";
import { departureManifest } from "~/features/bookings/manifest/manifest-service.server";
import { tourMessages } from "~/features/tours/tour-schema";
import { apiRoute, notFound, parseWith, queryOf } from "~/lib/http.server";
import type { Route } from "./+types/tour-manifest-xlsx";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const { date } = parseWith(manifestQuerySchema, queryOf(request));
    const manifest = await departureManifest(context.db, (params.id ?? "").toLowerCase(), date);
    if (!manifest) throw notFound(tourMessages.notFound);
    return new Response(new Uint8Array(await manifestWorkbook(manifest)), {
      headers: {
        "Content-Type": XLSX_TYPE,
        "Content-Disposition": `attachment; filename="${manifestFileName(manifest)}"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
});

export const loader = handle;
export const action = handle;

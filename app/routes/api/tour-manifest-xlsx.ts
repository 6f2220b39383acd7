import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { manifestFileName, manifestWorkbook } from "~/features/bookings/manifest/manifest-excel.server";
import { manifestQuerySchema, type Manifest } from "~/features/bookings/manifest/manifest-schema";
import {
  departureManifest,
  manifestWithIdNumbers,
} from "~/features/bookings/manifest/manifest-service.server";
import { tourMessages } from "~/features/tours/tour-schema";
import { dataKeysOf } from "~/lib/data-encryption.server";
import { apiRoute, notFound, parseWith, queryOf } from "~/lib/http.server";
import type { Route } from "./+types/tour-manifest-xlsx";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

async function workbookAnswer(manifest: Manifest | null, forPermits = false): Promise<Response> {
  if (!manifest) throw notFound(tourMessages.notFound);
  return new Response(new Uint8Array(await manifestWorkbook(manifest, { forPermits })), {
    headers: {
      "Content-Type": XLSX_TYPE,
      "Content-Disposition": `attachment; filename="${manifestFileName(manifest)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * GET: ID numbers masked. POST: in full, with dates of birth and passport expiries, for the
 * owner's permit applications (audit-logged).
 */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const { date } = parseWith(manifestQuerySchema, queryOf(request));
    return workbookAnswer(await departureManifest(context.db, (params.id ?? "").toLowerCase(), date));
  },
  POST: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const { date } = parseWith(manifestQuerySchema, queryOf(request));
    const keys = dataKeysOf(context.config);
    return workbookAnswer(
      await manifestWithIdNumbers(context.db, keys, (params.id ?? "").toLowerCase(), date),
      true,
    );
  },
});

export const loader = handle;
export const action = handle;

import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { tallyRangeSchema } from "~/features/back-office/tally/tally-schema";
import { tallyExport } from "~/features/back-office/tally/tally-export-service.server";
import { apiRoute, parseWith, queryOf } from "~/lib/http.server";
import type { Route } from "./+types/export-tally";

/** The accountant's Tally import file of a range of days (owners and managers). */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    const range = parseWith(tallyRangeSchema, queryOf(request));
    const xml = await tallyExport(context.db, range);
    return new Response(xml, {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Content-Disposition": `attachment; filename="tally-${range.from}-to-${range.to}.xml"`,
        "Cache-Control": "no-store",
      },
    });
  },
});

export const loader = handle;
export const action = handle;

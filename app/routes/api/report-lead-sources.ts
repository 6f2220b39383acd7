import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { leadSourceQuerySchema } from "~/features/contacts/contact-schema";
import { leadSourceReport } from "~/features/contacts/lead-source-service.server";
import { apiRoute, json, parseWith, queryOf } from "~/lib/http.server";
import type { Route } from "./+types/report-lead-sources";

/** Leads, bookings and booked value per campaign of the first landing. */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    return json(await leadSourceReport(context.db, parseWith(leadSourceQuerySchema, queryOf(request))));
  },
});

export const loader = handle;
export const action = handle;

import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { pdfResponse } from "~/features/trip/trip-pdf.server";
import { roomingListFor } from "~/features/trip/trip-papers.server";
import { tripMessages } from "~/features/trip/trip-schema";
import { apiRoute, notFound } from "~/lib/http.server";
import type { Route } from "./+types/departure-rooming-list-pdf";

/** A property's rooming list for a departure, as a PDF to send it. */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const list = await roomingListFor(
      context.db,
      params.id ?? "",
      params.departureId ?? "",
      params.supplierId ?? "",
      agencyContactOf(context.config),
    );
    if (!list) throw notFound(tripMessages.noStay);
    return pdfResponse(list.pdf, `rooming-list-${list.supplierName}`);
  },
});

export const loader = handle;
export const action = handle;

import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { pdfResponse } from "~/features/trip/trip-pdf.server";
import { dutySlipFor } from "~/features/trip/trip-papers.server";
import { tripMessages } from "~/features/trip/trip-schema";
import { apiRoute, notFound } from "~/lib/http.server";
import type { Route } from "./+types/departure-duty-slip-pdf";

/** A vehicle's duty slip for its driver, as a PDF. */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const slip = await dutySlipFor(
      context.db,
      params.id ?? "",
      params.departureId ?? "",
      params.vehicleId ?? "",
      agencyContactOf(context.config),
    );
    if (!slip) throw notFound(tripMessages.unknownVehicle);
    return pdfResponse(slip.pdf, `duty-slip-${slip.label}`);
  },
});

export const loader = handle;
export const action = handle;

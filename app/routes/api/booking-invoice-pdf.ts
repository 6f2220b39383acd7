import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { documentFileName } from "~/features/bookings/payments/documents/document-emails.server";
import {
  documentPdfResponse,
  invoiceOfBooking,
} from "~/features/bookings/payments/documents/document-service.server";
import { apiRoute, notFound } from "~/lib/http.server";
import type { Route } from "./+types/booking-invoice-pdf";

/** A booking's tax invoice as a PDF (admin); 404 until it is issued (paid in full). */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const invoice = await invoiceOfBooking(context.db, params.id ?? "");
    if (!invoice) throw notFound("No tax invoice has been issued for this booking yet");
    return documentPdfResponse(context.db, invoice, documentFileName(invoice.number));
  },
});

export const loader = handle;
export const action = handle;

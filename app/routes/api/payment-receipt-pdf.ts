import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { documentFileName } from "~/features/bookings/payments/documents/document-emails.server";
import {
  documentPdfResponse,
  documentOfPayment,
} from "~/features/bookings/payments/documents/document-service.server";
import { apiRoute, notFound } from "~/lib/http.server";
import type { Route } from "./+types/payment-receipt-pdf";

/** A payment's receipt voucher, or a refund's credit note, as a PDF (admin); 404 until issued. */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const document = await documentOfPayment(context.db, params.id ?? "");
    if (!document) throw notFound("No receipt has been issued for this payment");
    return documentPdfResponse(context.db, document, documentFileName(document.number));
  },
});

export const loader = handle;
export const action = handle;

import { bookingIdOfLiveLink } from "~/features/bookings/lookup/booking-lookup-service.server";
import { documentFileName } from "~/features/bookings/payments/documents/document-emails.server";
import {
  documentPdfResponse,
  documentOfBooking,
} from "~/features/bookings/payments/documents/document-service.server";
import type { Route } from "./+types/booking-document";

/** A receipt, invoice or credit note of the booking a signed link opens, as a PDF. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const bookingId = await bookingIdOfLiveLink(context.db, params.token);
  const document = bookingId && (await documentOfBooking(context.db, bookingId, params.documentId));
  if (!document) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const answer = await documentPdfResponse(context.db, document, documentFileName(document.number));
  answer.headers.set("Referrer-Policy", "same-origin");
  return answer;
}

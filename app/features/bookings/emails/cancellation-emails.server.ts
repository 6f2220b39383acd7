import type { BookingRow } from "../../../../db/schema/index";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { detailRows } from "~/features/notifications/email/email-content";
import { composeStaffNotice } from "~/features/notifications/email/email-render.server";
import type { OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import { formatTravelDate } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import { formatPhone } from "~/lib/phone";
import type { PaymentAccountJson } from "~/features/bookings/payments/payment-schema";
import { travellerEmail } from "./traveller-email.server";

/**
 * Tells the staff a traveller asked to cancel, with today's terms, so whoever calls back knows the
 * figures. The subject carries only our words and the reference; the reason stays in the body.
 */
export function cancellationRequestNotice(
  booking: BookingRow,
  reason: string,
  account: PaymentAccountJson,
  agency: AgencyContact,
): OutgoingEmail {
  const quote = account.cancellation;
  return composeStaffNotice(agency, {
    subject: `Cancellation requested for booking ${booking.reference}`,
    event: "cancellation-requested",
    preheader: `The traveller of ${booking.reference} asks to cancel. Approve or decline in the admin.`,
    heading: `Cancellation requested: ${booking.reference}`,
    blocks: [
      {
        kind: "details",
        rows: detailRows([
          ["Reference", booking.reference],
          ["Package", booking.packageTitle],
          ["Travel date", formatTravelDate(booking.travelDate)],
          ["Traveller", booking.customerName],
          ["Phone", formatPhone(booking.customerPhone)],
          ["Total", formatRupees(account.total)],
          ["Paid", formatRupees(account.paid)],
          ["Charge if cancelled today", quote ? formatRupees(quote.charge) : ""],
          ["Refund due if cancelled today", quote ? formatRupees(quote.refund) : ""],
          ["Reason", reason],
        ]),
      },
      { kind: "button", label: "Decide in the admin", href: `/admin/bookings/${booking.id}` },
    ],
  });
}

/** The traveller's answer when the agency declines: the booking stands; the note says why. */
export function cancellationDeclinedEmail(
  booking: BookingRow,
  note: string,
  agency: AgencyContact,
): OutgoingEmail {
  return travellerEmail(agency, booking, {
    subject: `Your booking ${booking.reference} stays booked`,
    event: "cancellation-declined",
    preheader: `About your request to cancel booking ${booking.reference}.`,
    heading: "Your booking has not been cancelled",
    blocks: [
      {
        kind: "paragraph",
        text: `We have not cancelled your booking ${booking.reference} for ${booking.packageTitle} on ${formatTravelDate(booking.travelDate)}. It stays booked.`,
      },
      ...(note ? [{ kind: "paragraph" as const, text: note }] : []),
      {
        kind: "paragraph",
        text: "If you still wish to cancel, please call or message us and we will sort it out.",
      },
    ],
  });
}

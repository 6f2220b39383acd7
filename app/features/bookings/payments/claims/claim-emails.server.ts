import type { BookingRow } from "../../../../../db/schema/index";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { detailRows } from "~/features/notifications/email/email-content";
import { composeStaffNotice } from "~/features/notifications/email/email-render.server";
import type { OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import { formatRupees } from "~/lib/money";
import { travellerEmail } from "../../emails/traveller-email.server";
import { checkingText } from "./claim-schema";

/** Tells the staff a traveller says they paid, so someone checks the bank statement. */
export function claimReceivedNotice(
  booking: BookingRow,
  claim: { amount: number; utr: string },
  agency: AgencyContact,
): OutgoingEmail {
  return composeStaffNotice(agency, {
    subject: `Payment claimed for booking ${booking.reference}`,
    event: "payment-claim-received",
    preheader: `${formatRupees(claim.amount)} by UPI, UTR ${claim.utr}: check the statement, then accept or reject.`,
    heading: `Payment claimed: ${booking.reference}`,
    blocks: [
      {
        kind: "details",
        rows: detailRows([
          ["Reference", booking.reference],
          ["Traveller", booking.customerName],
          ["Amount", formatRupees(claim.amount)],
          ["UTR", claim.utr],
        ]),
      },
      { kind: "button", label: "Accept or reject in the admin", href: "/admin/payments" },
    ],
  });
}

/**
 * The traveller's acknowledgement of "I have paid": the same words as the booking page, so the
 * claim never seems to vanish (issue 38).
 */
export function claimReceivedEmail(
  booking: BookingRow,
  claim: { amount: number; utr: string },
  agency: AgencyContact,
  bookingPage: string,
): OutgoingEmail {
  return travellerEmail(agency, booking, {
    subject: `We are checking your payment for booking ${booking.reference}`,
    event: "payment-claim-acknowledged",
    preheader: checkingText(formatRupees(claim.amount), claim.utr),
    heading: "We are checking your payment",
    blocks: [
      { kind: "paragraph", text: checkingText(formatRupees(claim.amount), claim.utr) },
      {
        kind: "paragraph",
        text: "Once it shows on our bank statement we record it and email your receipt. If we cannot find it, we email you to sort it out.",
      },
      { kind: "button", label: "See your booking and payments", href: bookingPage },
    ],
  });
}

/** The traveller's answer when the agency finds no such payment: the reason and what to do. */
export function claimRejectedEmail(
  booking: BookingRow,
  claim: { amount: number; utr: string },
  reason: string,
  agency: AgencyContact,
): OutgoingEmail {
  return travellerEmail(agency, booking, {
    subject: `Your payment for booking ${booking.reference}`,
    event: "payment-claim-rejected",
    preheader: `We could not match the payment with UTR ${claim.utr}.`,
    heading: "We could not match your payment",
    blocks: [
      {
        kind: "paragraph",
        text: `You told us you paid ${formatRupees(claim.amount)} for booking ${booking.reference} with the UTR ${claim.utr}. We could not match it with our bank statement:`,
      },
      { kind: "paragraph", text: reason },
      {
        kind: "paragraph",
        text: "If the money left your account, please send us a screenshot of the payment from your UPI app, or call us.",
      },
    ],
  });
}

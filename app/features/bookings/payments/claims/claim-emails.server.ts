import type { BookingRow } from "../../../../../db/schema/index";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { detailRows } from "~/features/notifications/email/email-content";
import { composeStaffNotice } from "~/features/notifications/email/email-render.server";
import type { OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import { formatRupees } from "~/lib/money";
import { travellerEmail } from "../../emails/traveller-email.server";

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

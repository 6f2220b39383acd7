import type { Payee } from "~/features/agency-settings/agency-settings-schema";
import { detailRows, type EmailBlock } from "~/features/notifications/email/email-content";
import type { EmailAttachment } from "~/features/notifications/outbox/outbox-service.server";
import { formatTravelDate, todayInIndia } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import { paymentAccount } from "../payment-policy";
import { upiPayUri, type PayNowJson } from "./pay-now-schema";

const QR_CID = "upi-qr@safarnama";

/**
 * The pay-now box of an email (confirmation, reminders): the QR code as an inline picture (drawn
 * by the outbox worker when it sends), the upi:// link for a phone, and the bank details.
 */
export function payNowEmailPart(
  payNow: NonNullable<PayNowJson>,
  payee: Payee,
  reference: string,
): { blocks: EmailBlock[]; attachments: EmailAttachment[] } {
  const amount = formatRupees(payNow.amount);
  const blocks: EmailBlock[] = [
    { kind: "heading", text: `Pay ${amount} now` },
    {
      kind: "paragraph",
      text: `Due by ${formatTravelDate(payNow.due_date)}. Scan the QR code with any UPI app, or on your phone tap the button; please write ${reference} as the payment note.`,
    },
  ];
  const attachments: EmailAttachment[] = [];
  if (payNow.upi_uri) {
    blocks.push(
      { kind: "image", src: `cid:${QR_CID}`, alt: `UPI QR code to pay ${amount}`, width: 200 },
      { kind: "button", label: `Pay ${amount} by UPI`, href: payNow.upi_uri },
    );
    attachments.push({ filename: "upi-qr.png", contentType: "image/png", qr: payNow.upi_uri, cid: QR_CID });
  }
  blocks.push({
    kind: "details",
    rows: detailRows([
      ["UPI ID", payee.upi_id],
      ["Payee", payee.upi_id ? payee.upi_payee_name : ""],
      ["Bank account name", payee.bank_account_name],
      ["Account number", payee.bank_account_number],
      ["IFSC", payee.bank_ifsc],
    ]),
  });
  return { blocks, attachments };
}

/** The pay-now part of a new booking's confirmation: its first instalment, nothing paid yet. */
export function newBookingPayNowPart(
  booking: { reference: string; total_amount: number; booking_date: string; travel_date: string },
  payee: Payee,
) {
  const bookedOn = todayInIndia(new Date(booking.booking_date));
  const account = paymentAccount({
    total: booking.total_amount,
    paid: 0,
    bookedOn,
    travelDate: booking.travel_date,
    today: bookedOn,
    cancelled: false,
  });
  const due = account.nextDue;
  if (!due || due.amount <= 0) return null;
  const payNow = {
    amount: due.amount,
    due_date: due.dueDate,
    upi_uri: payee.upi_id ? upiPayUri(payee, due.amount, booking.reference) : null,
  };
  return payNowEmailPart(payNow, payee, booking.reference);
}

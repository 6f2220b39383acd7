import type { BillingDocumentRow, BookingRow } from "../../../../../db/schema/index";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import type { OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import { formatPaise } from "./document-figures";
import { documentTitles, type DocumentContent } from "./document-schema";
import { travellerEmail } from "../../emails/traveller-email.server";

/** A file name from a document number: SAF/26-27/0001 → SAF-26-27-0001.pdf */
export const documentFileName = (number: string) => `${number.replace(/\//g, "-")}.pdf`;

/** Sends the traveller a document as it is issued, its PDF attached. */
export function documentEmail(
  booking: BookingRow,
  document: BillingDocumentRow,
  pdf: Buffer,
  agency: AgencyContact,
): OutgoingEmail {
  const content = document.content as DocumentContent;
  const title = documentTitles[document.kind];
  const amount = formatPaise(content.amount + (content.tcs?.amount ?? 0));
  const email = travellerEmail(agency, booking, {
    subject: `${title} ${document.number} for booking ${booking.reference}`,
    event: `document-${document.kind.replace("_", "-")}`,
    preheader: `${title} ${document.number}: ${amount}.`,
    heading: `Your ${title.toLowerCase()}`,
    blocks: [
      {
        kind: "paragraph",
        text:
          document.kind === "receipt"
            ? `Thank you: we have received ${amount} for booking ${booking.reference}. Your receipt ${document.number} is attached.`
            : document.kind === "invoice"
              ? `Your booking ${booking.reference} is paid in full. The tax invoice ${document.number} for ${amount} is attached.`
              : `We have refunded ${amount} for booking ${booking.reference}. The credit note ${document.number} is attached.`,
      },
      { kind: "paragraph", text: "Your booking page lists all your receipts and invoices too." },
    ],
  });
  return {
    ...email,
    attachments: [
      {
        filename: documentFileName(document.number),
        contentType: "application/pdf",
        content: pdf.toString("base64"),
      },
    ],
  };
}

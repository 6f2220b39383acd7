import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { detailRows } from "~/features/notifications/email/email-content";
import { composeCustomerEmail, composeEmail } from "~/features/notifications/email/email-render.server";
import type { OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import { formatTravelDate } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import { formatPhone } from "~/lib/phone";

type QuoteFacts = {
  number: string;
  version: number;
  title: string;
  travelDate: string;
  numberOfTravelers: number;
  total: number;
  validUntil: string;
};

const absolute = (agency: AgencyContact, path: string) => `${agency.siteUrl.replace(/\/+$/, "")}${path}`;

/** The quote sent to the traveller: the signed link to its page, and its PDF attached. */
export function quoteSentEmail(
  quote: QuoteFacts,
  traveller: { name: string; email: string },
  pagePath: string,
  pdf: Buffer,
  agency: AgencyContact,
): OutgoingEmail {
  const revised = quote.version > 1;
  const email = composeCustomerEmail(
    agency,
    { name: traveller.name || "traveller", email: traveller.email },
    {
      subject: `${revised ? "Your revised quote" : "Your quote"} ${quote.number}: ${quote.title}`,
      event: "quote-sent",
      preheader: `${quote.title} for ${formatRupees(quote.total)}, valid until ${formatTravelDate(quote.validUntil)}.`,
      heading: revised ? "Your revised quote" : "Your quote",
      blocks: [
        {
          kind: "paragraph",
          text: revised
            ? "As we discussed, here is the revised quote for your trip. It replaces the earlier one."
            : "Thank you for planning your trip with us. Here is the quote we prepared for you.",
        },
        {
          kind: "details",
          rows: detailRows([
            ["Quote", quote.number],
            ["Trip", quote.title],
            ["Travel date", formatTravelDate(quote.travelDate)],
            ["Travellers", String(quote.numberOfTravelers)],
            ["Total", formatRupees(quote.total)],
            ["Valid until", formatTravelDate(quote.validUntil)],
          ]),
        },
        {
          kind: "button",
          label: "See the quote, accept or ask for changes",
          href: absolute(agency, pagePath),
        },
        { kind: "paragraph", text: "The quote is attached as a PDF too." },
      ],
    },
  );
  return {
    ...email,
    attachments: [
      {
        filename: `${quote.number}${revised ? `-v${quote.version}` : ""}.pdf`,
        contentType: "application/pdf",
        content: pdf.toString("base64"),
      },
    ],
  };
}

/** The traveller asks for changes: their message, to the contact's owner (or the agency). */
export function quoteChangesEmail(
  to: string,
  quote: QuoteFacts & { id: string },
  traveller: { name: string; email: string; phone: string },
  message: string,
  agency: AgencyContact,
): OutgoingEmail {
  return composeEmail(agency, {
    to,
    subject: `Changes asked for on quote ${quote.number} (${traveller.name || traveller.email})`,
    event: "quote-changes-requested",
    content: {
      audience: "staff",
      preheader: message.slice(0, 120),
      heading: `Changes asked for on ${quote.number}`,
      blocks: [
        {
          kind: "details",
          rows: detailRows([
            ["Quote", `${quote.number}, version ${quote.version}`],
            ["Trip", quote.title],
            ["Traveller", traveller.name],
            ["Email", traveller.email],
            ["Phone", formatPhone(traveller.phone)],
          ]),
        },
        { kind: "heading", text: "Their message" },
        { kind: "paragraph", text: message },
        { kind: "button", label: "Open the quote", href: absolute(agency, `/admin/quotes/${quote.id}`) },
      ],
    },
  });
}

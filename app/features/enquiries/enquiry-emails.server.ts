import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { detailRows } from "~/features/notifications/email/email-content";
import { composeCustomerEmail, composeStaffNotice } from "~/features/notifications/email/email-render.server";
import type { OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import { formatIndiaDateTime } from "~/lib/dates";
import { formatPhone } from "~/lib/phone";
import type { EnquiryRow } from "../../../db/schema";
import type { EnquirySource } from "./enquiry-schema";

export const enquirySourceLabels: Record<EnquirySource, string> = {
  website: "Contact form",
  popup: "Plan Your Dream Vacation popup",
  chatbot: "Chat assistant",
  newsletter: "Newsletter",
  "offers_page Subscription": "Offers page newsletter",
  other: "Other",
};

/** Tells the agency's staff a lead came in. Only our own words in the subject; the lead's are in the body. */
export function enquiryAgencyNotice(row: EnquiryRow, agency: AgencyContact): OutgoingEmail {
  const source = enquirySourceLabels[row.source];
  return composeStaffNotice(agency, {
    subject: `New enquiry from the ${source.toLowerCase()}`,
    event: "enquiry-agency-alert",
    preheader: `A new lead from the ${source.toLowerCase()} is waiting for a reply.`,
    heading: "New enquiry",
    blocks: [
      {
        kind: "paragraph",
        text: `A new lead came in through the ${source.toLowerCase()}. We promise a reply within 24 hours.`,
      },
      {
        kind: "details",
        rows: detailRows([
          ["Source", source],
          ["Name", row.name],
          ["Email", row.email],
          ["Phone", formatPhone(row.phone)],
          ["Destination", row.destination],
          ["Subject", row.subject],
          ["Message", row.message],
          ["Received", formatIndiaDateTime(row.createdAt)],
        ]),
      },
      { kind: "button", label: "Open enquiries", href: "/admin/enquiries" },
    ],
  });
}

/**
 * The visitor's acknowledgement of a message (issue 38): that it arrived and when to expect an
 * answer. None of what they typed is echoed: anyone can type a stranger's address (issue 22).
 */
export function enquiryAcknowledgement(row: EnquiryRow, agency: AgencyContact): OutgoingEmail {
  return composeCustomerEmail(
    agency,
    { name: row.name, email: row.email },
    {
      subject: "We have your message",
      event: "enquiry-acknowledged",
      preheader: "Thank you for writing to us: a travel expert replies within one working day.",
      heading: "Thank you for your message",
      blocks: [
        {
          kind: "paragraph",
          text: "We have your message. A travel expert reads it and replies within one working day (Mon-Sat 9 AM-7 PM), by email or phone.",
        },
        { kind: "paragraph", text: "In the meantime, our packages and offers are on the website:" },
        { kind: "button", label: "Browse packages", href: "/packages" },
      ],
    },
  );
}

import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { detailRows } from "~/features/notifications/email/email-content";
import { composeStaffNotice } from "~/features/notifications/email/email-render.server";
import type { OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import { formatIndiaDateTime } from "~/lib/dates";
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
          ["Phone", row.phone],
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

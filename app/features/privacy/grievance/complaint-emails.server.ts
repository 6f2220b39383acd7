import type { ComplaintRow } from "../../../../db/schema";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { composeCustomerEmail, composeStaffNotice } from "~/features/notifications/email/email-render.server";
import type { OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import { formatTravelDate } from "~/lib/dates";
import { formatPhone } from "~/lib/phone";
import type { GrievanceOfficer } from "./grievance-officer-schema";

/** The complaint's emails; the customer's own words are never sent back to the typed address. */

/** At once (the rules ask within 48 hours): the ticket, the deadline, and who handles it. */
export function complaintAcknowledgement(
  row: ComplaintRow,
  agency: AgencyContact,
  officer: GrievanceOfficer,
): OutgoingEmail {
  return composeCustomerEmail(agency, row, {
    subject: `Your complaint ${row.ticket} is registered`,
    event: "complaint-acknowledged",
    preheader: `Ticket ${row.ticket}: resolved by ${formatTravelDate(row.dueBy)} at the latest.`,
    heading: "We have your complaint",
    blocks: [
      {
        kind: "paragraph",
        text: `Your complaint is registered under ticket ${row.ticket}. Our grievance officer looks into it and writes to you with the resolution by ${formatTravelDate(row.dueBy)} at the latest.`,
      },
      {
        kind: "details",
        rows: [
          ["Ticket", row.ticket],
          ["Grievance officer", `${officer.name}, ${officer.designation}`],
          ["Email", officer.email],
          ["Phone", formatPhone(officer.phone)],
        ],
      },
      { kind: "paragraph", text: "Please quote the ticket number whenever you write or call about it." },
    ],
  });
}

/** To the agency's inbox: a complaint with its one-month deadline. */
export function complaintAgencyNotice(row: ComplaintRow, agency: AgencyContact): OutgoingEmail {
  return composeStaffNotice(agency, {
    subject: `Complaint ${row.ticket}, due ${formatTravelDate(row.dueBy)}`,
    event: "complaint-agency-alert",
    preheader: "A complaint to the grievance officer is waiting in Personal data → Complaints.",
    heading: "A new complaint",
    blocks: [
      {
        kind: "details",
        rows: [
          ["Ticket", row.ticket],
          ["Name", row.name],
          ["Email", row.email],
          ["Phone", row.phone],
          ["About", row.bookingReference],
          ["Resolve by", formatTravelDate(row.dueBy)],
        ].filter((pair): pair is [string, string] => pair[1] !== ""),
      },
      { kind: "paragraph", text: row.message },
      { kind: "button", label: "Open the complaints", href: "/admin/people/complaints" },
    ],
  });
}

/** The resolution, in the officer's words. */
export function complaintOutcomeEmail(row: ComplaintRow, agency: AgencyContact): OutgoingEmail {
  return composeCustomerEmail(agency, row, {
    subject: `Your complaint ${row.ticket}: our resolution`,
    event: "complaint-resolved",
    preheader: "The grievance officer's resolution of your complaint.",
    heading: "Our resolution of your complaint",
    blocks: [
      { kind: "paragraph", text: `About your complaint ${row.ticket}:` },
      { kind: "paragraph", text: row.outcome },
      {
        kind: "paragraph",
        text: "Not satisfied? Reply to this email. For a complaint about your personal data you may then go to the Data Protection Board of India; for any other, to the National Consumer Helpline (1915).",
      },
    ],
  });
}

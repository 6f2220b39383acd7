import type { PrivacyRequestRow } from "../../../../db/schema";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { composeCustomerEmail, composeStaffNotice } from "~/features/notifications/email/email-render.server";
import type { EmailAttachment, OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import { formatTravelDate } from "~/lib/dates";
import { privacyRequestKindLabels } from "./privacy-request-schema";

/**
 * The emails of a rights request. None repeats the requester's own message (a mail to a typed
 * address carries no visitor text, issue 22): only the reference, the kind and our own words.
 */

const kindOf = (row: PrivacyRequestRow) => privacyRequestKindLabels[row.kind].toLowerCase();

/** To the address given: open the link to confirm the request is yours. */
export function privacyRequestConfirmEmail(
  row: PrivacyRequestRow,
  agency: AgencyContact,
  confirmPath: string,
): OutgoingEmail {
  return composeCustomerEmail(agency, row, {
    subject: `Please confirm your request ${row.reference}`,
    event: "privacy-request-confirm",
    preheader: "One click confirms that this address is yours, and we start on your request.",
    heading: "Confirm your request",
    blocks: [
      {
        kind: "paragraph",
        text: `We received a request (${kindOf(row)}, reference ${row.reference}) for the data we hold about this email address. To be sure it is yours, please confirm it:`,
      },
      { kind: "button", label: "Confirm my request", href: confirmPath },
      {
        kind: "paragraph",
        text: `We answer by ${formatTravelDate(row.dueBy)} at the latest. Did not ask? Ignore this email: nothing happens without the confirmation.`,
      },
    ],
  });
}

/** To the agency once confirmed: a request is open, with its deadline. */
export function privacyRequestAgencyNotice(row: PrivacyRequestRow, agency: AgencyContact): OutgoingEmail {
  return composeStaffNotice(agency, {
    subject: `Personal data request ${row.reference}: ${kindOf(row)}, due ${formatTravelDate(row.dueBy)}`,
    event: "privacy-request-agency-alert",
    preheader: "A confirmed request under the DPDP Act is waiting in Personal data → Requests.",
    heading: "A personal data request is open",
    blocks: [
      {
        kind: "details",
        rows: [
          ["Reference", row.reference],
          ["Asked for", privacyRequestKindLabels[row.kind]],
          ["Name", row.name],
          ["Email", row.email],
          ["Due by", formatTravelDate(row.dueBy)],
        ],
      },
      { kind: "button", label: "Open the queue", href: "/admin/people/requests" },
    ],
  });
}

/** To the requester: what was done (with their data attached for an access request), or why not. */
export function privacyRequestOutcomeEmail(
  row: PrivacyRequestRow,
  agency: AgencyContact,
  attachment: EmailAttachment | null,
): OutgoingEmail {
  const done = row.status === "completed";
  const email = composeCustomerEmail(agency, row, {
    subject: `Your request ${row.reference}: ${done ? "done" : "answered"}`,
    event: "privacy-request-outcome",
    preheader: done ? "We have done what you asked." : "Our answer to your request.",
    heading: done ? "Your request is done" : "Our answer to your request",
    blocks: [
      {
        kind: "paragraph",
        text: `About your request ${row.reference} (${kindOf(row)}):`,
      },
      { kind: "paragraph", text: row.outcome },
      ...(attachment
        ? [{ kind: "paragraph" as const, text: "The data we hold about you is attached, as a JSON file." }]
        : []),
      {
        kind: "paragraph",
        text: "Not satisfied? Write to our grievance officer (see /grievance on our website); you may then complain to the Data Protection Board of India.",
      },
    ],
  });
  return attachment ? { ...email, attachments: [attachment] } : email;
}

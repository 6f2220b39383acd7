import type { Db } from "../../../db/client";
import { enquiries, isSignupEnquiry, type EnquiryRow } from "../../../db/schema";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { enqueueEmail } from "~/features/notifications/outbox/outbox-service.server";
import { contactFor } from "~/features/contacts/contact-match-service.server";
import { currentFirstTouch, type FirstTouch } from "~/lib/first-touch.server";
import { enquiryAcknowledgement, enquiryAgencyNotice } from "./enquiry-emails.server";
import { recordConsent } from "~/features/privacy/consents/consent-service.server";
import { newsletterWelcomeEmail, unsubscribePath } from "~/features/privacy/consents/marketing-emails.server";
import type { ConsentGiven } from "~/features/privacy/consents/consent-schema";
import type { Enquiry, EnquirySubmission } from "./enquiry-schema";

type NewEnquiry = typeof enquiries.$inferInsert;

export function toEnquiryJson(row: EnquiryRow): Enquiry {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    destination: row.destination,
    source: row.source,
    timestamp: row.clientTimestamp ? row.clientTimestamp.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function rowOf(submission: EnquirySubmission): NewEnquiry {
  switch (submission.kind) {
    case "popup":
      return { source: "popup", ...submission.data };
    case "signup":
      return { source: submission.data.source, email: submission.data.email };
    case "contact":
      return { source: "website", ...submission.data };
    case "chatbot": {
      const { timestamp, ...rest } = submission.data;
      return { source: "chatbot", ...rest, clientTimestamp: timestamp ? new Date(timestamp) : null };
    }
  }
}

/** The lead's contact (made now if new) and its first touch, in the lead's transaction. */
async function withContact(tx: Db, values: NewEnquiry, touch: FirstTouch): Promise<NewEnquiry> {
  const contactId = await contactFor(tx, {
    name: values.name ?? "",
    email: values.email ?? "",
    phone: values.phone ?? "",
    touch,
  });
  const { utmSource, utmMedium, utmCampaign, referrer } = touch;
  return { ...values, contactId, utmSource, utmMedium, utmCampaign, referrer };
}

/** What each form's send agrees to (issue 40): signups are marketing, every other lead an enquiry. */
function consentOf(submission: EnquirySubmission, row: NewEnquiry): ConsentGiven {
  const person = { email: row.email, phone: row.phone };
  switch (submission.kind) {
    case "signup":
      return {
        ...person,
        purpose: "marketing",
        channel: submission.data.source === "newsletter" ? "newsletter" : "offers_newsletter",
      };
    case "popup":
      return { ...person, purpose: "enquiry", channel: "popup" };
    case "contact":
      return { ...person, purpose: "enquiry", channel: "contact_form" };
    case "chatbot":
      return { ...person, purpose: "enquiry", channel: "chat" };
  }
}

/**
 * Stores a lead, matched to its contact (issue 28) with the visitor's first touch. Signups are stored once per email (a repeat is still a success, `created` false)
 * and reach the agency in the daily digest (newsletter-digest.server.ts); every other lead emails
 * the agency in the same transaction, so an acknowledged enquiry always reaches a person. The
 * form's consent is recorded with it; a new signup gets the welcome email with its unsubscribe link.
 */
export async function submitEnquiry(
  db: Db,
  submission: EnquirySubmission,
  agency: AgencyContact,
  touch: FirstTouch = currentFirstTouch(),
): Promise<{ created: boolean; enquiry: Enquiry | null }> {
  if (submission.kind === "signup") {
    const unsubscribe = await unsubscribePath(db, submission.data.email);
    return db.transaction(async (tx) => {
      const values = rowOf(submission);
      const [row] = await tx
        .insert(enquiries)
        .values(await withContact(tx, values, touch))
        .onConflictDoNothing({ target: enquiries.email, where: isSignupEnquiry })
        .returning();
      await recordConsent(tx, consentOf(submission, values));
      if (row) await enqueueEmail(tx, newsletterWelcomeEmail(agency, row.email, unsubscribe));
      return { created: row !== undefined, enquiry: row ? toEnquiryJson(row) : null };
    });
  }
  return db.transaction(async (tx) => {
    const values = rowOf(submission);
    const [row] = await tx
      .insert(enquiries)
      .values(await withContact(tx, values, touch))
      .returning();
    if (!row) throw new Error("enquiry insert returned nothing");
    await recordConsent(tx, consentOf(submission, values));
    await enqueueEmail(tx, enquiryAgencyNotice(row, agency));
    // a public form: the visitor's acknowledgement counts against the hourly cap
    if (row.email) await enqueueEmail(tx, enquiryAcknowledgement(row, agency), { visitor: true });
    return { created: true, enquiry: toEnquiryJson(row) };
  });
}

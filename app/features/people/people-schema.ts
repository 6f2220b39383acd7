import { z } from "zod";
import { singleLine } from "~/lib/text-fields";

const contactMessage = "Enter an email address or a phone number (at least 10 digits)";

/** Whom to find: an email address (any case) or a phone number (compared by its last 10 digits). */
export type PersonContact = { kind: "email"; email: string } | { kind: "phone"; lastDigits: string };

export const personContactSchema = z.object({
  contact: singleLine(254, contactMessage)
    .pipe(z.string().min(1, contactMessage))
    .transform((value, ctx): PersonContact => {
      if (value.includes("@")) {
        const email = z.email().safeParse(value.toLowerCase());
        if (email.success) return { kind: "email", email: email.data };
      } else {
        const digits = value.replace(/[\s().+-]/g, "");
        if (/^\d{10,15}$/.test(digits)) return { kind: "phone", lastDigits: digits.slice(-10) };
      }
      ctx.addIssue({ code: "custom", message: contactMessage });
      return z.NEVER;
    }),
});

/** What an erasure changed, for the answer and the audit log. */
export const erasureSummarySchema = z.object({
  enquiries_deleted: z.number().int(),
  waitlist_entries_deleted: z.number().int(),
  bookings_anonymised: z.number().int(),
  orders_anonymised: z.number().int(),
  emails_emptied: z.number().int(),
});
export type ErasureSummary = z.output<typeof erasureSummarySchema>;

/** What stands in for a name once erased: the booking or order stays for the accounts. */
export const ERASED = "(erased)";

/**
 * How long personal data is kept (DPDP Act 2023, section 8(7)): the defaults of
 * ENQUIRY_RETENTION_MONTHS and OUTBOX_BODY_RETENTION_DAYS, which the privacy page states.
 */
/** Enquiries that never became a booking are deleted this long after they came in. */
export const ENQUIRY_RETENTION_MONTHS = 24;
/** The text of a sent email is deleted this long after it was written (subject and status stay). */
export const OUTBOX_BODY_RETENTION_DAYS = 90;
/** Travellers' ID numbers are deleted this long after the trip's return date (issue 27, ADR 039). */
export const TRAVELLER_ID_RETENTION_DAYS = 30;

import { z } from "zod";
import { singleLine } from "~/lib/text-fields";

export const contactMessage = "Enter an email address or a phone number (at least 10 digits)";

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
export type PersonContactInput = z.input<typeof personContactSchema>;

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

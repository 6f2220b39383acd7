import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { enquirySources, signupSources } from "../../domain/enquiry-values";
import { isOneOf } from "./checks";
import { contacts } from "./contacts";

/**
 * The rows of the two signup boxes, where one email is stored once: the predicate of the partial
 * unique index below, and of the ON CONFLICT that relies on it (same text, so PostgreSQL infers it).
 */
export const isSignupEnquiry = isOneOf(sql.raw("source"), signupSources);

export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    source: text("source", { enum: enquirySources }).notNull(),
    name: text("name").notNull().default(""),
    /** lower-cased for newsletter signups, so one address is stored once */
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    subject: text("subject").notNull().default(""),
    message: text("message").notNull().default(""),
    destination: text("destination").notNull().default(""),
    /** the chat assistant's own timestamp of the lead, when it sent one */
    clientTimestamp: timestamp("client_timestamp", { withTimezone: true }),
    /** the person this belongs to (issue 28: one contact per person) */
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    /** the first landing's campaign (first-party cookie), for the report by source */
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    referrer: text("referrer").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("enquiry_source_known", isOneOf(t.source, enquirySources)),
    // newest first, then id: the list's keyset order (issue 23)
    index("enquiries_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("enquiries_source_idx").on(t.source, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex("enquiries_newsletter_email_idx").on(t.email).where(isSignupEnquiry),
    index("enquiries_contact_idx").on(t.contactId),
  ],
);

export type EnquiryRow = typeof enquiries.$inferSelect;

import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Every way a lead reaches the agency. SPEC's five plus `popup` (the "Plan Your Dream Vacation" form). */
export const enquirySources = [
  "website",
  "popup",
  "chatbot",
  "newsletter",
  "offers_page Subscription",
  "other",
] as const;
export type EnquirySource = (typeof enquirySources)[number];

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "enquiry_source_known",
      sql`${t.source} IN ('website', 'popup', 'chatbot', 'newsletter', 'offers_page Subscription', 'other')`,
    ),
    index("enquiries_created_idx").on(t.createdAt.desc()),
    index("enquiries_source_idx").on(t.source, t.createdAt.desc()),
    uniqueIndex("enquiries_newsletter_email_idx")
      .on(t.email)
      .where(sql`source IN ('newsletter', 'offers_page Subscription')`),
  ],
);

export type EnquiryRow = typeof enquiries.$inferSelect;

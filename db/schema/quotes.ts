import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { quoteStatuses } from "../../domain/quote-values";
import { adminUsers } from "./admin";
import { bookings } from "./bookings";
import { isOneOf } from "./checks";
import { contacts } from "./contacts";
import { tourPackages } from "./tours";

export type QuoteDay = { day: number; title: string; description: string };
export type QuotePriceLine = { label: string; amount: number };

/**
 * A custom quote for one contact (issue 28, ADR 042). Every version is its own row; versions of
 * one quote share its `number` (Q-2026-0001), and a revision names the version it `supersedes`;
 * that one's `superseded_by` is set when the revision is sent.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    number: text("number").notNull(),
    version: integer("version").notNull().default(1),
    supersedes: uuid("supersedes"),
    supersededBy: uuid("superseded_by"),
    status: text("status", { enum: quoteStatuses }).notNull().default("draft"),
    title: text("title").notNull(),
    /** the package it started from, if any; the quote keeps its own copy of everything */
    packageId: uuid("package_id").references(() => tourPackages.id, { onDelete: "set null" }),
    travelDate: date("travel_date", { mode: "string" }).notNull(),
    numberOfTravelers: integer("number_of_travelers").notNull(),
    itinerary: jsonb("itinerary").$type<QuoteDay[]>().notNull().default([]),
    inclusions: text("inclusions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    exclusions: text("exclusions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** whole rupees; a discount is a negative line */
    priceLines: jsonb("price_lines").$type<QuotePriceLine[]>().notNull().default([]),
    /** the sum of the price lines, computed by the server when the lines are saved */
    total: integer("total").notNull(),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    createdBy: uuid("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    /** the traveller's last "ask for changes" message */
    changesMessage: text("changes_message").notNull().default(""),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** a manager or owner let an agent's quote below the discount limit go out (ADR 050) */
    approvedBy: uuid("approved_by").references(() => adminUsers.id, { onDelete: "set null" }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("quote_status_known", isOneOf(t.status, quoteStatuses)),
    check("quote_travelers_positive", sql`${t.numberOfTravelers} >= 1`),
    check("quote_total_non_negative", sql`${t.total} >= 0`),
    check("quote_version_positive", sql`${t.version} >= 1`),
    uniqueIndex("quotes_number_version_idx").on(t.number, t.version),
    index("quotes_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("quotes_contact_idx").on(t.contactId, t.createdAt.desc().nullsFirst()),
  ],
);

export type QuoteRow = typeof quotes.$inferSelect;

/** The last quote number drawn in each calendar year: Q-<year>-<last>, drawn under the row's lock. */
export const quoteCounters = pgTable("quote_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { bookingStatuses, sharingOptions } from "../../domain/booking-values";
import { isOneOf } from "./checks";
import { tourDepartures } from "./departures";
import { tourPackages } from "./tours";
import { contacts } from "./contacts";

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** short human reference, e.g. SF-7K3M9Q */
    reference: text("reference").notNull().unique(),
    /** kept when the package is later deleted: the booking must not be lost */
    packageId: uuid("package_id").references(() => tourPackages.id, { onDelete: "set null" }),
    packageTitle: text("package_title").notNull(),
    /** the fixed departure whose seats the booking holds; null for a free travel date */
    departureId: uuid("departure_id").references(() => tourDepartures.id, { onDelete: "set null" }),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone").notNull(),
    specialRequests: text("special_requests").notNull().default(""),
    travelDate: date("travel_date", { mode: "string" }).notNull(),
    numberOfTravelers: integer("number_of_travelers").notNull(),
    sharing: text("sharing", { enum: sharingOptions }).notNull().default("triple"),
    /** whole rupees */
    pricePerPerson: integer("price_per_person").notNull(),
    totalAmount: integer("total_amount").notNull(),
    /**
     * whole rupees paid less refunded: the sum of its payments, kept by recordPayment in the same
     * transaction, so the overdue list reads an index instead of summing every booking's payments
     */
    amountPaid: integer("amount_paid").notNull().default(0),
    /** of number_of_travelers, those who asked for a room of their own (the single supplement, issue 43) */
    singleRooms: integer("single_rooms").notNull().default(0),
    /** of number_of_travelers, those priced as children (issue 25) */
    numberOfChildren: integer("number_of_children").notNull().default(0),
    /** of number_of_travelers, the adults aged 60 or more (issue 38: a senior rule's discount) */
    numberOfSeniors: integer("number_of_seniors").notNull().default(0),
    /** the lines the booking was priced with, kept as they were (ADR 031); empty for older bookings */
    priceLines: jsonb("price_lines").$type<{ label: string; amount: number }[]>().notNull().default([]),
    /** the promo code that gave a discount, upper-case */
    promoCode: text("promo_code"),
    status: text("status", { enum: bookingStatuses }).notNull().default("pending"),
    /** the traveller's GST state code (the place of supply, issue 26); null: the agency's own */
    customerState: text("customer_state"),
    /** the traveller's PAN, which the TCS of an international package needs */
    customerPan: text("customer_pan"),
    /** the buyer's address, which a tax invoice of ₹50,000 or more to an unregistered buyer needs */
    customerAddress: text("customer_address"),
    /** a business buyer's GSTIN and name (B2B): the documents carry them, its state is the place of supply */
    customerGstin: text("customer_gstin"),
    customerBusinessName: text("customer_business_name"),
    /** an international package (TCS applies), as the package was when booked */
    international: boolean("international").notNull().default(false),
    /** the tax invoice's number once it is issued (billing_documents), for the lists and the API */
    invoiceNumber: text("invoice_number"),
    idempotencyKey: text("idempotency_key").unique(),
    /** hash of the payload, to fold a repeated submit within a minute into one booking */
    requestHash: text("request_hash").notNull(),
    /** the person this belongs to (issue 28: one contact per person) */
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    /** the first landing's campaign (first-party cookie), for the report by source */
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    referrer: text("referrer").notNull().default(""),
    bookingDate: timestamp("booking_date", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** when it was cancelled (null while it stands): the day its charge and refund are reckoned from */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** the accepted quote it was made from (issue 38): its title and lines stand, not the package's */
    quoteId: uuid("quote_id"),
    /** the SEQUENCE of its trip's calendar event: one more each time the status changes (RFC 5546) */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
  },
  (t) => [
    check("booking_travelers_positive", sql`${t.numberOfTravelers} >= 1`),
    check("booking_money_non_negative", sql`${t.pricePerPerson} >= 0 AND ${t.totalAmount} >= 0`),
    check(
      "booking_children_range",
      sql`${t.numberOfChildren} >= 0 AND ${t.numberOfChildren} <= ${t.numberOfTravelers}`,
    ),
    check(
      "booking_single_rooms_range",
      sql`${t.singleRooms} >= 0 AND ${t.singleRooms} <= ${t.numberOfTravelers}`,
    ),
    check(
      "booking_seniors_range",
      sql`${t.numberOfSeniors} >= 0 AND ${t.numberOfSeniors} + ${t.numberOfChildren} <= ${t.numberOfTravelers}`,
    ),
    check("booking_status_known", isOneOf(t.status, bookingStatuses)),
    check("booking_sharing_known", isOneOf(t.sharing, sharingOptions)),
    // newest first, then id: the lists' keyset order (issue 23), so a page is an index range
    index("bookings_date_idx").on(t.bookingDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("bookings_status_idx").on(t.status, t.bookingDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("bookings_package_idx").on(t.packageId),
    index("bookings_departure_idx").on(t.departureId, t.status),
    index("bookings_request_hash_idx").on(t.requestHash, t.bookingDate),
    index("bookings_contact_idx").on(t.contactId),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;

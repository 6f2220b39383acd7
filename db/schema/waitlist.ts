import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { activeWaitlistStatuses, waitlistStatuses } from "../../domain/departure-values";
import { bookings } from "./bookings";
import { isOneOf } from "./checks";
import { tourDepartures } from "./departures";
import { contacts } from "./contacts";

/** Visitors waiting for seats on a sold-out departure, served in the order they joined. */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    departureId: uuid("departure_id")
      .notNull()
      .references(() => tourDepartures.id, { onDelete: "cascade" }),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone").notNull(),
    numberOfTravelers: integer("number_of_travelers").notNull(),
    status: text("status", { enum: waitlistStatuses }).notNull().default("waiting"),
    /** when freed seats were offered by email (once per entry), and how many seats were free then */
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    offeredSeats: integer("offered_seats"),
    /** the booking the entry became */
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    /** the person this belongs to (issue 28: one contact per person) */
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("waitlist_travelers_positive", sql`${t.numberOfTravelers} >= 1`),
    check("waitlist_status_known", isOneOf(t.status, waitlistStatuses)),
    index("waitlist_departure_idx").on(t.departureId, t.createdAt),
    uniqueIndex("waitlist_active_email_idx")
      .on(t.departureId, t.customerEmail)
      .where(isOneOf(sql`status`, activeWaitlistStatuses)),
    index("waitlist_contact_idx").on(t.contactId),
  ],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

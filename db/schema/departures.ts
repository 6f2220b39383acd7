import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { MAX_DEPARTURE_SEATS } from "../../domain/departure-values";
import { tourPackages } from "./tours";

/**
 * A fixed departure of a package: a date with a number of seats. Pending and confirmed bookings
 * on it hold their travellers' seats (bookings.departure_id); a trigger refuses any write that
 * would hold more seats than it has (migration 0006_departure_seats_guard).
 */
export const tourDepartures = pgTable(
  "tour_departures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    packageId: uuid("package_id")
      .notNull()
      .references(() => tourPackages.id, { onDelete: "cascade" }),
    departureDate: date("departure_date", { mode: "string" }).notNull(),
    seats: integer("seats").notNull(),
    note: text("note").notNull().default(""),
    /** whole rupees per person, triple sharing, for this date (peak dates); null: the package's */
    price: integer("price"),
    /** the admin stopped sales; "sold out" and "past" are computed, never stored */
    closed: boolean("closed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("departure_seats_range", sql`${t.seats} BETWEEN 1 AND ${sql.raw(String(MAX_DEPARTURE_SEATS))}`),
    check("departure_price_non_negative", sql`${t.price} IS NULL OR ${t.price} >= 0`),
    uniqueIndex("tour_departures_package_date_idx").on(t.packageId, t.departureDate),
  ],
);

export type TourDepartureRow = typeof tourDepartures.$inferSelect;

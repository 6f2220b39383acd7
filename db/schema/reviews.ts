import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { reviewStatuses } from "../../domain/trip-message-values";
import { bookings } from "./bookings";
import { isOneOf } from "./checks";
import { tourPackages } from "./tours";

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    packageId: uuid("package_id")
      .notNull()
      .references(() => tourPackages.id, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    avatar: text("avatar").notNull().default(""),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull(),
    date: date("date", { mode: "string" })
      .notNull()
      .default(sql`CURRENT_DATE`),
    /** an admin's review is published at once; a traveller's waits for approval (ADR 040) */
    status: text("status", { enum: reviewStatuses }).notNull().default("published"),
    /** the booking of a verified traveller's review (one review per booking); null for an admin's */
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    /** "YYYY-MM": the month the verified traveller travelled, for the badge */
    travelMonth: text("travel_month"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("review_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
    check("review_status_known", isOneOf(t.status, reviewStatuses)),
    check(
      "review_travel_month_shape",
      sql`${t.travelMonth} IS NULL OR ${t.travelMonth} ~ '^\\d{4}-(0[1-9]|1[0-2])$'`,
    ),
    index("reviews_package_idx").on(t.packageId, t.createdAt.desc()),
    index("reviews_created_idx").on(t.createdAt.desc()),
    uniqueIndex("reviews_booking_idx").on(t.bookingId),
    index("reviews_status_idx").on(t.status, t.createdAt),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;

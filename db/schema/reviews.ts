import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("review_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
    index("reviews_package_idx").on(t.packageId, t.createdAt.desc()),
    index("reviews_created_idx").on(t.createdAt.desc()),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;

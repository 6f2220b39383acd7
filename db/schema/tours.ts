import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tourCategories } from "../../domain/tour-values";
import { permitKinds, TRAVELLER_DETAILS_DUE_DAYS } from "../../domain/traveller-values";
import { isOneOf } from "./checks";

const permitArray = `ARRAY[${permitKinds.map((kind) => `'${kind}'`).join(", ")}]::text[]`;

export const tourPackages = pgTable(
  "tour_packages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    destination: text("destination").notNull(),
    /** as visitors read it ("7 Days 6 Nights", "A long weekend"); nothing counts from it */
    duration: text("duration").notNull().default(""),
    /** the package's length: the return date is the travel date plus these days, less one (ADR 058) */
    durationDays: integer("duration_days").notNull(),
    pickDrop: text("pick_drop").notNull().default(""),
    /** whole rupees, per person, triple sharing */
    price: integer("price").notNull(),
    originalPrice: integer("original_price"),
    doubleSharingPrice: integer("double_sharing_price"),
    doubleSharingOriginalPrice: integer("double_sharing_original_price"),
    /** whole rupees per child in the age band; null: children pay as adults (ADR 031) */
    childPrice: integer("child_price"),
    childAgeMin: integer("child_age_min"),
    childAgeMax: integer("child_age_max"),
    /** whole rupees per single room asked for; null: no single rooms */
    singleSupplement: integer("single_supplement"),
    imageUrl: text("image_url").notNull().default(""),
    galleryImages: text("gallery_images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    itineraryPdf: text("itinerary_pdf"),
    inclusions: text("inclusions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    exclusions: text("exclusions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    thingsToPack: text("think_to_pack")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    itinerary: text("itenory")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** where and when the group meets on the first day (the pre-departure briefing, issue 27) */
    meetingPoint: text("meeting_point").notNull().default(""),
    /** "HH:MM", 24-hour, India time; "" when not set */
    meetingTime: text("meeting_time").notNull().default(""),
    /** what the weather is like on the route, for the briefing */
    weatherNotes: text("weather_notes").notNull().default(""),
    category: text("category", { enum: tourCategories }).notNull().default("domestic"),
    subcategory: text("subcategory").notNull().default(""),
    featured: boolean("featured").notNull().default(false),
    available: boolean("available").notNull().default(true),
    /** permits the route needs (issue 27): for Indian citizens, and for foreign nationals */
    permitsIndian: text("permits_indian", { enum: permitKinds })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    permitsForeign: text("permits_foreign", { enum: permitKinds })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** about how many days the permits take to obtain */
    permitDays: integer("permit_days").notNull().default(0),
    /** e.g. "Foreign nationals need a group of 2 or more" */
    permitGroupRule: text("permit_group_rule").notNull().default(""),
    /** the medical notes ask about altitude conditions */
    highAltitude: boolean("high_altitude").notNull().default(false),
    /** the travellers' details are due this many days before travel */
    travellerDetailsDueDays: integer("traveller_details_due_days")
      .notNull()
      .default(TRAVELLER_DETAILS_DUE_DAYS),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("tour_price_non_negative", sql`${t.price} >= 0`),
    check("tour_original_price_non_negative", sql`${t.originalPrice} IS NULL OR ${t.originalPrice} >= 0`),
    check(
      "tour_double_price_non_negative",
      sql`${t.doubleSharingPrice} IS NULL OR ${t.doubleSharingPrice} >= 0`,
    ),
    check(
      "tour_double_original_non_negative",
      sql`${t.doubleSharingOriginalPrice} IS NULL OR ${t.doubleSharingOriginalPrice} >= 0`,
    ),
    check(
      "tour_child_price_band",
      sql`${t.childPrice} IS NULL OR (${t.childPrice} >= 0 AND ${t.childAgeMin} >= 0 AND ${t.childAgeMax} >= ${t.childAgeMin})`,
    ),
    check(
      "tour_single_supplement_non_negative",
      sql`${t.singleSupplement} IS NULL OR ${t.singleSupplement} >= 0`,
    ),
    check("tour_category_known", isOneOf(t.category, tourCategories)),
    check(
      "tour_permits_known",
      sql`${t.permitsIndian} <@ ${sql.raw(permitArray)} AND ${t.permitsForeign} <@ ${sql.raw(permitArray)}`,
    ),
    check("tour_duration_days_positive", sql`${t.durationDays} >= 1`),
    check("tour_permit_days_range", sql`${t.permitDays} BETWEEN 0 AND 120`),
    check("tour_traveller_details_due_range", sql`${t.travellerDetailsDueDays} BETWEEN 0 AND 120`),
    index("tour_packages_created_idx").on(t.createdAt.desc()),
    index("tour_packages_featured_idx").on(t.featured, t.createdAt.desc()),
    index("tour_packages_subcategory_idx").on(t.subcategory, t.createdAt.desc()),
  ],
);

export type TourPackageRow = typeof tourPackages.$inferSelect;
export type NewTourPackageRow = typeof tourPackages.$inferInsert;

/**
 * A counter per cached catalogue, bumped by a trigger on every statement that writes its table
 * (see migration 0001), so each app process can tell with one tiny query whether its in-memory
 * copy is still current, whoever wrote: the admin API, the seed, another process or plain SQL.
 */
export const catalogueVersions = pgTable("catalogue_versions", {
  name: text("name").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

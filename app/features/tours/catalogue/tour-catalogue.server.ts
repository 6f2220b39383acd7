import { desc, eq } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { catalogueVersions, tourPackages, type TourPackageRow } from "../../../../db/schema/index";
import { createVersionedCache } from "~/lib/versioned-cache.server";
import { isDatabaseUnavailable } from "../../../../db/unavailable";
import type { Tour } from "../tour-schema";

/** A stored row in the JSON shape of docs/product.md §3 (`_id` and `id`, its spellings). */
export function toTourJson(row: TourPackageRow): Tour {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    description: row.description,
    destination: row.destination,
    duration: row.duration,
    duration_days: row.durationDays,
    pick_drop: row.pickDrop,
    price: row.price,
    original_price: row.originalPrice,
    double_sharing_price: row.doubleSharingPrice,
    double_sharing_original_price: row.doubleSharingOriginalPrice,
    child_price: row.childPrice,
    child_age_min: row.childAgeMin,
    child_age_max: row.childAgeMax,
    single_supplement: row.singleSupplement,
    image_url: row.imageUrl,
    gallery_images: row.galleryImages,
    itinerary_pdf: row.itineraryPdf,
    inclusions: row.inclusions,
    exclusions: row.exclusions,
    think_to_pack: row.thingsToPack,
    itenory: row.itinerary,
    meeting_point: row.meetingPoint,
    meeting_time: row.meetingTime,
    weather_notes: row.weatherNotes,
    category: row.category,
    subcategory: row.subcategory,
    featured: row.featured,
    available: row.available,
    permits_indian: row.permitsIndian,
    permits_foreign: row.permitsForeign,
    permit_days: row.permitDays,
    permit_group_rule: row.permitGroupRule,
    high_altitude: row.highAltitude,
    traveller_details_due_days: row.travellerDetailsDueDays,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every tour package, newest first, as visitors and the API see them. Frozen: callers share it. */
type TourCatalogue = { version: number; tours: readonly Tour[]; byId: ReadonlyMap<string, Tour> };

// one cache per database handle (tests open many); a lost cache only costs a reload
const caches = new WeakMap<Db, { get(): Promise<TourCatalogue> }>();

/**
 * The tour catalogue from memory while it is current. Every call asks the database for the
 * catalogue's version (one row by primary key); only when a write has moved it on is the whole
 * table read again, once however many requests arrive together. While the version cannot be read
 * (the database is unreachable) the catalogue in memory is served. Bookings still price from the
 * table itself.
 */
export function loadTourCatalogue(db: Db): Promise<TourCatalogue> {
  let cache = caches.get(db);
  if (!cache) {
    cache = createVersionedCache(
      () => readVersion(db),
      (version) => readCatalogue(db, version),
      isDatabaseUnavailable,
    );
    caches.set(db, cache);
  }
  return cache.get();
}

async function readVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersions.version })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.name, "tours"));
  return row?.version ?? 0;
}

/** Read after the version, so the rows are at least that new; newer rows only mean one more reload. */
async function readCatalogue(db: Db, version: number): Promise<TourCatalogue> {
  const rows = await db
    .select()
    .from(tourPackages)
    .orderBy(desc(tourPackages.createdAt), desc(tourPackages.id));
  const tours = rows.map((row) => freezeTour(toTourJson(row)));
  return Object.freeze({
    version,
    tours: Object.freeze(tours),
    byId: new Map(tours.map((tour) => [tour.id, tour])),
  });
}

/** A tour's fields are scalars and arrays of strings: freezing those two levels freezes it all. */
function freezeTour(tour: Tour): Tour {
  for (const field of Object.values(tour)) if (Array.isArray(field)) Object.freeze(field);
  return Object.freeze(tour);
}

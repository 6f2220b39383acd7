import { and, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { tourPackages, type TourPackageRow } from "../../../db/schema";
import { isUuid } from "~/lib/ids";
import type { Tour, TourListQuery } from "./tour-schema";

export const FEATURED_LIMIT = 6;

export function toTourJson(row: TourPackageRow): Tour {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    description: row.description,
    destination: row.destination,
    duration: row.duration,
    pick_drop: row.pickDrop,
    price: row.price,
    original_price: row.originalPrice,
    double_sharing_price: row.doubleSharingPrice,
    double_sharing_original_price: row.doubleSharingOriginalPrice,
    image_url: row.imageUrl,
    gallery_images: row.galleryImages,
    itinerary_pdf: row.itineraryPdf,
    inclusions: row.inclusions,
    exclusions: row.exclusions,
    think_to_pack: row.thingsToPack,
    itenory: row.itinerary,
    category: row.category,
    subcategory: row.subcategory,
    featured: row.featured,
    available: row.available,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Newest first. Filters combine with AND. */
export async function listTours(db: Db, query: TourListQuery = {}): Promise<Tour[]> {
  const filters: SQL[] = [];
  if (query.subcategory) filters.push(eq(tourPackages.subcategory, query.subcategory.toLowerCase()));
  if (query.category) filters.push(eq(tourPackages.category, query.category));
  if (query.featured !== undefined) filters.push(eq(tourPackages.featured, query.featured));
  if (query.destination) filters.push(ilike(tourPackages.destination, `%${escapeLike(query.destination)}%`));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(tourPackages.title, pattern), ilike(tourPackages.destination, pattern))!);
  }
  const rows = await db
    .select()
    .from(tourPackages)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(tourPackages.createdAt), desc(tourPackages.id));
  return rows.map(toTourJson);
}

/** The home page's and offers page's featured packages: at most six, newest first. */
export async function listFeaturedTours(db: Db, limit = FEATURED_LIMIT): Promise<Tour[]> {
  const rows = await db
    .select()
    .from(tourPackages)
    .where(eq(tourPackages.featured, true))
    .orderBy(desc(tourPackages.createdAt), desc(tourPackages.id))
    .limit(limit);
  return rows.map(toTourJson);
}

export async function getTour(db: Db, id: string): Promise<Tour | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(tourPackages).where(eq(tourPackages.id, id)).limit(1);
  return row ? toTourJson(row) : null;
}

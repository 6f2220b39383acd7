import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { count } from "drizzle-orm";
import { IMAGE_WIDTHS } from "../domain/image-values";
import type { Db } from "./client";
import { gearProducts, pricingRules, reviews, tourPackages } from "./schema";
import { seedGear } from "./seed-data/gear";
import { seedPricingRules } from "./seed-data/pricing";
import { seedTours } from "./seed-data/tours";
import { seedBriefings } from "./seed-data/trip-briefings";
import { seedPermits } from "./seed-data/permits";

const imagesDir = fileURLToPath(new URL("./seed-data/images/", import.meta.url));

/** The part of the app's file storage (app/lib/storage.server.ts) the seed uses; db/ imports no app/. */
interface FileStorage {
  put(key: string, data: Uint8Array, contentType: string): Promise<string>;
  urlOf(key: string): string;
}

const GEAR_WIDTHS = [400, 800] as const;

/** Copies one artwork into storage at every width and returns the URL the pages use. */
async function storeArtwork(storage: FileStorage, key: string, widths: readonly number[], shown: number) {
  for (const width of widths) {
    const data = await readFile(`${imagesDir}${key}-${width}.webp`);
    await storage.put(`images/${key}-${width}.webp`, data, "image/webp");
  }
  return storage.urlOf(`images/${key}-${shown}.webp`);
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [tours] = await db.select({ n: count() }).from(tourPackages);
  const [gear] = await db.select({ n: count() }).from(gearProducts);
  return Number(tours?.n ?? 0) === 0 && Number(gear?.n ?? 0) === 0;
}

/**
 * Loads the demo packages with their reviews and offers, and the gear. Idempotent: only fills
 * tables that are empty (the offers come with the packages, so deleting them all keeps them gone).
 */
export async function seedDemoContent(
  db: Db,
  storage: FileStorage,
): Promise<{ tours: number; gear: number }> {
  const artwork = new Map<string, string>();
  const urlFor = async (key: string, widths: readonly number[], shown: number) => {
    let url = artwork.get(key);
    if (!url) {
      url = await storeArtwork(storage, key, widths, shown);
      artwork.set(key, url);
    }
    return url;
  };

  let toursAdded = 0;
  const [existingTours] = await db.select({ n: count() }).from(tourPackages);
  if (Number(existingTours?.n ?? 0) === 0) {
    // files first, rows in one transaction: a failed seed leaves no half-filled catalogue
    const images: { imageUrl: string; gallery: string[] }[] = [];
    for (const tour of seedTours) {
      const imageUrl = await urlFor(tour.image, IMAGE_WIDTHS, 960);
      const gallery: string[] = [];
      for (const key of tour.gallery) gallery.push(await urlFor(key, IMAGE_WIDTHS, 960));
      images.push({ imageUrl, gallery });
    }
    const now = Date.now();
    await db.transaction(async (tx) => {
      for (const [i, tour] of seedTours.entries()) {
        const { imageUrl, gallery } = images[i]!;
        // the first tour of the list is the newest, so lists show the demo in its written order
        const createdAt = new Date(now - i * 60_000);
        const [row] = await tx
          .insert(tourPackages)
          .values({
            title: tour.title,
            description: tour.description,
            destination: tour.destination,
            duration: tour.duration,
            durationDays: tour.duration_days,
            pickDrop: tour.pick_drop,
            price: tour.price,
            originalPrice: tour.original_price,
            doubleSharingPrice: tour.double_sharing_price,
            doubleSharingOriginalPrice: tour.double_sharing_original_price,
            imageUrl,
            galleryImages: gallery,
            inclusions: tour.inclusions,
            exclusions: tour.exclusions,
            thingsToPack: tour.think_to_pack,
            itinerary: tour.itenory,
            meetingPoint: seedBriefings[tour.slug]?.meeting_point ?? "",
            meetingTime: seedBriefings[tour.slug]?.meeting_time ?? "",
            weatherNotes: seedBriefings[tour.slug]?.weather_notes ?? "",
            category: tour.category,
            subcategory: tour.subcategory,
            featured: tour.featured,
            available: true,
            ...(seedPermits[tour.subcategory === "leh" ? "ladakh" : tour.subcategory] ?? {}),
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: tourPackages.id });
        if (row && tour.reviews.length > 0) {
          await tx.insert(reviews).values(
            tour.reviews.map((review) => ({
              packageId: row.id,
              userName: review.user_name,
              rating: review.rating,
              comment: review.comment,
              date: review.date,
              createdAt: new Date(`${review.date}T10:00:00Z`),
            })),
          );
        }
      }
      const [existingRules] = await tx.select({ n: count() }).from(pricingRules);
      if (Number(existingRules?.n ?? 0) === 0) await tx.insert(pricingRules).values(seedPricingRules);
    });
    toursAdded = seedTours.length;
  }

  let gearAdded = 0;
  const [existingGear] = await db.select({ n: count() }).from(gearProducts);
  if (Number(existingGear?.n ?? 0) === 0) {
    const gearImages: string[] = [];
    for (const product of seedGear) gearImages.push(await urlFor(product.image, GEAR_WIDTHS, 800));
    await db.insert(gearProducts).values(
      seedGear.map((product, i) => ({
        slug: product.slug,
        name: product.name,
        pricePaise: product.price_paise,
        category: product.category,
        image: gearImages[i]!,
        description: product.description,
        features: product.features,
        sizes: product.sizes,
        colors: product.colors,
        ratingTenths: Math.round(product.rating * 10),
        reviewCount: product.reviews,
      })),
    );
    gearAdded = seedGear.length;
  }
  return { tours: toursAdded, gear: gearAdded };
}

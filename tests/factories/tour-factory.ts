import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { tourPackages, type NewTourPackageRow } from "../../db/schema";

let sequence = 0;

/** Inserts a tour package with unique, realistic values; any field can be overridden. */
export async function createTourRow(db: Db, overrides: Partial<NewTourPackageRow> = {}) {
  sequence += 1;
  const unique = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(tourPackages)
    .values({
      title: `Test Expedition ${sequence} ${unique}`,
      description: "Five days among high passes and blue lakes.",
      destination: "Leh Ladakh",
      duration: "5 Days 4 Nights",
      durationDays: 5,
      pickDrop: "Leh Airport – Leh Airport",
      price: 18_999,
      originalPrice: 22_999,
      doubleSharingPrice: 21_499,
      imageUrl: "/uploads/images/ladakh-1-960.webp",
      galleryImages: ["/uploads/images/ladakh-2-960.webp"],
      inclusions: ["Hotel stay", "Breakfast and dinner", "Inner line permits"],
      exclusions: ["Flights"],
      thingsToPack: ["Warm jacket"],
      itinerary: ["Arrival in Leh", "Nubra Valley", "Pangong Tso", "Leh sightseeing", "Departure"],
      category: "domestic",
      subcategory: "ladakh",
      featured: false,
      available: true,
      // strictly increasing, so "newest first" is well defined inside a test
      createdAt: new Date(Date.UTC(2026, 0, 1) + sequence * 1000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("tour insert returned nothing");
  return row;
}

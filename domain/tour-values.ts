/**
 * The fixed value lists of a tour package, defined once: the `tour_packages` table
 * (db/schema/tours.ts, its CHECK constraint included) and the zod schemas (tour-schema.ts,
 * tour-write-schema.ts) both import them. No imports, so the browser and drizzle-kit can load it.
 */

export const tourCategories = ["domestic", "international"] as const;

/**
 * Destination keys (`subcategory`). The first API's list plus tawang and kashmir
 * (docs/product.md §10.2) and a few abroad.
 */
export const tourSubcategories = [
  "ladakh",
  "leh",
  "meghalaya",
  "tawang",
  "kerala",
  "spiti",
  "kashmir",
  "andaman",
  "manali",
  "shimla",
  "sikkim",
  "bhutan",
  "nepal",
  "thailand",
] as const;

import type { Tour } from "../tour-schema";

// Pure helpers the browser needs, kept apart from tour-schema.ts so pages do not ship zod.

/**
 * Visitor search on the packages and destination pages (docs/product.md §5): substring of title or
 * destination.
 */
export function matchesSearch(tour: Pick<Tour, "title" | "destination">, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === "") return true;
  return tour.title.toLowerCase().includes(needle) || tour.destination.toLowerCase().includes(needle);
}

/** "Save ₹X" amount, or null when there is no saving. */
export function savingOf(price: number, originalPrice: number | null): number | null {
  return originalPrice !== null && originalPrice > price ? originalPrice - price : null;
}

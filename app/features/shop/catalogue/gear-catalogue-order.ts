import type { GearProduct } from "../shop-schema";

/**
 * The shop's sort orders (docs/product.md §5): name alphabetical (the default), price ascending,
 * rating descending.
 */
export const gearSortOptions = [
  { value: "name", label: "Name" },
  { value: "price", label: "Price" },
  { value: "rating", label: "Rating" },
] as const;
export type GearSort = (typeof gearSortOptions)[number]["value"];

export function isGearSort(value: string): value is GearSort {
  return gearSortOptions.some((option) => option.value === value);
}

// Case-insensitive, without Intl: the first collator a page makes loads the browser's locale
// data (about 20 ms of a phone's main thread while the gear store hydrates), and product names
// are plain English.
const byName = (a: GearProduct, b: GearProduct) => {
  const left = a.name.toLowerCase();
  const right = b.name.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
};

export function sortGear(products: GearProduct[], sort: GearSort): GearProduct[] {
  const sorted = [...products];
  if (sort === "price") sorted.sort((a, b) => a.price_paise - b.price_paise || byName(a, b));
  else if (sort === "rating") sorted.sort((a, b) => b.rating - a.rating || byName(a, b));
  else sorted.sort(byName);
  return sorted;
}

/** Each distinct category once, in the catalogue's order (the filter buttons after 'All'). */
export function gearCategoriesOf(products: GearProduct[]): string[] {
  return [...new Set(products.map((product) => product.category))];
}

export function filterGear(products: GearProduct[], category: string): GearProduct[] {
  return category === "all" ? products : products.filter((product) => product.category === category);
}

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

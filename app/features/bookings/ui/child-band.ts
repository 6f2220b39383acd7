import type { PackagePrices } from "~/features/pricing/price-booking";

/** A package's child price and its age band, or null when children pay as adults. */
export type ChildBand = { price: number; minAge: number; maxAge: number };

export function childBandOf(prices: PackagePrices): ChildBand | null {
  if (prices.childPrice === null || prices.childAgeMin === null || prices.childAgeMax === null) return null;
  return { price: prices.childPrice, minAge: prices.childAgeMin, maxAge: prices.childAgeMax };
}

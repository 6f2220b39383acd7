import { formatRupees } from "~/lib/money";

/**
 * The offers page's seasonal specials (docs/product.md §2 and §9); its offer cards come from the
 * pricing rules.
 */
export const seasonalCards = [
  {
    title: "Summer Special",
    destinations: ["Ladakh", "Spiti", "Manali", "Kashmir"],
    text: "Escape the heat in Ladakh, Spiti, Manali and Kashmir.",
  },
  {
    title: "Monsoon Magic",
    destinations: ["Meghalaya", "Kerala"],
    text: "Waterfalls in Meghalaya and green backwaters in Kerala.",
  },
  {
    title: "Winter Wonderland",
    destinations: ["Kashmir", "Tawang", "Andaman"],
    text: "Snow in Kashmir and Tawang, or sunshine on the Andaman beaches.",
  },
] as const;

type PricedTour = { destination: string; price: number; original_price: number | null };

/**
 * What a season's card promises, from the packages on sale in its destinations: the largest saving
 * one of them really gives ("Up to 17% off"), else the lowest price, never a figure no package keeps.
 */
export function seasonPromise(destinations: readonly string[], tours: readonly PricedTour[]): string {
  const inSeason = tours.filter((tour) =>
    destinations.some((name) => tour.destination.toLowerCase().includes(name.toLowerCase())),
  );
  if (inSeason.length === 0) return "New dates coming soon";
  const best = Math.max(
    ...inSeason.map((tour) => dealSavings(tour.price, tour.original_price)?.percent ?? 0),
  );
  if (best > 0) return `Up to ${best}% off`;
  return `From ${formatRupees(Math.min(...inSeason.map((tour) => tour.price)))} per person`;
}

/** Savings of a deal: the rupee amount and the whole percent off the original price. */
export function dealSavings(price: number, originalPrice: number | null) {
  if (originalPrice === null || originalPrice <= price) return null;
  const amount = originalPrice - price;
  return { amount, percent: Math.round((amount / originalPrice) * 100) };
}

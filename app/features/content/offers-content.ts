/**
 * The offers page's seasonal specials (docs/product.md §2 and §9); its offer cards come from the
 * pricing rules.
 */
export const seasonalCards = [
  {
    title: "Summer Special",
    discount: "Up to 40% off",
    text: "Escape the heat in Ladakh, Spiti, Manali and Kashmir.",
  },
  {
    title: "Monsoon Magic",
    discount: "Up to 35% off",
    text: "Waterfalls in Meghalaya and green backwaters in Kerala.",
  },
  {
    title: "Winter Wonderland",
    discount: "Up to 30% off",
    text: "Snow in Kashmir and Tawang, or sunshine on the Andaman beaches.",
  },
] as const;

/** Savings of a deal: the rupee amount and the whole percent off the original price. */
export function dealSavings(price: number, originalPrice: number | null) {
  if (originalPrice === null || originalPrice <= price) return null;
  const amount = originalPrice - price;
  return { amount, percent: Math.round((amount / originalPrice) * 100) };
}

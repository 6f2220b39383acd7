/** The offers page's fixed cards (docs/product.md §2 and §9). */
export const offerCards = [
  {
    title: "Early Bird Offer",
    discount: "15% OFF",
    text: "Plan ahead and save on any package booked well before you travel.",
    terms: "Valid on bookings made until 31 December 2025 (2025-12-31).",
  },
  {
    title: "Group Discount",
    discount: "10% OFF",
    text: "Travel with friends or family and every traveller pays less.",
    terms: "For groups of 6 or more people on the same booking.",
  },
  {
    title: "Honeymoon Special",
    discount: "15% OFF",
    text: "Romantic stays, private transfers and a few surprises for the two of you.",
    terms: "Valid on bookings made until 30 December 2025 (2025-12-30).",
  },
  {
    title: "Senior Citizens",
    discount: "15% OFF",
    text: "Comfortable pacing and assistance throughout, at a gentler price.",
    terms: "For travellers over 60 years of age.",
  },
] as const;

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

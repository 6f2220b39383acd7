/** Shapes of the demo content. Money: tours in whole rupees, gear in paise. */

type SeedReview = {
  user_name: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  /** ISO calendar date, e.g. "2025-10-14" */
  date: string;
};

export type SeedTour = {
  /** stable, unique, kebab-case; used to find the tour again when re-seeding */
  slug: string;
  title: string;
  description: string;
  /** human text shown on cards, e.g. "Leh Ladakh" */
  destination: string;
  /** free text, e.g. "6 Days 5 Nights" */
  duration: string;
  /** the days the text names: the return date counts them */
  duration_days: number;
  /** e.g. "Leh Airport (IXL) to Leh Airport (IXL)" */
  pick_drop: string;
  price: number;
  original_price: number | null;
  double_sharing_price: number | null;
  double_sharing_original_price: number | null;
  category: "domestic" | "international";
  subcategory: string;
  featured: boolean;
  /** artwork key of the main image, e.g. "ladakh-2" (see scripts/make-artwork.ts) */
  image: string;
  /** 2-4 artwork keys */
  gallery: string[];
  inclusions: string[];
  exclusions: string[];
  think_to_pack: string[];
  /** one text per day, "Arrival in Leh - acclimatisation ..." */
  itenory: string[];
  reviews: SeedReview[];
};

export type SeedGearProduct = {
  slug: string;
  name: string;
  /** paise: 8999 = ₹89.99 */
  price_paise: number;
  category: "jackets" | "safety" | "accessories" | "clothing" | "bags";
  /** artwork key, e.g. "gear-jacket" */
  image: string;
  description: string;
  features: string[];
  sizes: string[];
  colors: string[];
  /** 0-5 with one decimal, e.g. 4.6 */
  rating: number;
  reviews: number;
};

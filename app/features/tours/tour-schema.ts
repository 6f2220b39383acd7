import { z } from "zod";

export const tourCategories = ["domestic", "international"] as const;

/** Destination keys (`subcategory`). SPEC's list plus tawang and kashmir (DECISIONS 2) and a few abroad. */
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

/** The public shape of a tour package: SPEC.md section 3, spelling included (`itenory`, `think_to_pack`). */
export type Tour = {
  _id: string;
  id: string;
  title: string;
  description: string;
  destination: string;
  duration: string;
  pick_drop: string;
  price: number;
  original_price: number | null;
  double_sharing_price: number | null;
  double_sharing_original_price: number | null;
  image_url: string;
  gallery_images: string[];
  itinerary_pdf: string | null;
  inclusions: string[];
  exclusions: string[];
  think_to_pack: string[];
  itenory: string[];
  category: (typeof tourCategories)[number];
  subcategory: string;
  featured: boolean;
  available: boolean;
  createdAt: string;
  updatedAt: string;
};

/** What a package card shows (home, package list, destination pages): pages send no more than this. */
const summaryFields = [
  "id",
  "title",
  "destination",
  "duration",
  "description",
  "price",
  "original_price",
  "image_url",
  "featured",
  "category",
  "inclusions",
] as const satisfies readonly (keyof Tour)[];
export type TourSummary = Pick<Tour, (typeof summaryFields)[number]>;

export function toTourSummary(tour: Tour): TourSummary {
  return Object.fromEntries(summaryFields.map((field) => [field, tour[field]])) as TourSummary;
}

const booleanFilter = z.enum(["true", "false"]).transform((value) => value === "true");

/** Query of `GET /api/tours`. Unknown keys are ignored, so old clients keep working. */
export const tourListQuerySchema = z.object({
  subcategory: z.string().trim().min(1).max(40).optional(),
  destination: z.string().trim().min(1).max(80).optional(),
  category: z.enum(tourCategories).optional(),
  featured: booleanFilter.optional(),
  q: z.string().trim().max(100).optional(),
});
export type TourListQuery = z.output<typeof tourListQuerySchema>;

export { matchesSearch, savingOf } from "./tour-display";

import { z } from "zod";
import { tourCategories } from "../../../domain/tour-values";
import { permitKinds } from "../../../domain/traveller-values";

export { tourCategories, tourSubcategories } from "../../../domain/tour-values";

/**
 * The public shape of a tour package as the API and the pages receive it: docs/product.md §3,
 * spelling included (`itenory`, `think_to_pack`). Prices in whole rupees.
 */
export const tourJsonSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  destination: z.string(),
  duration: z.string().describe('as visitors read it, e.g. "7 Days 6 Nights"; nothing is counted from it'),
  duration_days: z
    .number()
    .int()
    .describe("the package's length in days: the return date is the travel date plus these, less one"),
  pick_drop: z.string(),
  price: z.number().int().describe("whole rupees per person, triple sharing"),
  original_price: z.number().int().nullable(),
  double_sharing_price: z.number().int().nullable(),
  double_sharing_original_price: z.number().int().nullable(),
  child_price: z
    .number()
    .int()
    .nullable()
    .describe("whole rupees per child in the age band; null: children pay as adults"),
  child_age_min: z
    .number()
    .int()
    .nullable()
    .describe("youngest age (years) the child price is for; younger travel free"),
  child_age_max: z.number().int().nullable().describe("oldest age (years) the child price is for"),
  single_supplement: z.number().int().nullable().describe("whole rupees per single room; null: not offered"),
  image_url: z.string(),
  gallery_images: z.array(z.string()),
  itinerary_pdf: z.string().nullable(),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  think_to_pack: z.array(z.string()),
  itenory: z.array(z.string()),
  meeting_point: z.string().describe("where the group meets on the first day; the briefing email gives it"),
  meeting_time: z.string().describe('"HH:MM" (24-hour, India time) the group meets; "" when not set'),
  weather_notes: z.string().describe("what the weather is like on the route, for the briefing email"),
  category: z.enum(tourCategories),
  subcategory: z.string(),
  featured: z.boolean(),
  available: z.boolean(),
  permits_indian: z.array(z.enum(permitKinds)).describe("permits Indian citizens need on the route"),
  permits_foreign: z.array(z.enum(permitKinds)).describe("permits foreign nationals need on the route"),
  permit_days: z.number().int().describe("about how many days the permits take to obtain"),
  permit_group_rule: z.string().describe('e.g. "Foreign nationals need a group of 2 or more"'),
  high_altitude: z.boolean().describe("travellers are asked about altitude conditions"),
  traveller_details_due_days: z
    .number()
    .int()
    .describe("travellers' details are due this many days before travel"),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tour = z.output<typeof tourJsonSchema>;

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

export { matchesSearch } from "./catalogue/tour-display";

export const tourMessages = {
  notFound: "Tour package not found",
  deleted: "Tour package deleted",
} as const;

import { z } from "zod";
import type { ApiOperation } from "~/lib/openapi";
import { tourListQuerySchema } from "./tour-schema";

/** The public JSON shape of a tour, for the API document. */
export const tourJsonSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  destination: z.string(),
  duration: z.string(),
  pick_drop: z.string(),
  price: z.number().int(),
  original_price: z.number().int().nullable(),
  double_sharing_price: z.number().int().nullable(),
  double_sharing_original_price: z.number().int().nullable(),
  image_url: z.string(),
  gallery_images: z.array(z.string()),
  itinerary_pdf: z.string().nullable(),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  think_to_pack: z.array(z.string()),
  itenory: z.array(z.string()),
  category: z.enum(["domestic", "international"]),
  subcategory: z.string(),
  featured: z.boolean(),
  available: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const tourOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/tours",
    summary: "List tour packages, newest first",
    tag: "Tours",
    query: tourListQuerySchema,
    responses: { 200: { description: "Tours", schema: z.array(tourJsonSchema) } },
  },
  {
    method: "get",
    path: "/api/tours/featured",
    summary: "At most six featured tour packages",
    tag: "Tours",
    responses: { 200: { description: "Featured tours", schema: z.array(tourJsonSchema) } },
  },
  {
    method: "get",
    path: "/api/tours/{id}",
    summary: "One tour package",
    tag: "Tours",
    responses: { 200: { description: "The tour", schema: tourJsonSchema }, 404: { description: "No such tour" } },
  },
];

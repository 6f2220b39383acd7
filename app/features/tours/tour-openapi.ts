import { z } from "zod";
import { successSchema, type ApiOperation } from "~/lib/openapi";
import { tourJsonSchema, tourListQuerySchema } from "./tour-schema";
import { tourCreateFields, tourUpdateSchema } from "./tour-write-schema";

const files = {
  image_url: z.file().describe("Main image: JPEG, PNG, WebP, AVIF or GIF, at most 8 MB; stored as WebP"),
  gallery_images: z
    .array(z.union([z.file(), z.string()]))
    .max(10)
    .describe(
      "Gallery image files (at most 10, 8 MB each). On PATCH, files alone replace the gallery; text values " +
        "(a JSON list of current gallery URLs, or one URL each) keep those images, followed by the new files; " +
        "'[]' empties it; no gallery_images at all leaves it unchanged.",
    ),
  itinerary_pdf: z.file().describe("Itinerary PDF, at most 10 MB"),
};

const tourCreateBody = tourCreateFields.extend(files);
const tourUpdateBody = tourUpdateSchema.extend({
  image_url: files.image_url.optional(),
  gallery_images: files.gallery_images.optional(),
  itinerary_pdf: files.itinerary_pdf.optional(),
});

export const tourOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/tours",
    operationId: "listTours",
    summary: "List tour packages",
    description:
      "Tour packages, newest first; filter by subcategory, destination, category, featured, or a search text (q).",
    tag: "Tours",
    query: tourListQuerySchema,
    responses: { 200: { description: "Tours", schema: z.array(tourJsonSchema) } },
  },
  {
    method: "get",
    path: "/api/tours/featured",
    operationId: "listFeaturedTours",
    summary: "List featured tour packages",
    description: "At most six featured tour packages, for the home and offers pages.",
    tag: "Tours",
    responses: { 200: { description: "Featured tours", schema: z.array(tourJsonSchema) } },
  },
  {
    method: "get",
    path: "/api/tours/{id}",
    operationId: "getTour",
    summary: "Get a tour package",
    description: "One tour package with its prices, lists, images and itinerary PDF.",
    tag: "Tours",
    responses: {
      200: { description: "The tour", schema: tourJsonSchema },
      404: { description: "No such tour" },
    },
  },
  {
    method: "post",
    path: "/api/tours",
    operationId: "createTour",
    summary: "Create a tour package",
    description:
      "Create a tour package. Lists are JSON lists in text fields, booleans 'true'/'false', prices whole rupees.",
    tag: "Tours",
    admin: true,
    body: tourCreateBody,
    bodyType: "multipart/form-data",
    responses: {
      201: { description: "The new tour", schema: tourJsonSchema },
      413: { description: "A file or the whole request is too large (a message per field)" },
      415: { description: "Not a form" },
    },
  },
  {
    method: "patch",
    path: "/api/tours/{id}",
    operationId: "updateTour",
    summary: "Update a tour package",
    description: "Update a tour package: only the fields sent change; replaced files are deleted",
    tag: "Tours",
    admin: true,
    body: tourUpdateBody,
    bodyType: "multipart/form-data",
    responses: {
      200: { description: "The updated tour", schema: tourJsonSchema },
      404: { description: "No such tour" },
      413: { description: "A file or the whole request is too large (a message per field)" },
      415: { description: "Not a form" },
    },
  },
  {
    method: "delete",
    path: "/api/tours/{id}",
    operationId: "deleteTour",
    summary: "Delete a tour package",
    description: "Delete a tour package, its reviews and its uploaded files; bookings keep the package title",
    tag: "Tours",
    admin: true,
    responses: {
      200: { description: "Deleted", schema: successSchema },
      404: { description: "No such tour" },
    },
  },
];

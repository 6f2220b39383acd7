import { z } from "zod";
import { apiCalls, successSchema } from "~/lib/openapi";
import { tourJsonSchema, tourListQuerySchema } from "./tour-schema";
import { tourCreateFields, tourUpdateFields } from "./tour-write-schema";

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
const tourUpdateBody = tourUpdateFields.extend({
  image_url: files.image_url.optional(),
  gallery_images: files.gallery_images.optional(),
  itinerary_pdf: files.itinerary_pdf.optional(),
});

const call = apiCalls("Tours");

export const tourOperations = [
  call("GET /api/tours", "listTours", {
    summary: "List tour packages",
    description:
      "Tour packages, newest first; filter by subcategory, destination, category, featured, or a search text (q).",
    query: tourListQuerySchema,
    answers: {
      200: ["Tours", z.array(tourJsonSchema)],
    },
  }),
  call("GET /api/tours/featured", "listFeaturedTours", {
    summary: "List featured tour packages",
    description: "At most six featured tour packages, for the home and offers pages.",
    answers: {
      200: ["Featured tours", z.array(tourJsonSchema)],
    },
  }),
  call("GET /api/tours/{id}", "getTour", {
    summary: "Get a tour package",
    description: "One tour package with its prices, lists, images and itinerary PDF.",
    answers: {
      200: ["The tour", tourJsonSchema],
      404: "No such tour",
    },
  }),
  call("POST /api/tours", "createTour", {
    summary: "Create a tour package",
    description:
      "Create a tour package. Lists are JSON lists in text fields, booleans 'true'/'false', prices whole rupees. " +
      "`duration` is the text visitors read; `duration_days` is the length the return date counts, read " +
      "from `duration` when omitted.",
    admin: true,
    body: tourCreateBody,
    bodyType: "multipart/form-data",
    answers: {
      201: ["The new tour", tourJsonSchema],
      413: "A file or the whole request is too large (a message per field)",
      415: "Not a form",
    },
  }),
  call("PATCH /api/tours/{id}", "updateTour", {
    summary: "Update a tour package",
    description:
      "Update a tour package: only the fields sent change; replaced files are deleted. A new `duration` " +
      "sent without `duration_days` changes the days only when its text names them.",
    admin: true,
    body: tourUpdateBody,
    bodyType: "multipart/form-data",
    answers: {
      200: ["The updated tour", tourJsonSchema],
      404: "No such tour",
      413: "A file or the whole request is too large (a message per field)",
      415: "Not a form",
    },
  }),
  call("DELETE /api/tours/{id}", "deleteTour", {
    summary: "Delete a tour package",
    description: "Delete a tour package, its reviews and its uploaded files; bookings keep the package title",
    admin: true,
    answers: {
      200: ["Deleted", successSchema],
      404: "No such tour",
    },
  }),
];

import { z } from "zod";
import type { ApiOperation } from "~/lib/openapi";
import { reviewInputSchema, reviewListQuerySchema } from "./review-schema";

export const reviewJsonSchema = z.object({
  _id: z.string(),
  id: z.string(),
  user_name: z.string(),
  avatar: z.string(),
  date: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  package_id: z.string(),
  package_title: z.string(),
  createdAt: z.string(),
});

export const reviewOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/reviews",
    summary:
      "With ?package_id: that package's reviews, newest first (public; 404 for an unknown package). Without: every review (admin).",
    tag: "Reviews",
    query: reviewListQuerySchema,
    responses: {
      200: { description: "Reviews, newest first", schema: z.array(reviewJsonSchema) },
      401: { description: "No package_id and no admin session or API token" },
      404: { description: "No such tour package" },
    },
  },
  {
    method: "post",
    path: "/api/reviews",
    summary: "Add a review to a tour package (admin's Create Review)",
    tag: "Reviews",
    admin: true,
    body: reviewInputSchema,
    responses: {
      201: {
        description: "The new review",
        schema: z.object({ success: z.literal(true), message: z.string(), review: reviewJsonSchema }),
      },
    },
  },
  {
    method: "delete",
    path: "/api/reviews/{id}",
    summary: "Delete a review",
    tag: "Reviews",
    admin: true,
    responses: {
      200: { description: "Deleted", schema: z.object({ success: z.literal(true), message: z.string() }) },
      404: { description: "No such review" },
    },
  },
];

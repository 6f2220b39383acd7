import { z } from "zod";
import { pagedList, successSchema, type ApiOperation } from "~/lib/openapi";
import { reviewInputSchema, reviewJsonSchema, reviewListQuerySchema } from "./review-schema";

export const reviewOperations: ApiOperation[] = [
  pagedList({
    path: "/api/reviews",
    operationId: "listReviews",
    summary: "List reviews",
    description:
      "With ?package_id: that package's reviews, newest first, all of them (public; 404 for an unknown package). " +
      "Without: every review (admin), newest first, one page at a time (`limit`, `cursor`).",
    tag: "Reviews",
    query: reviewListQuerySchema,
    responses: {
      200: { description: "Reviews, newest first", schema: z.array(reviewJsonSchema) },
      401: { description: "No package_id and no admin session or API token" },
      404: { description: "No such tour package" },
    },
  }),
  {
    method: "post",
    path: "/api/reviews",
    operationId: "createReview",
    summary: "Add a review",
    description: "Add a review to a tour package (admin's Create Review)",
    tag: "Reviews",
    admin: true,
    body: reviewInputSchema,
    responses: {
      201: {
        description: "The new review",
        schema: successSchema.extend({ review: reviewJsonSchema }),
      },
    },
  },
  {
    method: "delete",
    path: "/api/reviews/{id}",
    operationId: "deleteReview",
    summary: "Delete a review",
    description: "Delete a review; the package page stops showing it.",
    tag: "Reviews",
    admin: true,
    responses: {
      200: { description: "Deleted", schema: successSchema },
      404: { description: "No such review" },
    },
  },
];

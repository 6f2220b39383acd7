import { z } from "zod";
import { pagedList, successSchema, type ApiOperation } from "~/lib/openapi";
import {
  reviewDecisionSchema,
  reviewInputSchema,
  reviewJsonSchema,
  reviewListQuerySchema,
  verifiedReviewInputSchema,
} from "./review-schema";

export const reviewOperations: ApiOperation[] = [
  pagedList({
    path: "/api/reviews",
    operationId: "listReviews",
    summary: "List reviews",
    description:
      "With ?package_id: that package's reviews, newest first, all of them (public; 404 for an unknown package). " +
      "Without: every review (admin), newest first, one page at a time (`limit`, `cursor`); `status=pending` is " +
      "the moderation queue of travellers' reviews. A package's public list holds published reviews only.",
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
  {
    method: "post",
    path: "/api/reviews/verified",
    operationId: "createVerifiedReview",
    summary: "Send a verified traveller's review",
    description:
      "A traveller's review from the review request emailed 2 days after their trip's return, with the token of " +
      "its link (`/review/<token>`); no login. Stored as a verified traveller's review with the month they " +
      "travelled, pending until an admin approves it. One review per booking.",
    tag: "Reviews",
    body: verifiedReviewInputSchema,
    responses: {
      201: {
        description: "Received, pending approval",
        schema: successSchema.extend({ review: reviewJsonSchema }),
      },
      409: { description: "This booking's review was already sent" },
    },
  },
  {
    method: "post",
    path: "/api/reviews/{id}/decision",
    operationId: "decideReview",
    summary: "Approve or reject a pending review",
    description:
      "Approve (the package page shows the review with its 'Verified traveller' badge) or reject (it stays off " +
      "the site) a traveller's pending review. Managers and owners moderate; agents may not. Audit-logged.",
    tag: "Reviews",
    admin: true,
    body: reviewDecisionSchema,
    responses: {
      200: { description: "The decided review", schema: successSchema.extend({ review: reviewJsonSchema }) },
      404: { description: "No such review" },
      409: { description: "Already approved or rejected" },
    },
  },
];

import { z } from "zod";
import { multiLine, personName, wholeNumber } from "~/lib/text-fields";
import { isUuid } from "~/lib/ids";
import { keysetQueryShape } from "~/lib/keyset-page";
import { reviewDecisions, reviewStatuses } from "../../../domain/trip-message-values";

export const reviewMessages = {
  added: "Review added",
  deleted: "Review deleted",
  notFound: "Review not found",
  unknownPackage: "Unknown tour package",
  packageNotFound: "Tour package not found",
  badLink: "This review link is not valid. Please use the link in your email, or call us.",
  alreadyReviewed: "You have already sent a review for this booking. Thank you!",
  received: "Thank you! Your review will appear on the package page once our team has read it.",
  notPending: "This review has already been approved or rejected",
  approved: "Review approved: it now shows on the package page",
  rejected: "Review rejected: it stays off the site",
} as const;

export const reviewRatings = [1, 2, 3, 4, 5] as const;

const packageIdField = z
  .string({ error: "Please choose a tour package" })
  .trim()
  .refine((value) => value !== "", "Please choose a tour package")
  .refine((value) => value === "" || isUuid(value), reviewMessages.unknownPackage);

/** A rating from a number or from a form's select (a string); whole stars 1 to 5 only. */
const ratingField = wholeNumber({ min: 1, max: 5, message: "Rating must be a whole number from 1 to 5" });

/** An image address: site-relative ("/uploads/…") or http(s). Never javascript: or data:. */
const avatarField = z
  .string()
  .trim()
  .max(500, "Must be at most 500 characters")
  .refine(
    (value) => value === "" || /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/[^\s/]+\S*$/i.test(value),
    "Must be an image address starting with / or https://",
  );

/**
 * The admin's Create Review form and `POST /api/reviews`. The old client sends the package
 * twice (`package_id` and `packageId`); either is enough.
 */
export const reviewInputSchema = z
  .object({
    user_name: personName(100, "Please enter the reviewer's name"),
    rating: ratingField,
    comment: multiLine(3000, "Please enter the comment"),
    package_id: packageIdField.optional(),
    packageId: packageIdField.optional(),
    avatar: avatarField.optional().default(""),
  })
  .superRefine(
    (input, ctx) => {
      const { package_id, packageId } = input as Record<string, unknown>;
      if (package_id === undefined && packageId === undefined) {
        ctx.addIssue({ code: "custom", path: ["package_id"], message: "Please choose a tour package" });
      } else if (
        typeof package_id === "string" &&
        typeof packageId === "string" &&
        package_id.toLowerCase() !== packageId.toLowerCase()
      ) {
        ctx.addIssue({ code: "custom", path: ["packageId"], message: "Does not match package_id" });
      }
    },
    // also when other fields failed, so the form shows every missing field at once
    { when: (payload) => payload.value !== null && typeof payload.value === "object" },
  )
  .transform(({ package_id, packageId, ...rest }) => ({
    ...rest,
    package_id: (package_id ?? packageId ?? "").toLowerCase(),
  }));
export type ReviewInput = z.output<typeof reviewInputSchema>;

/**
 * A traveller's review from the review request's signed link (`POST /api/reviews/verified`, the
 * review form page): the token names the booking, so the package and the travel month come from it.
 */
export const verifiedReviewInputSchema = z.object({
  token: z
    .string({ error: reviewMessages.badLink })
    .trim()
    .min(1, reviewMessages.badLink)
    .max(200, reviewMessages.badLink)
    .describe("the signed token of the review request's link (`/review/<token>`)"),
  user_name: personName(100, "Please enter your name as it should appear"),
  rating: ratingField,
  comment: multiLine(3000, "Please tell us about your trip"),
});
export type VerifiedReviewInput = z.output<typeof verifiedReviewInputSchema>;

/** An admin's decision on a pending review (`POST /api/reviews/{id}/decision`). */
export const reviewDecisionSchema = z.object({
  decision: z.enum(reviewDecisions, { error: "Choose approve or reject" }),
});

/** Query of `GET /api/reviews`: with `package_id` it is the public list of one package. */
export const reviewListQuerySchema = z.object({
  package_id: z.string().max(100).optional(),
  status: z
    .enum(reviewStatuses, { error: "Choose pending, published or rejected" })
    .optional()
    .describe("the admin's list only: pending is the moderation queue"),
  // the admin's list of every review answers one page (ADR 029); a package's list is short and whole
  ...keysetQueryShape,
});

/** One review: docs/product.md §3 spelling, plus the package's title for the admin's list. */
export const reviewJsonSchema = z.object({
  _id: z.string(),
  id: z.string(),
  user_name: z.string(),
  avatar: z.string(),
  date: z.string().describe("YYYY-MM-DD"),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  package_id: z.string(),
  package_title: z.string(),
  status: z.enum(reviewStatuses).describe("an admin's review is published; a traveller's waits as pending"),
  verified: z.boolean().describe("sent by a traveller through their booking's review request"),
  travel_month: z.string().nullable().describe('"YYYY-MM" the verified traveller travelled; null otherwise'),
  createdAt: z.string(),
});
export type Review = z.output<typeof reviewJsonSchema>;

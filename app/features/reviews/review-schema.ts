import { z } from "zod";
import { multiLine, personName, wholeNumber } from "~/lib/text-fields";
import { isUuid } from "~/lib/ids";
import { keysetQueryShape } from "~/lib/keyset-page";

export const reviewMessages = {
  added: "Review added",
  deleted: "Review deleted",
  notFound: "Review not found",
  unknownPackage: "Unknown tour package",
  packageNotFound: "Tour package not found",
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

/** Query of `GET /api/reviews`: with `package_id` it is the public list of one package. */
export const reviewListQuerySchema = z.object({
  package_id: z.string().max(100).optional(),
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
  createdAt: z.string(),
});
export type Review = z.output<typeof reviewJsonSchema>;

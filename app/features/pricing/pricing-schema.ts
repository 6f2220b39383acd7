/**
 * The shapes of pricing rules and promo codes (issue 25): what `POST/PATCH /api/pricing/…` and the
 * admin's Pricing forms accept (one schema for both), and what they answer. Safe for the browser.
 */
import { z } from "zod";
import { isCalendarDate } from "~/lib/dates";
import { isUuid } from "~/lib/ids";
import { keysetQueryShape } from "~/lib/keyset-page";
import { requiredLine, wholeNumber } from "~/lib/text-fields";
import { combinationPolicies, pricingRuleKinds } from "../../../domain/pricing-values";
import { tourCategories, tourSubcategories } from "../../../domain/tour-values";

export const pricingMessages = {
  ruleNotFound: "Pricing rule not found",
  codeNotFound: "Promo code not found",
  ruleDeleted: "Pricing rule deleted",
  codeDeleted: "Promo code deleted",
  duplicateCode: "A promo code with this code already exists",
  oneDiscount: "Give either percent_off or amount_off, not both",
  needsDiscount: "Give percent_off or amount_off",
  earlyBirdDays: "An early-bird offer needs min_days_before",
  groupTravellers: "A group offer needs min_travellers",
  seasonWindow: "A seasonal offer needs travel_from and travel_to",
  validOrder: "valid_to cannot be before valid_from",
  travelOrder: "travel_to cannot be before travel_from",
  codeFormat: "A code is 3 to 30 letters, digits, dashes or underscores",
  /** what a booking with a promo code is told; nothing about other codes */
  promoNotValid: "This promo code is not valid",
  promoExpired: "This promo code has expired",
  promoUsedUp: "This promo code is used up",
  promoNotApplicable: "This promo code does not apply to this booking",
} as const;

/** A blank form field is a missing value; `null` (from JSON) clears it. */
const blankAsNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

const optionalNumber = (min: number, max: number, message: string) =>
  z.preprocess(blankAsNull, wholeNumber({ min, max, message }).nullable()).optional();

const optionalDate = z
  .preprocess(
    blankAsNull,
    z
      .string({ error: "Please give a date (YYYY-MM-DD)" })
      .trim()
      .refine(isCalendarDate, "Please give a valid date (YYYY-MM-DD)")
      .nullable(),
  )
  .optional();

const packageIdsField = z
  .preprocess(
    (value) =>
      typeof value === "string"
        ? value
            .split(/[\s,]+/)
            .map((id) => id.trim())
            .filter(Boolean)
        : value,
    z
      .array(z.string().refine(isUuid, "Each package id must be a package's id"), {
        error: "package_ids must be a list of package ids",
      })
      .max(200, "At most 200 packages"),
  )
  .optional();

const discountFields = {
  percent_off: optionalNumber(1, 100, "percent_off must be a whole number from 1 to 100"),
  amount_off: optionalNumber(1, 10_000_000, "amount_off must be whole rupees from 1"),
  valid_from: optionalDate,
  valid_to: optionalDate,
  package_ids: packageIdsField,
};

const ruleFields = z.object({
  name: requiredLine(100, "Please give the offer a name"),
  kind: z.enum(pricingRuleKinds, {
    error: "kind must be early_bird, group, seasonal, couple or senior",
  }),
  ...discountFields,
  min_days_before: optionalNumber(1, 730, "min_days_before must be a whole number from 1 to 730"),
  min_travellers: optionalNumber(1, 100, "min_travellers must be a whole number from 1 to 100"),
  travel_from: optionalDate,
  travel_to: optionalDate,
  category: z
    .preprocess(
      blankAsNull,
      z.enum(tourCategories, { error: "category must be domestic or international" }).nullable(),
    )
    .optional(),
  subcategory: z
    .preprocess(
      blankAsNull,
      z.enum(tourSubcategories, { error: "subcategory must be a destination key" }).nullable(),
    )
    .optional(),
});

const codeFields = z.object({
  code: z
    .string({ error: pricingMessages.codeFormat })
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,30}$/, pricingMessages.codeFormat)
    .transform((code) => code.toUpperCase()),
  ...discountFields,
  max_uses: optionalNumber(1, 1_000_000, "max_uses must be a whole number from 1"),
  max_uses_per_email: optionalNumber(1, 1_000, "max_uses_per_email must be a whole number from 1"),
  min_travellers: optionalNumber(1, 100, "min_travellers must be a whole number from 1 to 100"),
  min_order_value: optionalNumber(1, 100_000_000, "min_order_value must be whole rupees from 1"),
});

type Problems = Record<string, string>;
type DiscountShape = {
  percent_off?: number | null;
  amount_off?: number | null;
  valid_from?: string | null;
  valid_to?: string | null;
};

function discountProblems(value: DiscountShape, problems: Problems) {
  const percent = value.percent_off ?? null;
  const amount = value.amount_off ?? null;
  if (percent !== null && amount !== null) problems.amount_off = pricingMessages.oneDiscount;
  if (percent === null && amount === null) problems.percent_off = pricingMessages.needsDiscount;
  if (value.valid_from && value.valid_to && value.valid_to < value.valid_from)
    problems.valid_to = pricingMessages.validOrder;
}

/** What is wrong across a rule's fields (its kind's condition, one discount, dates in order). */
export function ruleProblems(value: z.output<typeof ruleFields>): Problems {
  const problems: Problems = {};
  discountProblems(value, problems);
  if (value.kind === "early_bird" && value.min_days_before == null)
    problems.min_days_before = pricingMessages.earlyBirdDays;
  if (value.kind === "group" && value.min_travellers == null)
    problems.min_travellers = pricingMessages.groupTravellers;
  if (value.kind === "seasonal" && (value.travel_from == null || value.travel_to == null))
    problems[value.travel_from == null ? "travel_from" : "travel_to"] = pricingMessages.seasonWindow;
  if (value.travel_from && value.travel_to && value.travel_to < value.travel_from)
    problems.travel_to = pricingMessages.travelOrder;
  return problems;
}

export function codeProblems(value: z.output<typeof codeFields>): Problems {
  const problems: Problems = {};
  discountProblems(value, problems);
  return problems;
}

const withProblems =
  <T>(problemsOf: (value: T) => Problems) =>
  (value: T, ctx: z.RefinementCtx) => {
    for (const [path, message] of Object.entries(problemsOf(value)))
      ctx.addIssue({ code: "custom", path: [path], message });
  };

/** `POST /api/pricing/rules` and the admin's New rule form. */
export const ruleInputSchema = ruleFields.superRefine(withProblems(ruleProblems));
/** `PATCH /api/pricing/rules/{id}`: any fields; the merged rule is checked again (`ruleProblems`). */
export const ruleUpdateSchema = ruleFields.partial();
export const promoCodeInputSchema = codeFields.superRefine(withProblems(codeProblems));
export const promoCodeUpdateSchema = codeFields.partial();

export type RuleInput = z.output<typeof ruleFields>;
export type RuleUpdate = z.output<typeof ruleUpdateSchema>;
export type PromoCodeInput = z.output<typeof codeFields>;
export type PromoCodeUpdate = z.output<typeof promoCodeUpdateSchema>;

const discountJson = {
  percent_off: z.number().int().nullable(),
  amount_off: z.number().int().nullable(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  package_ids: z.array(z.string()),
};

export const ruleJsonSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(pricingRuleKinds),
  ...discountJson,
  min_days_before: z.number().int().nullable(),
  min_travellers: z.number().int().nullable(),
  travel_from: z.string().nullable(),
  travel_to: z.string().nullable(),
  category: z.enum(tourCategories).nullable(),
  subcategory: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RuleJson = z.infer<typeof ruleJsonSchema>;

export const promoCodeJsonSchema = z.object({
  id: z.string(),
  code: z.string(),
  ...discountJson,
  max_uses: z.number().int().nullable(),
  max_uses_per_email: z.number().int().nullable(),
  min_travellers: z.number().int().nullable(),
  min_order_value: z.number().int().nullable(),
  /** bookings that used it */
  uses: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PromoCodeJson = z.infer<typeof promoCodeJsonSchema>;

/** `GET /api/pricing/promo-codes`: one page, newest first (ADR 029). */
export const promoCodeListQuerySchema = z.object({ ...keysetQueryShape });

/** `PUT /api/pricing/settings`: how automatic discounts combine (ADR 031). */
export const pricingSettingsSchema = z.object({
  combination: z.enum(combinationPolicies, { error: "combination must be best or stack" }),
  stack_cap_percent: wholeNumber({ min: 0, max: 100, message: "stack_cap_percent must be from 0 to 100" }),
});
export type PricingSettings = z.output<typeof pricingSettingsSchema>;

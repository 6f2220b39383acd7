import { z } from "zod";
import { bookingQuoteJsonSchema, bookingQuoteSchema } from "~/features/bookings/booking-schema";
import { pagedList, successSchema, type ApiOperation } from "~/lib/openapi";
import {
  promoCodeInputSchema,
  promoCodeJsonSchema,
  promoCodeListQuerySchema,
  promoCodeUpdateSchema,
  pricingSettingsSchema,
  ruleInputSchema,
  ruleJsonSchema,
  ruleUpdateSchema,
} from "./pricing-schema";

/** operationId and description are required by the API document's lint (`npm run lint:api`). */
type DocumentedOperation = ApiOperation & { operationId: string; description: string };

const TAG = "Pricing";

export const pricingOperations: DocumentedOperation[] = [
  {
    method: "get",
    path: "/api/pricing/rules",
    operationId: "listPricingRules",
    summary: "The automatic discounts, newest first",
    description:
      "Early-bird, group and seasonal discounts, in force or not (compare valid_from and valid_to with today, India time).",
    tag: TAG,
    admin: true,
    responses: { 200: { description: "Rules", schema: z.array(ruleJsonSchema) } },
  },
  {
    method: "post",
    path: "/api/pricing/rules",
    operationId: "createPricingRule",
    summary: "Add an automatic discount",
    description:
      "percent_off or amount_off (not both). early_bird needs min_days_before, group min_travellers, seasonal " +
      "travel_from and travel_to. package_ids, category and subcategory narrow it (none: every package). " +
      "Bookings already made keep their price.",
    tag: TAG,
    admin: true,
    body: ruleInputSchema,
    responses: { 201: { description: "The new rule", schema: ruleJsonSchema } },
  },
  {
    method: "get",
    path: "/api/pricing/rules/{id}",
    operationId: "getPricingRule",
    summary: "One automatic discount",
    description: "The rule as stored.",
    tag: TAG,
    admin: true,
    responses: {
      200: { description: "The rule", schema: ruleJsonSchema },
      404: { description: "No such rule" },
    },
  },
  {
    method: "patch",
    path: "/api/pricing/rules/{id}",
    operationId: "updatePricingRule",
    summary: "Change an automatic discount",
    description:
      "Fields left out keep their value; null clears an optional one. New bookings only: bookings already made keep the lines they were priced with.",
    tag: TAG,
    admin: true,
    body: ruleUpdateSchema,
    responses: {
      200: { description: "The rule", schema: ruleJsonSchema },
      404: { description: "No such rule" },
    },
  },
  {
    method: "delete",
    path: "/api/pricing/rules/{id}",
    operationId: "deletePricingRule",
    summary: "Delete an automatic discount",
    description: "Its card leaves the offers page; bookings already made keep their price.",
    tag: TAG,
    admin: true,
    responses: {
      200: { description: "Deleted", schema: successSchema },
      404: { description: "No such rule" },
    },
  },
  pagedList({
    path: "/api/pricing/promo-codes",
    operationId: "listPromoCodes",
    summary: "The promo codes, newest first, with how many bookings used each",
    description:
      "Codes are stored upper-case; a visitor's code matches whatever its case. One page (limit, cursor; the next page's URL in the Link header).",
    tag: TAG,
    admin: true,
    query: promoCodeListQuerySchema,
    responses: { 200: { description: "Promo codes", schema: z.array(promoCodeJsonSchema) } },
  }),
  {
    method: "post",
    path: "/api/pricing/promo-codes",
    operationId: "createPromoCode",
    summary: "Add a promo code",
    description:
      "percent_off or amount_off (not both). max_uses and max_uses_per_email hold under concurrent bookings.",
    tag: TAG,
    admin: true,
    body: promoCodeInputSchema,
    responses: {
      201: { description: "The new code", schema: promoCodeJsonSchema },
      409: { description: "A code with this text exists" },
    },
  },
  {
    method: "get",
    path: "/api/pricing/promo-codes/{id}",
    operationId: "getPromoCode",
    summary: "One promo code",
    description: "The code as stored, with its uses.",
    tag: TAG,
    admin: true,
    responses: {
      200: { description: "The code", schema: promoCodeJsonSchema },
      404: { description: "No such code" },
    },
  },
  {
    method: "patch",
    path: "/api/pricing/promo-codes/{id}",
    operationId: "updatePromoCode",
    summary: "Change a promo code",
    description: "Fields left out keep their value; null clears an optional one.",
    tag: TAG,
    admin: true,
    body: promoCodeUpdateSchema,
    responses: {
      200: { description: "The code", schema: promoCodeJsonSchema },
      404: { description: "No such code" },
      409: { description: "Another code has this text" },
    },
  },
  {
    method: "delete",
    path: "/api/pricing/promo-codes/{id}",
    operationId: "deletePromoCode",
    summary: "Delete a promo code",
    description: "Bookings already made keep their discount.",
    tag: TAG,
    admin: true,
    responses: {
      200: { description: "Deleted", schema: successSchema },
      404: { description: "No such code" },
    },
  },
  {
    method: "get",
    path: "/api/pricing/settings",
    operationId: "getPricingSettings",
    summary: "How automatic discounts combine",
    description:
      "best: the largest discount that applies (the default); stack: all of them, at most stack_cap_percent off.",
    tag: TAG,
    admin: true,
    responses: { 200: { description: "Settings", schema: pricingSettingsSchema } },
  },
  {
    method: "put",
    path: "/api/pricing/settings",
    operationId: "setPricingSettings",
    summary: "Choose how automatic discounts combine",
    description: "Applies to bookings made from now on.",
    tag: TAG,
    admin: true,
    body: pricingSettingsSchema,
    responses: { 200: { description: "Settings", schema: pricingSettingsSchema } },
  },
  {
    method: "post",
    path: "/api/pricing/quote",
    operationId: "quoteBooking",
    summary: "What a booking would cost now, with a promo code",
    description:
      "The lines and total POST /api/bookings would store for these travellers, date and code (the rules in force, " +
      "the combination setting, the package's or departure's prices), or its 400 ('This promo code is not valid', " +
      "'has expired', 'is used up', 'does not apply to this booking'). Nothing is stored and no use of the code is " +
      "taken; a code's limit per email is checked when booking. The booking forms ask it while a code is typed.",
    tag: TAG,
    body: bookingQuoteSchema,
    responses: { 200: { description: "The price", schema: bookingQuoteJsonSchema } },
  },
];

import { z } from "zod";
import { bookingQuoteJsonSchema, bookingQuoteSchema } from "~/features/bookings/booking-schema";
import { apiCalls, successSchema } from "~/lib/openapi";
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

const call = apiCalls("Pricing");

export const pricingOperations = [
  call("GET /api/pricing/rules", "listPricingRules", {
    summary: "The automatic discounts, newest first",
    description:
      "Early-bird, group, seasonal, honeymoon (couple) and senior citizens' discounts, in force or not (compare valid_from and valid_to with today, India time).",
    admin: true,
    answers: {
      200: ["Rules", z.array(ruleJsonSchema)],
    },
  }),
  call("POST /api/pricing/rules", "createPricingRule", {
    summary: "Add an automatic discount",
    description:
      "percent_off or amount_off (not both). early_bird needs min_days_before, group min_travellers, seasonal " +
      "travel_from and travel_to; couple (exactly 2 adults sharing a double room) and senior (off each " +
      "traveller aged 60+, the booking's number_of_seniors) need nothing more. package_ids, category and subcategory narrow it (none: every package). " +
      "Bookings already made keep their price.",
    admin: true,
    body: ruleInputSchema,
    answers: {
      201: ["The new rule", ruleJsonSchema],
    },
  }),
  call("GET /api/pricing/rules/{id}", "getPricingRule", {
    summary: "One automatic discount",
    description: "The rule as stored.",
    admin: true,
    answers: {
      200: ["The rule", ruleJsonSchema],
      404: "No such rule",
    },
  }),
  call("PATCH /api/pricing/rules/{id}", "updatePricingRule", {
    summary: "Change an automatic discount",
    description:
      "Fields left out keep their value; null clears an optional one. New bookings only: bookings already made keep the lines they were priced with.",
    admin: true,
    body: ruleUpdateSchema,
    answers: {
      200: ["The rule", ruleJsonSchema],
      404: "No such rule",
    },
  }),
  call("DELETE /api/pricing/rules/{id}", "deletePricingRule", {
    summary: "Delete an automatic discount",
    description: "Its card leaves the offers page; bookings already made keep their price.",
    admin: true,
    answers: {
      200: ["Deleted", successSchema],
      404: "No such rule",
    },
  }),
  call.page("GET /api/pricing/promo-codes", "listPromoCodes", {
    summary: "The promo codes, newest first, with how many bookings used each",
    description:
      "Codes are stored upper-case; a visitor's code matches whatever its case. One page (limit, cursor; the next page's URL in the Link header).",
    admin: true,
    query: promoCodeListQuerySchema,
    answers: {
      200: ["Promo codes", z.array(promoCodeJsonSchema)],
    },
  }),
  call("POST /api/pricing/promo-codes", "createPromoCode", {
    summary: "Add a promo code",
    description:
      "percent_off or amount_off (not both). max_uses and max_uses_per_email hold under concurrent bookings.",
    admin: true,
    body: promoCodeInputSchema,
    answers: {
      201: ["The new code", promoCodeJsonSchema],
      409: "A code with this text exists",
    },
  }),
  call("GET /api/pricing/promo-codes/{id}", "getPromoCode", {
    summary: "One promo code",
    description: "The code as stored, with its uses.",
    admin: true,
    answers: {
      200: ["The code", promoCodeJsonSchema],
      404: "No such code",
    },
  }),
  call("PATCH /api/pricing/promo-codes/{id}", "updatePromoCode", {
    summary: "Change a promo code",
    description: "Fields left out keep their value; null clears an optional one.",
    admin: true,
    body: promoCodeUpdateSchema,
    answers: {
      200: ["The code", promoCodeJsonSchema],
      404: "No such code",
      409: "Another code has this text",
    },
  }),
  call("DELETE /api/pricing/promo-codes/{id}", "deletePromoCode", {
    summary: "Delete a promo code",
    description: "Bookings already made keep their discount.",
    admin: true,
    answers: {
      200: ["Deleted", successSchema],
      404: "No such code",
    },
  }),
  call("GET /api/pricing/settings", "getPricingSettings", {
    summary: "How automatic discounts combine",
    description:
      "best: the largest discount that applies (the default); stack: all of them, at most stack_cap_percent off.",
    admin: true,
    answers: {
      200: ["Settings", pricingSettingsSchema],
    },
  }),
  call("PUT /api/pricing/settings", "setPricingSettings", {
    summary: "Choose how automatic discounts combine",
    description: "Applies to bookings made from now on.",
    admin: true,
    body: pricingSettingsSchema,
    answers: {
      200: ["Settings", pricingSettingsSchema],
    },
  }),
  call("POST /api/pricing/quote", "quoteBooking", {
    summary: "What a booking would cost now, with a promo code",
    description:
      "The lines and total POST /api/bookings would store for these travellers, date and code (the rules in force, " +
      "the combination setting, the package's or departure's prices), or its 400 ('This promo code is not valid', " +
      "'has expired', 'is used up', 'does not apply to this booking'). Nothing is stored and no use of the code is " +
      "taken; a code's limit per email is checked when booking. The booking forms ask it while a code is typed.",
    body: bookingQuoteSchema,
    answers: {
      200: ["The price", bookingQuoteJsonSchema],
    },
  }),
];

/**
 * The fixed value lists of pricing, defined once: the pricing tables (db/schema/pricing.ts, their
 * CHECK constraints) and the zod schemas (pricing-schema.ts) both import them. No imports, so the
 * browser and drizzle-kit can load it.
 */

/**
 * Automatic discounts: booked N days ahead, N travellers or more, travel dates within a window,
 * a couple (exactly 2 adults sharing a double room: honeymoon), and each traveller aged 60 or more
 * (the booking's `number_of_seniors`: the discount is on their share alone).
 */
export const pricingRuleKinds = ["early_bird", "group", "seasonal", "couple", "senior"] as const;

/** The age from which a traveller is a senior citizen, on the travel date. */
export const SENIOR_AGE = 60;
export type PricingRuleKind = (typeof pricingRuleKinds)[number];

/** How automatic discounts combine (ADR 030): the best one, or all of them up to a cap. */
export const combinationPolicies = ["best", "stack"] as const;
export type CombinationPolicy = (typeof combinationPolicies)[number];

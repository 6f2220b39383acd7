import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { pricingRuleKinds } from "../../domain/pricing-values";
import { bookings } from "./bookings";
import { isOneOf } from "./checks";

/** Exactly one of percent_off (1–100) and amount_off (whole rupees ≥ 1). */
const oneDiscount = (percent: unknown, amount: unknown) =>
  sql`(${percent} IS NULL) <> (${amount} IS NULL) AND (${percent} IS NULL OR ${percent} BETWEEN 1 AND 100) AND (${amount} IS NULL OR ${amount} >= 1)`;

/**
 * An automatic discount (issue 25; ADR 031): early bird, group or seasonal, in force between
 * valid_from and valid_to (India calendar dates), for the packages in its scope (an empty list and
 * nulls mean all packages).
 */
export const pricingRules = pgTable(
  "pricing_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    kind: text("kind", { enum: pricingRuleKinds }).notNull(),
    percentOff: integer("percent_off"),
    amountOff: integer("amount_off"),
    minDaysBefore: integer("min_days_before"),
    minTravellers: integer("min_travellers"),
    travelFrom: date("travel_from", { mode: "string" }),
    travelTo: date("travel_to", { mode: "string" }),
    validFrom: date("valid_from", { mode: "string" }),
    validTo: date("valid_to", { mode: "string" }),
    packageIds: uuid("package_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    category: text("category"),
    subcategory: text("subcategory"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("pricing_rule_kind_known", isOneOf(t.kind, pricingRuleKinds)),
    check("pricing_rule_one_discount", oneDiscount(t.percentOff, t.amountOff)),
    index("pricing_rules_created_idx").on(t.createdAt),
  ],
);

/** A promo code: stored upper-case, matched whatever case the visitor types. */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    percentOff: integer("percent_off"),
    amountOff: integer("amount_off"),
    validFrom: date("valid_from", { mode: "string" }),
    validTo: date("valid_to", { mode: "string" }),
    maxUses: integer("max_uses"),
    maxUsesPerEmail: integer("max_uses_per_email"),
    minTravellers: integer("min_travellers"),
    minOrderValue: integer("min_order_value"),
    packageIds: uuid("package_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("promo_code_one_discount", oneDiscount(t.percentOff, t.amountOff)),
    check("promo_code_upper_case", sql`${t.code} = upper(${t.code})`),
    uniqueIndex("promo_codes_code_idx").on(t.code),
  ],
);

/**
 * One use of a promo code by a booking. Written in the booking's transaction while the code's row
 * is locked, so max_uses and max_uses_per_email hold under concurrency.
 */
export const promoRedemptions = pgTable(
  "promo_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    promoCodeId: uuid("promo_code_id")
      .notNull()
      .references(() => promoCodes.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** the inbox (outbox/mailbox.ts: lower case, no +tag, Gmail without dots), for the per-email limit */
    email: text("email").notNull(),
    discount: integer("discount").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("promo_redemptions_code_email_idx").on(t.promoCodeId, t.email),
    uniqueIndex("promo_redemptions_booking_idx").on(t.bookingId),
  ],
);

export type PricingRuleRow = typeof pricingRules.$inferSelect;
export type NewPricingRuleRow = typeof pricingRules.$inferInsert;
export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCodeRow = typeof promoCodes.$inferInsert;

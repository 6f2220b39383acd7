import { sql } from "drizzle-orm";
import {
  check,
  customType,
  date,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { signatureImageTypes, taxRuleKinds } from "../../domain/tax-values";
import { isOneOf } from "./checks";

const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: "number" });

/**
 * The tax law as the documents apply it, one row per rule and period (issue 40, ADR 054): the rule
 * in force on the day the law names (the day a payment was received, for TCS) applies, so a
 * document issued later for an earlier payment still uses the earlier rule. Rows are added, and a
 * rule's `effective_to` is set when a later one is added; none is rewritten otherwise.
 */
export const taxRules = pgTable(
  "tax_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: taxRuleKinds }).notNull(),
    ratePercent: percent("rate_percent").notNull(),
    /** whole rupees of one booking taxed at rate_percent; above it rate_above_threshold_percent */
    threshold: integer("threshold"),
    rateAboveThresholdPercent: percent("rate_above_threshold_percent"),
    /** the rate when the buyer has given no PAN; null: the same rates */
    rateWithoutPanPercent: percent("rate_without_pan_percent"),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    /** the last day in force; null: until a later rule is added */
    effectiveTo: date("effective_to", { mode: "string" }),
    /** what the documents print for the tax, e.g. the section it is collected under */
    legalReference: text("legal_reference").notNull(),
    /** where the rule comes from: the Act, notification or circular */
    source: text("source").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("tax_rule_kind_known", isOneOf(t.kind, taxRuleKinds)),
    check(
      "tax_rule_rates_in_range",
      sql`${t.ratePercent} BETWEEN 0 AND 100 AND coalesce(${t.rateAboveThresholdPercent}, 0) BETWEEN 0 AND 100 AND coalesce(${t.rateWithoutPanPercent}, 0) BETWEEN 0 AND 100`,
    ),
    check(
      "tax_rule_threshold_whole",
      sql`(${t.threshold} IS NULL) = (${t.rateAboveThresholdPercent} IS NULL) AND coalesce(${t.threshold}, 0) >= 0`,
    ),
    check("tax_rule_period", sql`${t.effectiveTo} IS NULL OR ${t.effectiveTo} >= ${t.effectiveFrom}`),
    uniqueIndex("tax_rules_kind_from_unique").on(t.kind, t.effectiveFrom),
  ],
);
export type TaxRuleRow = typeof taxRules.$inferSelect;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The signatory's signature images, kept by their SHA-256 (issue 40): a document names the image
 * it was issued with, so replacing the signature never changes an issued document. Never deleted.
 */
export const signatureImages = pgTable(
  "signature_images",
  {
    sha256: text("sha256").primaryKey(),
    contentType: text("content_type", { enum: signatureImageTypes }).notNull(),
    data: bytea("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("signature_image_type_known", isOneOf(t.contentType, signatureImageTypes))],
);

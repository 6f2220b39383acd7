import { z } from "zod";
import { taxRuleKinds, type TaxRuleKind } from "../../../domain/tax-values";
import { isCalendarDate } from "~/lib/dates";
import { requiredLine } from "~/lib/text-fields";

export const taxRuleMessages = {
  kind: "Choose the kind of rule: gst_tour_package or tcs_overseas_package",
  rate: "A rate is a percentage from 0 to 100, with at most two decimals",
  threshold: "A threshold is whole rupees, 0 or more; give it with the rate above it, or neither",
  effectiveFrom: "A new rule starts on a future date (YYYY-MM-DD): rules in force stay as they are",
  legalReference: "Say what the documents print for this tax, e.g. the section it is collected under",
  source: "Name the rule's source: the Act, notification or circular",
  sameDay: "A rule of this kind already starts on that day",
  quarter: "A quarter is the financial year and its quarter, e.g. 2026-27-Q3 (Q1 April–June … Q4 January–March)",
} as const;

const rateField = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(100, message)
    // at most two decimals, as the column keeps them
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, message);

/**
 * `POST /api/settings/tax-rules`: the owner adds a rule from a future date when the law changes
 * (ADR 054). The rule in force then ends the day before; a rule already set for a later day bounds
 * the new one.
 */
export const taxRuleInputSchema = z
  .object({
    kind: z.enum(taxRuleKinds, { error: taxRuleMessages.kind }),
    rate_percent: rateField(taxRuleMessages.rate),
    threshold: z
      .number({ error: taxRuleMessages.threshold })
      .int(taxRuleMessages.threshold)
      .min(0, taxRuleMessages.threshold)
      .max(2_000_000_000, taxRuleMessages.threshold)
      .nullish()
      .transform((value) => value ?? null)
      .describe("whole rupees of one booking at rate_percent; above it rate_above_threshold_percent"),
    rate_above_threshold_percent: rateField(taxRuleMessages.rate)
      .nullish()
      .transform((value) => value ?? null),
    rate_without_pan_percent: rateField(taxRuleMessages.rate)
      .nullish()
      .transform((value) => value ?? null)
      .describe("the rate when the buyer gave no PAN; null: the same rates"),
    effective_from: z
      .string({ error: taxRuleMessages.effectiveFrom })
      .refine(isCalendarDate, taxRuleMessages.effectiveFrom)
      .describe("YYYY-MM-DD, after today in India"),
    legal_reference: requiredLine(200, taxRuleMessages.legalReference),
    source: requiredLine(500, taxRuleMessages.source),
  })
  .refine((rule) => (rule.threshold === null) === (rule.rate_above_threshold_percent === null), {
    path: ["threshold"],
    message: taxRuleMessages.threshold,
  });
export type TaxRuleInput = z.output<typeof taxRuleInputSchema>;

export const taxRuleJsonSchema = z.object({
  id: z.string(),
  kind: z.enum(taxRuleKinds),
  rate_percent: z.number(),
  threshold: z.number().int().nullable().describe("whole rupees; null: no threshold"),
  rate_above_threshold_percent: z.number().nullable(),
  rate_without_pan_percent: z.number().nullable(),
  effective_from: z.string().describe("YYYY-MM-DD, the first day in force"),
  effective_to: z.string().nullable().describe("YYYY-MM-DD, the last day in force; null: open"),
  legal_reference: z.string().describe("what the documents print for the tax"),
  source: z.string(),
  created_by: z.string(),
  created_at: z.string(),
});
export type TaxRuleJson = z.output<typeof taxRuleJsonSchema>;

/** What a document needs of a rule to compute a tax. */
export type TaxRule = Pick<
  TaxRuleJson,
  | "kind"
  | "rate_percent"
  | "threshold"
  | "rate_above_threshold_percent"
  | "rate_without_pan_percent"
  | "effective_from"
  | "legal_reference"
> & { kind: TaxRuleKind };

/** A financial-year quarter as Form 27EQ counts them: "2026-27-Q3" is October to December 2026. */
export const tcsRegisterQuerySchema = z.object({
  quarter: z
    .string({ error: taxRuleMessages.quarter })
    .regex(/^(\d{4})-(\d{2})-Q([1-4])$/, taxRuleMessages.quarter)
    .refine((value) => {
      const [start, end] = value.split("-").map(Number) as [number, number];
      return (start + 1) % 100 === end;
    }, taxRuleMessages.quarter)
    .describe("e.g. 2026-27-Q3 (October to December 2026)"),
});

/** The first and last day of a financial-year quarter ("2026-27-Q3" → 2026-10-01 … 2026-12-31). */
export function quarterDays(quarter: string): { from: string; to: string } {
  const start = Number(quarter.slice(0, 4));
  const q = Number(quarter.slice(-1));
  const firstMonth = ((q - 1) * 3 + 4 - 1) % 12; // 0-based: Q1 April … Q4 January
  const year = q === 4 ? start + 1 : start;
  const last = new Date(Date.UTC(year, firstMonth + 3, 0)).getUTCDate();
  const month = (m: number) => String(m + 1).padStart(2, "0");
  return {
    from: `${year}-${month(firstMonth)}-01`,
    to: `${year}-${month(firstMonth + 2)}-${String(last).padStart(2, "0")}`,
  };
}

export const tcsRegisterRowSchema = z.object({
  date: z.string().describe("YYYY-MM-DD the payment was received"),
  buyer: z.string(),
  pan: z.string().describe("empty when none was given"),
  amount_received: z.number().describe("rupees, with paise as decimals: the payment TCS was collected on"),
  tcs_collected: z.number().describe("rupees, with paise as decimals"),
  rate: z.string().describe('the rate(s) applied, e.g. "2" or "5 / 20"'),
  document_number: z.string().describe("the receipt voucher that records the collection"),
  booking_reference: z.string(),
});
export type TcsRegisterRow = z.output<typeof tcsRegisterRowSchema>;

export const tcsRegisterSchema = z.object({
  quarter: z.string(),
  from: z.string(),
  to: z.string(),
  rows: z.array(tcsRegisterRowSchema),
  total_received: z.number(),
  total_tcs: z.number(),
});
export type TcsRegister = z.output<typeof tcsRegisterSchema>;

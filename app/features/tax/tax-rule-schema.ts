import { z } from "zod";
import { taxRuleKinds, type TaxRuleKind } from "../../../domain/tax-values";
import { isCalendarDate } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import { requiredLine } from "~/lib/text-fields";

export const taxRuleMessages = {
  kind: "Choose the kind of rule: gst_tour_package or tcs_overseas_package",
  rate: "A rate is a percentage from 0 to 100, with at most two decimals",
  threshold: "A threshold is whole rupees, 0 or more; give it with the rate above it, or neither",
  effectiveFrom: "A new rule starts on a future date (YYYY-MM-DD): rules in force stay as they are",
  legalReference: "Say what the documents print for this tax, e.g. the section it is collected under",
  source: "Name the rule's source: the Act, notification or circular",
  sameDay: "A rule of this kind already starts on that day",
  quarter:
    "A quarter is the financial year and its quarter, e.g. 2026-27-Q3 (Q1 April–June … Q4 January–March)",
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

const tcsRegisterRowSchema = z.object({
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

/**
 * TCS on overseas tour packages (issue 40, ADR 054), in paise. Pure, so the package page, the
 * receipt and the tests compute it alike.
 */

/** One slice of a payment and the TCS on it: a threshold splits a payment into two. */
export type TcsPart = { base: number; rate_percent: number; amount: number };

/** The TCS collected with a payment, under the rule in force on the day it was received. */
export type TcsCollected = { legal_reference: string; parts: TcsPart[]; amount: number };

const part = (base: number, ratePercent: number): TcsPart => ({
  base,
  rate_percent: ratePercent,
  amount: Math.round((base * ratePercent) / 100),
});

/**
 * The TCS on a payment of `amount` paise towards a booking that had received `receivedBefore`
 * paise: without a PAN the rule's rate without PAN on all of it; otherwise its rate up to the
 * threshold (counted over the booking, since the agency cannot see the buyer's other purchases of
 * the year) and its rate above it beyond.
 */
export function tcsOnPayment(
  rule: TaxRule,
  amount: number,
  receivedBefore: number,
  hasPan: boolean,
): TcsCollected {
  let parts: TcsPart[];
  if (!hasPan && rule.rate_without_pan_percent !== null) {
    parts = [part(amount, rule.rate_without_pan_percent)];
  } else if (rule.threshold === null || rule.rate_above_threshold_percent === null) {
    parts = [part(amount, rule.rate_percent)];
  } else {
    const threshold = rule.threshold * 100;
    const below = Math.max(0, Math.min(amount, threshold - receivedBefore));
    parts = [part(below, rule.rate_percent), part(amount - below, rule.rate_above_threshold_percent)].filter(
      (slice) => slice.base > 0,
    );
  }
  return {
    legal_reference: rule.legal_reference,
    parts,
    amount: parts.reduce((sum, slice) => sum + slice.amount, 0),
  };
}

/** The rate(s) a collection was made at, as the register and the documents print them: "2", "5 / 20". */
export const tcsRateText = (tcs: Pick<TcsCollected, "parts">) =>
  tcs.parts.map((slice) => String(slice.rate_percent)).join(" / ");

/** A rule's rate as a visitor reads it beside a price: "TCS 2 %". */
export function tcsNoticeOf(rule: TaxRule | null): string | null {
  if (!rule) return null;
  const rate =
    rule.threshold === null
      ? `${rule.rate_percent} %`
      : `${rule.rate_percent} % (${rule.rate_above_threshold_percent} % above ${formatRupees(rule.threshold)})`;
  return `+ TCS ${rate}, collected under Income-tax law, claimable in your return`;
}

import { formatRupees } from "~/lib/money";
import type { TaxRule } from "./tax-rule-schema";

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
export function tcsNotice(rule: TaxRule | null): string | null {
  if (!rule) return null;
  const rate =
    rule.threshold === null
      ? `${rule.rate_percent} %`
      : `${rule.rate_percent} % (${rule.rate_above_threshold_percent} % above ${formatRupees(rule.threshold)})`;
  return `+ TCS ${rate}, collected under Income-tax law, claimable in your return`;
}

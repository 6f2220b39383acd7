import { z } from "zod";

/**
 * Supplier money is exact to the paisa (issue 41, ADR 056): the API speaks rupees with at most two
 * decimals (2350.5, "2,350.50"), stored and added as whole paise. Read from the digits, never by
 * multiplying a float, so nothing is rounded on the way in. Safe for the browser.
 */
const RUPEES = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** At most ₹1,00,00,000.00 in one amount: every sum of them stays exact in a double and an integer column. */
const MAX_PAISE = 1_000_000_000;

function paiseOf(text: string): number | null {
  const match = RUPEES.exec(text.replace(/,/g, ""));
  if (!match) return null;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return paise <= MAX_PAISE ? paise : null;
}

/** A rupee amount as JSON (a number) or a form (its digits) sends it, as whole paise from `min`. */
export function paiseField(message: string, min = 0) {
  return z.union([z.number(), z.string().trim()], { error: message }).transform((value, ctx) => {
    const paise = Number.isFinite(value) || typeof value === "string" ? paiseOf(String(value)) : null;
    if (paise === null || paise < min) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return paise;
  });
}

/** Paise as the API's rupees: 235050 → 2350.5 (exact: two decimals of an integer). */
export const rupeesOf = (paise: number) => paise / 100;

/** A GST percentage with at most two decimals (0 to 28), as hundredths of a percent: "12" → 1200. */
export function basisPointsField(message: string) {
  return z.union([z.number(), z.string().trim()], { error: message }).transform((value, ctx) => {
    const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(String(value));
    const points = match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : null;
    if (points === null || points > 2800) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return points;
  });
}

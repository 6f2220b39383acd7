import type { DocumentKind } from "../../../../../domain/billing-values";

/**
 * The arithmetic of receipts, invoices and credit notes (issue 26, ADR 035), in paise so every
 * rupee and paisa adds up. Prices are tax-inclusive as advertised: the taxable value is worked
 * back from them.
 */

export type TaxSplit = {
  /** what the tax is charged on */
  taxable: number;
  /** CGST and SGST (half the rate each) when the traveller's state is the agency's; else IGST */
  cgst: number;
  sgst: number;
  igst: number;
  tax: number;
};

/** The taxable value and the tax inside a tax-inclusive amount (paise). */
export function taxInside(inclusivePaise: number, ratePercent: number, sameState: boolean): TaxSplit {
  const taxable = Math.round((inclusivePaise * 100) / (100 + ratePercent));
  const tax = inclusivePaise - taxable;
  if (!sameState) return { taxable, cgst: 0, sgst: 0, igst: tax, tax };
  const cgst = Math.round(tax / 2);
  return { taxable, cgst, sgst: tax - cgst, igst: 0, tax };
}

/**
 * The statutory TCS rate above the threshold on an overseas tour programme package (Income-tax Act
 * s. 206C(1G), as amended by the Finance Act 2025; ADR 036).
 */
const TCS_RATE_ABOVE_THRESHOLD_PERCENT = 20;

/** TCS on a package price (paise): the configured rate up to the threshold, 20% above it. */
export function tcsOn(pricePaise: number, ratePercent: number, thresholdRupees: number): number {
  const threshold = thresholdRupees * 100;
  const below = Math.min(pricePaise, threshold);
  const above = Math.max(0, pricePaise - threshold);
  return Math.round((below * ratePercent) / 100 + (above * TCS_RATE_ABOVE_THRESHOLD_PERCENT) / 100);
}

/** The Indian financial year (April to March) of a date, as "26-27". */
export function financialYearOf(date: string): string {
  const [year, month] = date.split("-").map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, "0");
  return `${two(start)}-${two(start + 1)}`;
}

/** The series letter after the prefix: invoices have none, the best-known number of the three. */
const SERIES_MARK: Record<DocumentKind, string> = { invoice: "", receipt: "R", credit_note: "C" };

/**
 * A document's number: SAF/26-27/0001 (invoice), SAFR/26-27/0001 (receipt), SAFC/26-27/0001
 * (credit note). With a prefix of at most 3 characters it stays within GST's 16 characters up to
 * 99,999 documents of a kind a year.
 */
export function documentNumber(prefix: string, kind: DocumentKind, financialYear: string, sequence: number) {
  return `${prefix}${SERIES_MARK[kind]}/${financialYear}/${String(sequence).padStart(4, "0")}`;
}

/** Paise as rupees with the Indian grouping and two decimals: 1234567 → "₹12,345.67". */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const value = Math.abs(paise) / 100;
  return `${sign}₹${value.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

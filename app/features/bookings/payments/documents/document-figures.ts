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

/**
 * The taxable value and the tax inside a tax-inclusive amount (paise). Each tax is computed from
 * the taxable value at its rate (CGST and SGST at half the rate each), not taken as what is left
 * over; when rounding leaves the three a paisa away from the amount, the taxable value takes it, so
 * the document still adds up to the money that moved.
 */
export function taxInside(inclusivePaise: number, ratePercent: number, sameState: boolean): TaxSplit {
  const workedBack = Math.round((inclusivePaise * 100) / (100 + ratePercent));
  const at = (rate: number) => Math.round((workedBack * rate) / 100);
  const [cgst, sgst, igst] = sameState
    ? [at(ratePercent / 2), at(ratePercent / 2), 0]
    : [0, 0, at(ratePercent)];
  const tax = cgst + sgst + igst;
  return { taxable: inclusivePaise - tax, cgst, sgst, igst, tax };
}

/**
 * A tax invoice of ₹50,000 or more to a buyer without a GSTIN must carry the buyer's address
 * (CGST Rules, rule 46(e)): such an invoice waits until the address is known. Counted on the
 * tax-inclusive total, which asks a little sooner than the rule's taxable value does.
 */
export const ADDRESS_NEEDED_FROM_RUPEES = 50_000;

export function invoiceWaitsForAddress(booking: {
  totalAmount: number;
  customerGstin: string | null;
  customerAddress: string | null;
}): boolean {
  return (
    booking.totalAmount >= ADDRESS_NEEDED_FROM_RUPEES && !booking.customerGstin && !booking.customerAddress
  );
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

// Built on first use: a page's first Intl formatter loads the browser's locale data, about 15 ms
// of a phone's main thread, and most pages show whole rupees only (formatRupees needs no Intl).
let rupeesWithPaise: Intl.NumberFormat | undefined;

/**
 * Whole rupees with Indian grouping: 24999 → "₹24,999", 1234567 → "₹12,34,567". The same text as
 * `Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 })`
 * (money.test.ts checks), written out because every package card calls it while the page loads.
 */
export function formatRupees(amount: number): string {
  const digits = String(Math.round(Math.abs(amount)));
  const lakhs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${amount < 0 ? "-" : ""}₹${lakhs ? `${lakhs},` : ""}${digits.slice(-3)}`;
}

/**
 * A gear price: whole rupees as every other price on the site (499900 → "₹4,999", ADR 022), and
 * two decimals only when there are paise to show (8999 → "₹89.99").
 */
export function formatPaise(paise: number): string {
  if (Number.isInteger(paise / 100)) return formatRupees(paise / 100);
  rupeesWithPaise ??= new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return rupeesWithPaise.format(paise / 100);
}

/** Paise as the decimal rupee number the API speaks: 8999 → 89.99. */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});
const rupeesWithPaise = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Whole rupees with Indian grouping: 24999 → "₹24,999". */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** Paise shown as rupees with two decimals: 8999 → "₹89.99". */
export function formatPaise(paise: number): string {
  return rupeesWithPaise.format(paise / 100);
}

/** Paise as the decimal rupee number the API speaks: 8999 → 89.99. */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

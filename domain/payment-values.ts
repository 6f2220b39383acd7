/**
 * The fixed value lists of a payment, defined once: the `payments` table (db/schema/payments.ts)
 * and the zod schemas (payment-schema.ts) both import them. No imports, so drizzle-kit can load it.
 */

/** A refund is its own kind of row with a positive amount (ADR 015): sums read plainly. */
export const paymentKinds = ["payment", "refund"] as const;
type PaymentKind = (typeof paymentKinds)[number];

/** "razorpay": paid online through the agency's Razorpay account (its webhook records it) */
export const paymentMethods = ["upi", "bank_transfer", "cash", "card_at_office", "razorpay"] as const;
type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  upi: "UPI",
  bank_transfer: "Bank transfer",
  cash: "Cash",
  card_at_office: "Card at office",
  razorpay: "Razorpay (online)",
};

export const paymentKindLabels: Record<PaymentKind, string> = { payment: "Payment", refund: "Refund" };

import { CHECK_FIELDS_MESSAGE } from "~/lib/domain-error";
import type { PaymentMethod } from "../../../domain/shop-values";

// The shop's texts the browser shows, kept apart from shop-schema.ts so the shop's page does not
// ship zod (it loads with the checkout view: checkout-form.tsx).

export const shopMessages = {
  placed: "Order placed successfully! Thank you for your purchase.",
  checkFields: CHECK_FIELDS_MESSAGE,
  emptyCart: "Your cart is empty",
  unknownProduct: "This product is no longer in the shop",
  keyReused: "This Idempotency-Key was already used for a different order",
  tooLarge: "This order is too large: please contact us",
} as const;

export const paymentMethodLabels: Record<PaymentMethod, string> = { upi: "UPI", cod: "Cash on delivery" };

import { z } from "zod";
import { emailField, typedReference } from "~/lib/text-fields";
import { ORDER_REFERENCE_PATTERN, ORDER_REFERENCE_PREFIX } from "~/lib/references";
import { orderJsonSchema } from "../shop-schema";

export const orderLookupMessages = {
  notFound:
    "We could not find an order with that number and email address. Please check both, or contact us.",
  reference: "Enter your order number, e.g. SO-7K3M9Q",
  email: "Enter the email address you ordered with",
} as const;

/** An order number as people type it ("so 7k3m9q" → "SO-7K3M9Q"). */
const referenceField = typedReference(
  ORDER_REFERENCE_PREFIX,
  ORDER_REFERENCE_PATTERN,
  orderLookupMessages.reference,
);

/** The order page's form and `GET /api/shop/orders/lookup?reference=…&email=…`. */
export const orderLookupSchema = z.object({
  reference: referenceField,
  email: emailField({ required: orderLookupMessages.email, invalid: orderLookupMessages.email }),
});
export type OrderLookupInput = z.output<typeof orderLookupSchema>;

/** What a shopper sees of their own order: no address or phone is echoed back. */
export const orderViewSchema = orderJsonSchema.pick({
  reference: true,
  status: true,
  items: true,
  paymentMethod: true,
  subtotal: true,
  shipping: true,
  total: true,
  courier: true,
  trackingNumber: true,
  createdAt: true,
});
export type OrderView = z.output<typeof orderViewSchema>;

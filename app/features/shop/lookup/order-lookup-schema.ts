import { z } from "zod";
import { emailField } from "~/lib/text-fields";
import { ORDER_REFERENCE_PATTERN, ORDER_REFERENCE_PREFIX, REFERENCE_LENGTH } from "~/lib/references";
import { orderJsonSchema } from "../shop-schema";

export const orderLookupMessages = {
  notFound:
    "We could not find an order with that number and email address. Please check both, or contact us.",
  reference: "Enter your order number, e.g. SO-7K3M9Q",
  email: "Enter the email address you ordered with",
} as const;

/** An order number as people type it: any case, spaces, or without "SO-" ("so 7k3m9q" → "SO-7K3M9Q"). */
const referenceField = z
  .string({ error: orderLookupMessages.reference })
  .trim()
  .min(1, orderLookupMessages.reference)
  .max(30, orderLookupMessages.reference)
  .transform((value) => {
    const compact = value.toUpperCase().replace(/[\s-]/g, "");
    const code =
      compact.startsWith(ORDER_REFERENCE_PREFIX) && compact.length > REFERENCE_LENGTH
        ? compact.slice(ORDER_REFERENCE_PREFIX.length)
        : compact;
    return `${ORDER_REFERENCE_PREFIX}-${code}`;
  })
  .refine((value) => ORDER_REFERENCE_PATTERN.test(value), orderLookupMessages.reference);

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

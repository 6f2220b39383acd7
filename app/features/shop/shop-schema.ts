import { z } from "zod";
import {
  emailField,
  listSearchField,
  personName,
  phoneField,
  requiredLine,
  singleLine,
  wholeNumber,
} from "~/lib/text-fields";
import { shippingCountryOf, SHIPPING_HOME } from "./shipping-countries";
import { shopMessages } from "./shop-messages";
import { gearCategories, orderStatuses, paymentMethods, type OrderStatus } from "../../../domain/shop-values";
import { keysetQueryShape } from "~/lib/keyset-page";

export {
  gearCategories,
  orderStatuses,
  paymentMethods,
  type GearCategory,
  type OrderStatus,
  type PaymentMethod,
} from "../../../domain/shop-values";

/** The shop fixes a line's quantity at 1 (docs/product.md §4); the API allows a few, never a warehouse. */
export const MAX_QUANTITY = 10;
export const MAX_ORDER_LINES = 30;

/** One product as the shop shows it: docs/product.md §3 fields, price in rupees with 2 decimals. */
export const gearProductJsonSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  price: z.number().describe("rupees, 2 decimals, e.g. 89.99"),
  price_paise: z.number().int().describe("the same price in paise, for totals without floating point"),
  category: z.enum(gearCategories),
  image: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  rating: z.number().describe("stars, one decimal, e.g. 4.7"),
  reviews: z.number().int().describe("number of reviews"),
});
export type GearProduct = z.output<typeof gearProductJsonSchema>;

/** A postal code anywhere: letters, digits, spaces and hyphens (UK's "SW1A 1AA", US "12345-6789"). */
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;

/**
 * The checkout form (docs/product.md §5): all seven required, email in email form. The phone (issue
 * 24) is for the courier's cash-on-delivery call, checked as the booking's phone. Card fields are
 * never read.
 */
export const checkoutCustomerSchema = z
  .object({
    name: personName(100, "Please enter your name"),
    email: emailField({ required: "Please enter your email address" }),
    phone: phoneField({
      digits: [10, 15],
      required: "Please enter your phone number",
      tooLong: "Please enter a valid phone number",
      invalid: "Please enter a valid phone number (10-15 digits)",
    }),
    address: requiredLine(300, "Please enter your address"),
    city: requiredLine(100, "Please enter your city"),
    zip: requiredLine(20, "Please enter your PIN or ZIP code").refine(
      (zip) => POSTAL_CODE.test(zip),
      "Please enter a valid PIN or ZIP code",
    ),
    country: z
      .string({ error: "Please choose your country" })
      .transform((value) => shippingCountryOf(value) ?? "")
      .refine((country) => country !== "", "Please choose your country from the list"),
  })
  .superRefine((customer, ctx) => {
    // an Indian PIN code: six digits, the first of them not 0 (India Post's zones are 1 to 9)
    if (customer.country === SHIPPING_HOME && !/^[1-9]\d{5}$/.test(customer.zip.replace(/\s/g, ""))) {
      ctx.addIssue({
        code: "custom",
        path: ["zip"],
        message: "A PIN code is 6 digits and does not start with 0",
      });
    }
  });

const optionField = z
  .string()
  .trim()
  .max(60, "Must be at most 60 characters")
  .nullish()
  .transform((value) => value ?? "");

/**
 * A cart line as the shop builds it (the product's own fields plus the choices). Only the
 * product id and the choices are read; name, price and the rest are dropped unread.
 */
export const cartLineSchema = z.object({
  id: wholeNumber({ min: 1, max: 2_147_483_647, message: "Unknown product" }),
  selectedSize: optionField,
  selectedColor: optionField,
  quantity: wholeNumber({
    min: 1,
    max: MAX_QUANTITY,
    message: `Quantity must be a whole number from 1 to ${MAX_QUANTITY}`,
  })
    .optional()
    .default(1),
});

/**
 * The gear order of docs/product.md §3, which the checkout now really sends
 * (docs/product.md §10.6). `total` is accepted and ignored: the server prices every line from its
 * catalogue.
 */
export const orderInputSchema = z
  .object({
    customer: checkoutCustomerSchema,
    items: z
      .array(cartLineSchema, { error: shopMessages.emptyCart })
      .min(1, shopMessages.emptyCart)
      .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} items in one order`),
    paymentMethod: z
      .enum(paymentMethods, { error: "Choose UPI or cash on delivery" })
      .optional()
      .default("upi"),
    total: z.unknown().optional().describe("Ignored: the server computes the total"),
    orderDate: z.iso
      .datetime({ offset: true, error: "Must be an ISO date and time" })
      // the client's clock, kept for reference only; a year 0 would not even fit the column
      .refine((value) => Date.parse(value) >= Date.UTC(2000, 0, 1), "Must be an ISO date and time")
      .refine((value) => Date.parse(value) < Date.UTC(2100, 0, 1), "Must be an ISO date and time")
      .nullish()
      .transform((value) => value ?? null),
  })
  .transform(({ total: _ignored, ...rest }) => rest);
export type OrderInput = z.output<typeof orderInputSchema>;
export type CartLineInput = z.output<typeof cartLineSchema>;

/** Query of the admin list `GET /api/shop/orders`. */
export const orderListQuerySchema = z.object({
  status: z.enum(orderStatuses, { error: "Unknown status" }).optional(),
  q: listSearchField.describe("a reference, part of a name, email or city"),
  ...keysetQueryShape,
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** One stored order as the API answers it. Money in rupees with 2 decimals, computed by the server. */
export const orderJsonSchema = z.object({
  _id: z.string(),
  id: z.string(),
  reference: z.string().describe("e.g. SO-7K3M9Q"),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    phone: z
      .string()
      .describe('digits with an optional "+"; "" on orders placed before checkout asked for it'),
    address: z.string(),
    city: z.string(),
    zip: z.string(),
    country: z.string(),
  }),
  items: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      size: z.string(),
      color: z.string(),
      quantity: z.number().int(),
      unit_price: z.number().describe("rupees, 2 decimals"),
      line_total: z.number(),
    }),
  ),
  paymentMethod: z.enum(paymentMethods),
  subtotal: z.number(),
  shipping: z.number(),
  total: z.number().describe("rupees, computed by the server from its catalogue"),
  status: z.enum(orderStatuses),
  courier: z.string().nullable().describe("who carries the parcel, entered when the order is shipped"),
  trackingNumber: z.string().nullable().describe("the courier's tracking number, entered when shipped"),
  orderDate: z.string().nullable().describe("the client's clock when it placed the order"),
  createdAt: z.string(),
});
export type Order = z.output<typeof orderJsonSchema>;

export const orderStatusLabels: Record<OrderStatus, string> = {
  received: "Received",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/**
 * Where an order may go next: received → shipped → delivered, or cancelled before it is
 * delivered. Delivered and cancelled are final. The server checks every change against this.
 */
export const orderStatusTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  received: ["shipped", "cancelled"],
  shipped: ["delivered", "cancelled"],
  delivered: [],
  cancelled: [],
};

export const shipmentMessages = {
  courier: "Enter the courier that carries the parcel",
  trackingNumber: "Enter the courier's tracking number",
} as const;

/**
 * `PATCH /api/shop/orders/{id}/status` and the admin's Shop Orders buttons. Marking an order
 * shipped needs the courier and its tracking number, which the shopper is emailed; other moves
 * ignore them.
 */
export const orderStatusUpdateSchema = z
  .object({
    status: z.enum(orderStatuses, { error: "Status must be received, shipped, delivered or cancelled" }),
    courier: singleLine(60).optional().describe("required when status is shipped"),
    trackingNumber: singleLine(60).optional().describe("required when status is shipped"),
  })
  .superRefine((update, ctx) => {
    if (update.status !== "shipped") return;
    if (!update.courier)
      ctx.addIssue({ code: "custom", path: ["courier"], message: shipmentMessages.courier });
    if (!update.trackingNumber) {
      ctx.addIssue({ code: "custom", path: ["trackingNumber"], message: shipmentMessages.trackingNumber });
    }
  });
export type OrderStatusUpdate = z.output<typeof orderStatusUpdateSchema>;

/** Why a change is refused, in the admin's words. */
export function refusedTransitionMessage(from: OrderStatus, to: OrderStatus): string {
  return `An order that is ${orderStatusLabels[from].toLowerCase()} cannot be marked ${orderStatusLabels[to].toLowerCase()}`;
}

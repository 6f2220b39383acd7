import { z } from "zod";
import { listSearchField, requiredLine } from "~/lib/text-fields";

export const gearCategories = ["jackets", "safety", "accessories", "clothing", "bags"] as const;
export const paymentMethods = ["upi", "cod"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const orderStatuses = ["received", "shipped", "delivered", "cancelled"] as const;

/** SPEC fixes a line's quantity at 1; the API allows a few, never a warehouse. */
export const MAX_QUANTITY = 10;
export const MAX_ORDER_LINES = 30;

export const shopMessages = {
  placed: "Order placed successfully! Thank you for your purchase.",
  checkFields: "Please check the highlighted fields",
  emptyCart: "Your cart is empty",
  unknownProduct: "This product is no longer in the shop",
  keyReused: "This Idempotency-Key was already used for a different order",
} as const;

export const paymentMethodLabels: Record<PaymentMethod, string> = { upi: "UPI", cod: "Cash on delivery" };

/** One product as the shop shows it: SPEC.md section 3 fields, price in rupees with 2 decimals. */
export type GearProduct = {
  id: number;
  slug: string;
  name: string;
  /** rupees, e.g. 89.99 */
  price: number;
  /** the same price in paise, for totals without floating point */
  price_paise: number;
  category: (typeof gearCategories)[number];
  image: string;
  description: string;
  features: string[];
  sizes: string[];
  colors: string[];
  /** stars, one decimal, e.g. 4.7 */
  rating: number;
  /** number of reviews */
  reviews: number;
};

/** The checkout form (SPEC 5): all six required, email in email form. Card fields are never read. */
export const checkoutCustomerSchema = z.object({
  name: requiredLine(100, "Please enter your name"),
  email: z
    .string({ error: "Please enter your email address" })
    .trim()
    .min(1, "Please enter your email address")
    .max(254, "Please enter a valid email address")
    .toLowerCase()
    .pipe(z.email("Please enter a valid email address")),
  address: requiredLine(300, "Please enter your address"),
  city: requiredLine(100, "Please enter your city"),
  zip: requiredLine(20, "Please enter your PIN or ZIP code"),
  country: requiredLine(100, "Please enter your country"),
});

const productIdMessage = "Unknown product";
const quantityMessage = `Quantity must be a whole number from 1 to ${MAX_QUANTITY}`;
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
  id: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,9}$/, productIdMessage),
      ],
      { error: productIdMessage },
    )
    .transform(Number)
    .pipe(z.number().int(productIdMessage).min(1, productIdMessage).max(2_147_483_647, productIdMessage)),
  selectedSize: optionField,
  selectedColor: optionField,
  quantity: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,3}$/, quantityMessage),
      ],
      { error: quantityMessage },
    )
    .transform(Number)
    .pipe(z.number().int(quantityMessage).min(1, quantityMessage).max(MAX_QUANTITY, quantityMessage))
    .optional()
    .default(1),
});

/**
 * SPEC 3's "Order data", which the checkout now really sends (DECISIONS 6). `total` is accepted
 * and ignored: the server prices every line from its catalogue.
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
  q: listSearchField,
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

export type OrderLine = {
  product_id: number;
  name: string;
  size: string;
  color: string;
  quantity: number;
  /** rupees, 2 decimals */
  unit_price: number;
  line_total: number;
};

/** One stored order. Money in rupees with 2 decimals, computed by the server. */
export type Order = {
  _id: string;
  id: string;
  reference: string;
  customer: z.output<typeof checkoutCustomerSchema>;
  items: OrderLine[];
  paymentMethod: PaymentMethod;
  subtotal: number;
  shipping: number;
  total: number;
  status: (typeof orderStatuses)[number];
  orderDate: string | null;
  createdAt: string;
};

export type OrderStatus = (typeof orderStatuses)[number];

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

/** `PATCH /api/shop/orders/{id}/status` and the admin's Shop Orders buttons. */
export const orderStatusUpdateSchema = z.object({
  status: z.enum(orderStatuses, { error: "Status must be received, shipped, delivered or cancelled" }),
});
export type OrderStatusUpdate = z.output<typeof orderStatusUpdateSchema>;

/** Why a change is refused, in the admin's words. */
export function refusedTransitionMessage(from: OrderStatus, to: OrderStatus): string {
  return `An order that is ${orderStatusLabels[from].toLowerCase()} cannot be marked ${orderStatusLabels[to].toLowerCase()}`;
}

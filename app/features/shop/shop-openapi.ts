import { z } from "zod";
import { withHoneypotField } from "~/lib/honeypot-contract";
import type { ApiOperation } from "~/lib/openapi";
import {
  gearCategories,
  orderInputSchema,
  orderListQuerySchema,
  orderStatuses,
  paymentMethods,
} from "./shop-schema";

export const gearProductJsonSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  price: z.number().describe("rupees, 2 decimals"),
  price_paise: z.number().int(),
  category: z.enum(gearCategories),
  image: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  rating: z.number().describe("stars, one decimal"),
  reviews: z.number().int().describe("number of reviews"),
});

export const orderJsonSchema = z.object({
  _id: z.string(),
  id: z.string(),
  reference: z.string().describe("e.g. SO-7K3M9Q"),
  customer: z.object({
    name: z.string(),
    email: z.string(),
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
      unit_price: z.number(),
      line_total: z.number(),
    }),
  ),
  paymentMethod: z.enum(paymentMethods),
  subtotal: z.number(),
  shipping: z.number(),
  total: z.number().describe("rupees, computed by the server from its catalogue"),
  status: z.enum(orderStatuses),
  orderDate: z.string().nullable(),
  createdAt: z.string(),
});

const orderAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reference: z.string(),
  order: orderJsonSchema,
});

export const shopOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/shop/products",
    summary: "The travel gear catalogue",
    tag: "Shop",
    responses: { 200: { description: "Products", schema: z.array(gearProductJsonSchema) } },
  },
  {
    method: "post",
    path: "/api/shop/orders",
    summary:
      "Place a gear order. Only each line's product id, size, colour and quantity are read; the server prices every line. " +
      "Send an Idempotency-Key header to make retries safe; without one, an identical order within a minute returns the first.",
    tag: "Shop",
    body: withHoneypotField(orderInputSchema),
    responses: {
      201: { description: "Order stored; customer and agency emailed", schema: orderAnswerSchema },
      200: {
        description: "The same order again (repeated key or duplicate submit)",
        schema: orderAnswerSchema,
      },
      409: { description: "The Idempotency-Key was used for another order" },
    },
  },
  {
    method: "get",
    path: "/api/shop/orders",
    summary: "Every gear order, newest first, with its lines",
    tag: "Shop",
    admin: true,
    query: orderListQuerySchema,
    responses: { 200: { description: "Orders", schema: z.array(orderJsonSchema) } },
  },
];

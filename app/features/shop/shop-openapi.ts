import { z } from "zod";
import { withHoneypotField } from "~/lib/honeypot-contract";
import { pagedList, successSchema, type ApiOperation } from "~/lib/openapi";
import {
  gearProductJsonSchema,
  orderInputSchema,
  orderJsonSchema,
  orderListQuerySchema,
  orderStatusUpdateSchema,
} from "./shop-schema";

const orderAnswerSchema = successSchema.extend({ reference: z.string(), order: orderJsonSchema });

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
  pagedList({
    path: "/api/shop/orders",
    summary: "One page of gear orders, newest first, with their lines; filtered by status or searched",
    tag: "Shop",
    admin: true,
    query: orderListQuerySchema,
    responses: { 200: { description: "Orders", schema: z.array(orderJsonSchema) } },
  }),
  {
    method: "patch",
    path: "/api/shop/orders/{id}/status",
    summary:
      "Move an order on: received → shipped → delivered, or cancelled before delivery. " +
      "Asking for its current status changes nothing.",
    tag: "Shop",
    admin: true,
    body: orderStatusUpdateSchema,
    responses: {
      200: { description: "The order", schema: orderJsonSchema },
      404: { description: "No such order" },
      409: { description: "That change is not allowed from the order's current status" },
    },
  },
];

import { z } from "zod";
import { withHoneypotField } from "~/lib/honeypot-contract";
import { orderLookupSchema, orderViewSchema } from "./lookup/order-lookup-schema";
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
    operationId: "listGearProducts",
    summary: "List travel gear",
    description:
      "The travel gear catalogue: each product with its price (in rupees and in paise), sizes, colours and rating.",
    tag: "Shop",
    responses: { 200: { description: "Products", schema: z.array(gearProductJsonSchema) } },
  },
  {
    method: "post",
    path: "/api/shop/orders",
    operationId: "createGearOrder",
    summary: "Place a gear order",
    description:
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
    path: "/api/shop/orders/lookup",
    operationId: "lookUpShopOrder",
    summary: "A shopper's own gear order, by order number and email",
    description:
      "Answers the order when its number (e.g. SO-7K3M9Q; any case, the SO- may be left out) and the email it " +
      "was placed with both match: status, items, totals, and the courier and tracking number once shipped. " +
      "No address or phone is returned. The same 404 whichever of the two is wrong; limited per address as " +
      "booking lookups are.",
    tag: "Shop",
    query: orderLookupSchema,
    responses: {
      200: { description: "The order", schema: orderViewSchema },
      404: { description: "No order with that number and email" },
    },
  },
  pagedList({
    path: "/api/shop/orders",
    operationId: "listGearOrders",
    summary: "List gear orders",
    description: "One page of gear orders, newest first, with their lines; filtered by status or searched",
    tag: "Shop",
    admin: true,
    query: orderListQuerySchema,
    responses: { 200: { description: "Orders", schema: z.array(orderJsonSchema) } },
  }),
  {
    method: "patch",
    path: "/api/shop/orders/{id}/status",
    operationId: "updateGearOrderStatus",
    summary: "Move a gear order on",
    description:
      "Move an order on: received → shipped → delivered, or cancelled before delivery. " +
      "Asking for its current status changes nothing. Shipping needs courier and trackingNumber, " +
      "which the shopper is emailed.",
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

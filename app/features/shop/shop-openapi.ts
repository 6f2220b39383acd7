import { z } from "zod";
import { withHoneypotField } from "~/lib/honeypot-contract";
import { orderLookupSchema, orderViewSchema } from "./lookup/order-lookup-schema";
import { apiCalls, successSchema } from "~/lib/openapi";
import {
  gearProductJsonSchema,
  orderInputSchema,
  orderJsonSchema,
  orderListQuerySchema,
  orderStatusUpdateSchema,
} from "./shop-schema";

const orderAnswerSchema = successSchema.extend({ reference: z.string(), order: orderJsonSchema });

const call = apiCalls("Shop");

export const shopOperations = [
  call("GET /api/shop/products", "listGearProducts", {
    summary: "List travel gear",
    description:
      "The travel gear catalogue: each product with its price (in rupees and in paise), sizes, colours and rating.",
    answers: {
      200: ["Products", z.array(gearProductJsonSchema)],
    },
  }),
  call("POST /api/shop/orders", "createGearOrder", {
    summary: "Place a gear order",
    description:
      "Place a gear order. Only each line's product id, size, colour and quantity are read; the server prices every line. " +
      "Send an Idempotency-Key header to make retries safe; without one, an identical order within a minute returns the first.",
    body: withHoneypotField(orderInputSchema),
    answers: {
      201: ["Order stored; customer and agency emailed", orderAnswerSchema],
      200: ["The same order again (repeated key or duplicate submit)", orderAnswerSchema],
      409: "The Idempotency-Key was used for another order",
    },
  }),
  call("GET /api/shop/orders/lookup", "lookUpShopOrder", {
    summary: "A shopper's own gear order, by order number and email",
    description:
      "Answers the order when its number (e.g. SO-7K3M9Q; any case, the SO- may be left out) and the email it " +
      "was placed with both match: status, items, totals, and the courier and tracking number once shipped. " +
      "No address or phone is returned. The same 404 whichever of the two is wrong; limited per address as " +
      "booking lookups are.",
    query: orderLookupSchema,
    answers: {
      200: ["The order", orderViewSchema],
      404: "No order with that number and email",
    },
  }),
  call.page("GET /api/shop/orders", "listGearOrders", {
    summary: "List gear orders",
    description: "One page of gear orders, newest first, with their lines; filtered by status or searched",
    admin: true,
    query: orderListQuerySchema,
    answers: {
      200: ["Orders", z.array(orderJsonSchema)],
    },
  }),
  call("PATCH /api/shop/orders/{id}/status", "updateGearOrderStatus", {
    summary: "Move a gear order on",
    description:
      "Move an order on: received → shipped → delivered, or cancelled before delivery. " +
      "Asking for its current status changes nothing. Shipping needs courier and trackingNumber, " +
      "which the shopper is emailed.",
    admin: true,
    body: orderStatusUpdateSchema,
    answers: {
      200: ["The order", orderJsonSchema],
      404: "No such order",
      409: "That change is not allowed from the order's current status",
    },
  }),
];

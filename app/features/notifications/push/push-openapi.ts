import { z } from "zod";
import { pagedList, successSchema, type ApiOperation } from "~/lib/openapi";
import { outboxEmailJsonSchema, outboxListQuerySchema } from "../outbox/outbox-schema";
import { pushSendJsonSchema } from "./push-json";
import {
  pushMessageSchema,
  pushSendListQuerySchema,
  pushSubscriptionListQuerySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from "./push-schema";

const done = successSchema;

export const pushOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/subscription/subscribe",
    operationId: "createPushSubscription",
    summary: "Subscribe a browser to push messages",
    description: "Store the browser's push subscription (one per endpoint; subscribing again replaces it)",
    tag: "Notifications",
    body: pushSubscriptionSchema,
    responses: { 201: { description: "Stored", schema: done } },
  },
  {
    method: "post",
    path: "/api/subscription/unsubscribe",
    operationId: "deletePushSubscription",
    summary: "Unsubscribe a browser from push messages",
    description: "Remove the browser's push subscription (the visitor turned travel deals off)",
    tag: "Notifications",
    body: pushUnsubscribeSchema,
    responses: {
      200: { description: "Removed (or there was none)", schema: done.extend({ removed: z.boolean() }) },
    },
  },
  pagedList({
    path: "/api/push/subscriptions",
    operationId: "listPushSubscriptions",
    query: pushSubscriptionListQuerySchema,
    summary: "List push subscriptions",
    description: "The stored push subscriptions, a page, newest first",
    tag: "Notifications",
    admin: true,
    responses: {
      200: {
        description: "The subscriptions",
        schema: z.object({ data: z.array(z.object({ endpoint: z.string(), created_at: z.string() })) }),
      },
    },
  }),

  pagedList({
    path: "/api/push/sends",
    operationId: "listPushSends",
    query: pushSendListQuerySchema,
    summary: "List past push messages",
    description:
      "The number of subscribers and a page of the push messages sent (20 unless `limit`), newest first, with their results",
    tag: "Notifications",
    admin: true,
    responses: {
      200: {
        description: "Subscribers and past sends",
        schema: z.object({ subscribers: z.number().int(), data: z.array(pushSendJsonSchema) }),
      },
    },
  }),

  {
    method: "post",
    path: "/api/push/sends",
    operationId: "sendPushMessage",
    summary: "Send a push message to every subscriber",
    description: "Send a title, text and link to every subscriber; gone subscriptions (404/410) are removed",
    tag: "Notifications",
    admin: true,
    body: pushMessageSchema,
    responses: {
      201: { description: "Sent; the counts of sent, removed and failed", schema: pushSendJsonSchema },
    },
  },
  pagedList({
    path: "/api/emails",
    operationId: "listEmails",
    summary: "List the email outbox",
    description: "The email outbox, newest first, 25 a page; filter by status",
    tag: "Notifications",
    admin: true,
    query: outboxListQuerySchema,
    responses: {
      200: {
        description: "One page of emails",
        schema: z.object({
          data: z.array(outboxEmailJsonSchema),
          pagination: z.object({ page: z.number(), pages: z.number(), total: z.number() }),
        }),
      },
    },
  }),

  {
    method: "get",
    path: "/api/emails/{id}",
    operationId: "getEmail",
    summary: "Get one email",
    description: "One email with its plain-text and HTML parts",
    tag: "Notifications",
    admin: true,
    responses: {
      200: { description: "The email", schema: outboxEmailJsonSchema },
      404: { description: "No such email" },
    },
  },
  {
    method: "post",
    path: "/api/emails/{id}/resend",
    operationId: "resendEmail",
    summary: "Send a failed email again",
    description: "Queue a failed email to be sent again (once)",
    tag: "Notifications",
    admin: true,
    responses: {
      202: { description: "Queued", schema: done.extend({ email: outboxEmailJsonSchema }) },
      404: { description: "No such email" },
      409: { description: "The email is not failed (pending or already sent)" },
    },
  },
];

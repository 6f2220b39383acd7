import { z } from "zod";
import { apiCalls, successSchema } from "~/lib/openapi";
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

const call = apiCalls("Notifications");

export const pushOperations = [
  call("POST /api/subscription/subscribe", "createPushSubscription", {
    summary: "Subscribe a browser to push messages",
    description: "Store the browser's push subscription (one per endpoint; subscribing again replaces it)",
    body: pushSubscriptionSchema,
    answers: {
      201: ["Stored", done],
    },
  }),
  call("POST /api/subscription/unsubscribe", "deletePushSubscription", {
    summary: "Unsubscribe a browser from push messages",
    description: "Remove the browser's push subscription (the visitor turned travel deals off)",
    body: pushUnsubscribeSchema,
    answers: {
      200: ["Removed (or there was none)", done.extend({ removed: z.boolean() })],
    },
  }),
  call.page("GET /api/push/subscriptions", "listPushSubscriptions", {
    query: pushSubscriptionListQuerySchema,
    summary: "List push subscriptions",
    description: "The stored push subscriptions, a page, newest first",
    admin: true,
    answers: {
      200: [
        "The subscriptions",
        z.object({ data: z.array(z.object({ endpoint: z.string(), created_at: z.string() })) }),
      ],
    },
  }),

  call.page("GET /api/push/sends", "listPushSends", {
    query: pushSendListQuerySchema,
    summary: "List past push messages",
    description:
      "The number of subscribers and a page of the push messages sent (20 unless `limit`), newest first, with their results",
    admin: true,
    answers: {
      200: [
        "Subscribers and past sends",
        z.object({ subscribers: z.number().int(), data: z.array(pushSendJsonSchema) }),
      ],
    },
  }),

  call("POST /api/push/sends", "sendPushMessage", {
    summary: "Send a push message to every subscriber",
    description: "Send a title, text and link to every subscriber; gone subscriptions (404/410) are removed",
    admin: true,
    body: pushMessageSchema,
    answers: {
      201: ["Sent; the counts of sent, removed and failed", pushSendJsonSchema],
    },
  }),
  call.page("GET /api/emails", "listEmails", {
    summary: "List the email outbox",
    description:
      "The email outbox, newest first, 25 a page; filter by status. An email that did not go (failed, refused by the mail server, or capped: a visitor's email held by the hourly limit) carries its reason in last_error",
    admin: true,
    query: outboxListQuerySchema,
    answers: {
      200: [
        "One page of emails",
        z.object({
          data: z.array(outboxEmailJsonSchema),
          pagination: z.object({ page: z.number(), pages: z.number(), total: z.number() }),
        }),
      ],
    },
  }),

  call("GET /api/emails/{id}", "getEmail", {
    summary: "Get one email",
    description: "One email with its plain-text and HTML parts",
    admin: true,
    answers: {
      200: ["The email", outboxEmailJsonSchema],
      404: "No such email",
    },
  }),
  call("POST /api/emails/{id}/resend", "resendEmail", {
    summary: "Send an unsent email again",
    description: "Queue a failed or capped email to be sent again (once)",
    admin: true,
    answers: {
      202: ["Queued", done.extend({ email: outboxEmailJsonSchema })],
      404: "No such email",
      409: "The email is not failed or capped (pending or already sent)",
    },
  }),
];

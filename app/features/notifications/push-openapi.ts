import { successSchema, type ApiOperation } from "~/lib/openapi";
import { pushSubscriptionSchema } from "./push-schema";

export const pushOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/subscription/subscribe",
    summary: "Store the browser's push subscription (one per endpoint; subscribing again replaces it)",
    tag: "Notifications",
    body: pushSubscriptionSchema,
    responses: {
      201: { description: "Stored", schema: successSchema },
    },
  },
];

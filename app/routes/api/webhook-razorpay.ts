import { handleRazorpayWebhook } from "~/features/bookings/payments/razorpay/razorpay-service.server";
import { apiRoute, HttpError, json, JSON_BODY_LIMIT } from "~/lib/http.server";
import type { Route } from "./+types/webhook-razorpay";

/** Razorpay's events, signed with the webhook secret; the raw body is what the signature covers. */
const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, context }) => {
    const body = await request.text();
    if (body.length > JSON_BODY_LIMIT) throw new HttpError(413, "The body is too large");
    const signature = request.headers.get("x-razorpay-signature") ?? "";
    const { recorded } = await handleRazorpayWebhook(context.db, context.config, body, signature);
    return json({ success: true, message: recorded ? "Payment recorded" : "Nothing to record", recorded });
  },
});

export const loader = handle;
export const action = handle;

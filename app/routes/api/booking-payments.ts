import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { paymentInputSchema, paymentMessages } from "~/features/bookings/payments/payment-schema";
import { getBookingPayments, recordPayment } from "~/features/bookings/payments/payment-service.server";
import { apiRoute, json, notFound, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/booking-payments";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const account = await getBookingPayments(context.db, params.id ?? "");
    if (!account) throw notFound(paymentMessages.notFound);
    return json(account);
  },
  POST: async ({ request, params, context }) => {
    await requireAdmin(request, context);
    const input = parseWith(paymentInputSchema, await readJson(request));
    const { payment, account } = await recordPayment(context.db, params.id ?? "", input, undefined, {
      config: context.config,
    });
    const message = payment.kind === "payment" ? paymentMessages.recorded : paymentMessages.refunded;
    return json({ success: true, message, payment, account }, 201);
  },
});

export const loader = handle;
export const action = handle;

import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { billMessages, supplierPaymentInputSchema } from "~/features/back-office/bills/bill-schema";
import { recordSupplierPayment } from "~/features/back-office/bills/bill-service.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/supplier-bill-payments";

/** Money paid against a supplier's bill. */
const handle = apiRoute<Route.LoaderArgs>({
  POST: async ({ request, context, params }) => {
    const admin = await requireAdmin(request, context);
    const input = parseWith(supplierPaymentInputSchema, await readJson(request));
    const { created, payment, bill } = await recordSupplierPayment(
      context.db,
      params.billId,
      input,
      admin.loginId,
    );
    return json({ success: true, message: billMessages.paymentRecorded, payment, bill }, created ? 201 : 200);
  },
});

export const loader = handle;
export const action = handle;

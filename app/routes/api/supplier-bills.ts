import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { billInputSchema, billMessages } from "~/features/back-office/bills/bill-schema";
import { createBill, supplierLedger } from "~/features/back-office/bills/bill-service.server";
import { supplierMessages } from "~/features/back-office/suppliers/supplier-schema";
import { apiRoute, json, notFound, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/supplier-bills";

/** A supplier's ledger (bills, payments, balance), and a new bill. */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context, params }) => {
    await requireAdmin(request, context);
    const ledger = await supplierLedger(context.db, params.id);
    if (!ledger) throw notFound(supplierMessages.notFound);
    return json(ledger);
  },
  POST: async ({ request, context, params }) => {
    const admin = await requireAdmin(request, context);
    const input = parseWith(billInputSchema, await readJson(request));
    const bill = await createBill(context.db, params.id, input, admin.loginId);
    return json({ success: true, message: billMessages.billRecorded, bill }, 201);
  },
});

export const loader = handle;
export const action = handle;

import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { supplierMessages, supplierUpdateSchema } from "~/features/back-office/suppliers/supplier-schema";
import {
  deleteSupplier,
  getSupplier,
  toSupplierJson,
  updateSupplier,
} from "~/features/back-office/suppliers/supplier-service.server";
import { apiRoute, json, notFound, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/supplier";

/** One supplier: read, change, delete (or archive, when it has bills). */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context, params }) => {
    await requireAdmin(request, context);
    const supplier = await getSupplier(context.db, params.id);
    if (!supplier) throw notFound(supplierMessages.notFound);
    return json(toSupplierJson(supplier));
  },
  PATCH: async ({ request, context, params }) => {
    await requireAdmin(request, context);
    const update = parseWith(supplierUpdateSchema, await readJson(request));
    const supplier = await updateSupplier(context.db, params.id, update);
    return json({ success: true, message: supplierMessages.saved, supplier });
  },
  DELETE: async ({ request, context, params }) => {
    await requireAdmin(request, context);
    const result = await deleteSupplier(context.db, params.id);
    const message = result === "archived" ? supplierMessages.archived : supplierMessages.deleted;
    return json({ success: true, message, result });
  },
});

export const loader = handle;
export const action = handle;

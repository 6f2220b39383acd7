import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import {
  supplierInputSchema,
  supplierListQuerySchema,
  supplierMessages,
} from "~/features/back-office/suppliers/supplier-schema";
import { createSupplier, listSuppliers } from "~/features/back-office/suppliers/supplier-service.server";
import { apiRoute, json, parseWith, queryOf, readJson } from "~/lib/http.server";
import { pagedJson } from "~/lib/keyset-page.server";
import type { Route } from "./+types/suppliers";

/** The agency's suppliers (issue 41): one keyset page; owners and managers add them. */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    return pagedJson(
      request,
      await listSuppliers(context.db, parseWith(supplierListQuerySchema, queryOf(request))),
    );
  },
  POST: async ({ request, context }) => {
    await requireAdmin(request, context);
    const input = parseWith(supplierInputSchema, await readJson(request));
    const supplier = await createSupplier(context.db, input);
    return json({ success: true, message: supplierMessages.created, supplier }, 201);
  },
});

export const loader = handle;
export const action = handle;

import type { Db } from "../../../../db/client";
import type { ListKey } from "~/lib/keyset-page";
import { loadScreenList } from "~/lib/list-query";
import { SUPPLIER_PAGE_SIZE, supplierScreenQuerySchema } from "./supplier-schema";
import { countSuppliers, listSuppliers } from "./supplier-service.server";

type ScreenQuery = ReturnType<typeof supplierScreenQuerySchema.parse>;

/** The Suppliers screen's page: the same query as `GET /api/suppliers`. */
export function loadSupplierScreen(db: Db, request: Request) {
  return loadScreenList(request, supplierScreenQuerySchema, SUPPLIER_PAGE_SIZE, {
    db,
    page: (db: Db, query: ScreenQuery & { limit: number; skip: number; cursor?: ListKey }) =>
      listSuppliers(db, query),
    count: (db: Db, query: ScreenQuery) => countSuppliers(db, query),
  });
}

import { inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { suppliers } from "../../../db/schema/index";

/** The suppliers a departure uses (hotels, camps, transport, guides), by id: who they are and how to reach them. */
type SupplierContact = { id: string; name: string; kind: string; phone: string; email: string };

export async function supplierContacts(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, SupplierContact>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: suppliers.id,
      name: suppliers.name,
      kind: suppliers.kind,
      phone: suppliers.phone,
      email: suppliers.email,
    })
    .from(suppliers)
    .where(inArray(suppliers.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

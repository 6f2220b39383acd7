import { inArray } from "drizzle-orm";
import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";

/**
 * The suppliers a departure uses (hotels, camps, transport, guides), read by id. The suppliers
 * table belongs to the back office (migration 0029_suppliers); only the columns read here.
 */
const suppliers = pgTable("suppliers", {
  id: uuid("id").primaryKey(),
  name: text("name").notNull(),
  kind: text("kind").notNull(),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
});

export type SupplierContact = { id: string; name: string; kind: string; phone: string; email: string };

export async function supplierContacts(db: Db, ids: readonly string[]): Promise<Map<string, SupplierContact>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(suppliers).where(inArray(suppliers.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

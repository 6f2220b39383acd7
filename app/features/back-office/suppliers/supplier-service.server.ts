import { eq, isNull } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { supplierBills, suppliers, type SupplierRow } from "../../../../db/schema/index";
import { changedFields, recordAudit } from "~/features/audit/audit-service.server";
import { DomainError } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import { keysetList } from "~/lib/keyset-page.server";
import {
  supplierMessages,
  type SupplierInput,
  type SupplierJson,
  type SupplierListQuery,
  type SupplierUpdate,
} from "./supplier-schema";

export function toSupplierJson(row: SupplierRow): SupplierJson {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    city: row.city,
    phone: row.phone,
    email: row.email,
    gstin: row.gstin,
    upi_id: row.upiId,
    bank_account_name: row.bankAccountName,
    bank_account_number: row.bankAccountNumber,
    bank_ifsc: row.bankIfsc,
    notes: row.notes,
    archived: row.archivedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

const columnsOf = (input: Partial<SupplierInput>) => ({
  name: input.name,
  kind: input.kind,
  city: input.city,
  phone: input.phone,
  email: input.email,
  gstin: input.gstin,
  upiId: input.upi_id,
  bankAccountName: input.bank_account_name,
  bankAccountNumber: input.bank_account_number,
  bankIfsc: input.bank_ifsc,
  notes: input.notes,
});

const auditShape = (row: SupplierRow) => {
  const { createdAt: _created, updatedAt: _updated, ...rest } = row;
  return { ...rest, archivedAt: row.archivedAt?.toISOString() ?? null };
};

export async function createSupplier(db: Db, input: SupplierInput): Promise<SupplierJson> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(suppliers)
      .values(columnsOf(input) as typeof suppliers.$inferInsert)
      .returning();
    if (!row) throw new Error("supplier insert returned nothing");
    await recordAudit(tx, {
      action: "supplier.created",
      targetType: "supplier",
      targetId: row.id,
      after: auditShape(row),
    });
    return toSupplierJson(row);
  });
}

/** A supplier by id, archived ones too; null when unknown. */
export async function getSupplier(db: Db, id: string): Promise<SupplierRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, id.toLowerCase()));
  return row ?? null;
}

async function lockSupplier(tx: Db, id: string): Promise<SupplierRow> {
  const [row] = isUuid(id)
    ? await tx.select().from(suppliers).where(eq(suppliers.id, id.toLowerCase())).for("update")
    : [];
  if (!row) throw new DomainError("not-found", supplierMessages.notFound);
  return row;
}

export async function updateSupplier(db: Db, id: string, update: SupplierUpdate): Promise<SupplierJson> {
  return db.transaction(async (tx) => {
    const current = await lockSupplier(tx, id);
    const { archived, ...fields } = update;
    const archivedAt =
      archived === undefined ? current.archivedAt : archived ? (current.archivedAt ?? new Date()) : null;
    const [row] = await tx
      .update(suppliers)
      .set({ ...columnsOf(fields), archivedAt, updatedAt: new Date() })
      .where(eq(suppliers.id, current.id))
      .returning();
    if (!row) throw new Error("supplier update returned nothing");
    const change = changedFields(auditShape(current), auditShape(row));
    if (change.after) {
      await recordAudit(tx, {
        action: "supplier.updated",
        targetType: "supplier",
        targetId: row.id,
        ...change,
      });
    }
    return toSupplierJson(row);
  });
}

/**
 * Deletes a supplier, or archives one that has bills (its ledger keeps them; ADR 056). Cost lines
 * that named it keep their figures and lose the name.
 */
export async function deleteSupplier(db: Db, id: string): Promise<"deleted" | "archived"> {
  return db.transaction(async (tx) => {
    const current = await lockSupplier(tx, id);
    const [bill] = await tx
      .select({ id: supplierBills.id })
      .from(supplierBills)
      .where(eq(supplierBills.supplierId, current.id))
      .limit(1);
    if (bill) {
      await tx
        .update(suppliers)
        .set({ archivedAt: current.archivedAt ?? new Date(), updatedAt: new Date() })
        .where(eq(suppliers.id, current.id));
      await recordAudit(tx, { action: "supplier.archived", targetType: "supplier", targetId: current.id });
      return "archived";
    }
    await tx.delete(suppliers).where(eq(suppliers.id, current.id));
    await recordAudit(tx, {
      action: "supplier.deleted",
      targetType: "supplier",
      targetId: current.id,
      before: auditShape(current),
    });
    return "deleted";
  });
}

type SupplierFilter = Omit<SupplierListQuery, "limit" | "cursor">;

/** Pages of suppliers, newest first: the one list query of the API and the Suppliers screen. */
const supplierList = keysetList({
  keyset: { at: suppliers.createdAt, id: suppliers.id },
  // migration 0029 indexes the joined text as 0010 does the other lists'
  search: { text: [suppliers.name, suppliers.city, suppliers.email, suppliers.gstin] },
  conditions: (filter: SupplierFilter) => [
    filter.kind ? eq(suppliers.kind, filter.kind) : undefined,
    filter.include_archived ? undefined : isNull(suppliers.archivedAt),
  ],
  select: (db, key) =>
    db
      .select({ supplier: suppliers, ...key })
      .from(suppliers)
      .$dynamic(),
  items: (_db, rows): SupplierJson[] => rows.map((row) => toSupplierJson(row.supplier)),
});

export const { list: listSuppliers, count: countSuppliers } = supplierList;

/** Suppliers in use, by name, for a cost line's or a bill's choice of supplier. */
export async function supplierChoices(db: Db): Promise<{ id: string; name: string; kind: string }[]> {
  return db
    .select({ id: suppliers.id, name: suppliers.name, kind: suppliers.kind })
    .from(suppliers)
    .where(isNull(suppliers.archivedAt))
    .orderBy(suppliers.name)
    .limit(1000);
}

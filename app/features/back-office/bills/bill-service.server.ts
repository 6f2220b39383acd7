import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import {
  supplierBills,
  supplierPayments,
  suppliers,
  tourDepartures,
  tourPackages,
  type SupplierBillRow,
  type SupplierPaymentRow,
} from "../../../../db/schema/index";
import { recordAudit } from "~/features/audit/audit-service.server";
import { todayInIndia } from "~/lib/dates";
import { DomainError, fieldError } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import { formatPaise } from "~/lib/money";
import type { BillStatus } from "../../../../domain/back-office-values";
import { rupeesOf } from "../money-fields";
import {
  billMessages,
  type BillInput,
  type BillJson,
  type LedgerJson,
  type PayablesJson,
  type SupplierPaymentInput,
  type SupplierPaymentJson,
} from "./bill-schema";

function billStatusOf(bill: Pick<SupplierBillRow, "amount" | "amountPaid">): BillStatus {
  if (bill.amountPaid === 0) return "open";
  return bill.amountPaid >= bill.amount ? "paid" : "part_paid";
}

const toPaymentJson = (row: SupplierPaymentRow): SupplierPaymentJson => ({
  id: row.id,
  bill_id: row.billId,
  amount: rupeesOf(row.amount),
  paid_on: row.paidOn,
  method: row.method,
  reference: row.reference,
});

const billSelect = (db: Db) =>
  db
    .select({
      bill: supplierBills,
      supplierName: suppliers.name,
      departureDate: tourDepartures.departureDate,
      packageTitle: tourPackages.title,
    })
    .from(supplierBills)
    .innerJoin(suppliers, eq(suppliers.id, supplierBills.supplierId))
    .leftJoin(tourDepartures, eq(tourDepartures.id, supplierBills.departureId))
    .leftJoin(tourPackages, eq(tourPackages.id, tourDepartures.packageId))
    .$dynamic();

type BillJoined = Awaited<ReturnType<ReturnType<typeof billSelect>["execute"]>>[number];

async function billsJson(db: Db, rows: BillJoined[], today: string): Promise<BillJson[]> {
  const ids = rows.map((row) => row.bill.id);
  const payments = ids.length
    ? await db
        .select()
        .from(supplierPayments)
        .where(inArray(supplierPayments.billId, ids))
        .orderBy(asc(supplierPayments.paidOn), asc(supplierPayments.createdAt))
    : [];
  return rows.map(({ bill, supplierName, departureDate, packageTitle }) => ({
    id: bill.id,
    supplier_id: bill.supplierId,
    supplier_name: supplierName,
    number: bill.number,
    date: bill.billDate,
    amount: rupeesOf(bill.amount),
    gst_amount: rupeesOf(bill.gstAmount),
    due_date: bill.dueDate,
    departure_id: bill.departureId,
    departure_date: departureDate,
    package_title: packageTitle,
    paid: rupeesOf(bill.amountPaid),
    balance: rupeesOf(bill.amount - bill.amountPaid),
    status: billStatusOf(bill),
    overdue: bill.amountPaid < bill.amount && bill.dueDate < today,
    payments: payments.filter((p) => p.billId === bill.id).map(toPaymentJson),
  }));
}

async function billJson(db: Db, billId: string): Promise<BillJson> {
  const rows = await billSelect(db).where(eq(supplierBills.id, billId));
  const [bill] = await billsJson(db, rows, todayInIndia());
  if (!bill) throw new Error("bill vanished while presenting it");
  return bill;
}

/** Unique (supplier, number) or (bill, reference): the violation, however the driver wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === "23505") return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Records a supplier's bill; 404 without the supplier, 409 for an archived one or a number it has already. */
export async function createBill(
  db: Db,
  supplierId: string,
  input: BillInput,
  recordedBy = "",
): Promise<BillJson> {
  const notFound = new DomainError("not-found", "No such supplier");
  if (!isUuid(supplierId)) throw notFound;
  try {
    const id = await db.transaction(async (tx) => {
      const [supplier] = await tx.select().from(suppliers).where(eq(suppliers.id, supplierId.toLowerCase()));
      if (!supplier) throw notFound;
      if (supplier.archivedAt) throw new DomainError("conflict", billMessages.archived);
      if (input.departure_id) {
        const [departure] = await tx
          .select({ id: tourDepartures.id })
          .from(tourDepartures)
          .where(eq(tourDepartures.id, input.departure_id.toLowerCase()));
        if (!departure) throw fieldError("invalid", "departure_id", billMessages.departure);
      }
      const [row] = await tx
        .insert(supplierBills)
        .values({
          supplierId: supplier.id,
          number: input.number,
          billDate: input.date,
          amount: input.amount,
          gstAmount: input.gst_amount ?? 0,
          dueDate: input.due_date,
          departureId: input.departure_id?.toLowerCase() ?? null,
          recordedBy,
        })
        .returning();
      if (!row) throw new Error("bill insert returned nothing");
      await recordAudit(tx, {
        action: "supplier_bill.recorded",
        targetType: "supplier",
        targetId: supplier.id,
        after: { bill_id: row.id, number: row.number, amount_paise: row.amount, gst_paise: row.gstAmount },
      });
      return row.id;
    });
    return billJson(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("conflict", "number", billMessages.duplicate);
    throw error;
  }
}

/**
 * Records money paid against a bill, under the bill's row lock: never more than its balance. The
 * same payment sent twice (same reference, amount, method and day) is answered with the first.
 */
export async function recordSupplierPayment(
  db: Db,
  billId: string,
  input: SupplierPaymentInput,
  recordedBy = "",
): Promise<{ created: boolean; payment: SupplierPaymentJson; bill: BillJson }> {
  const notFound = new DomainError("not-found", billMessages.notFound);
  if (!isUuid(billId)) throw notFound;
  const result = await db.transaction(async (tx) => {
    const [bill] = await tx
      .select()
      .from(supplierBills)
      .where(eq(supplierBills.id, billId.toLowerCase()))
      .for("update");
    if (!bill) throw notFound;
    const [same] = await tx
      .select()
      .from(supplierPayments)
      .where(and(eq(supplierPayments.billId, bill.id), eq(supplierPayments.reference, input.reference)));
    if (same) {
      const repeated =
        same.amount === input.amount && same.method === input.method && same.paidOn === input.paid_on;
      if (!repeated) throw fieldError("conflict", "reference", billMessages.sameReference);
      return { created: false, row: same };
    }
    const balance = bill.amount - bill.amountPaid;
    if (balance === 0) throw new DomainError("conflict", billMessages.paidAlready);
    if (input.amount > balance)
      throw fieldError("invalid", "amount", billMessages.moreThanBalance(formatPaise(balance)));
    const [row] = await tx
      .insert(supplierPayments)
      .values({
        billId: bill.id,
        amount: input.amount,
        paidOn: input.paid_on,
        method: input.method,
        reference: input.reference,
        recordedBy,
      })
      .returning();
    if (!row) throw new Error("payment insert returned nothing");
    await tx
      .update(supplierBills)
      .set({ amountPaid: sql`${supplierBills.amountPaid} + ${input.amount}` })
      .where(eq(supplierBills.id, bill.id));
    await recordAudit(tx, {
      action: "supplier_payment.recorded",
      targetType: "supplier",
      targetId: bill.supplierId,
      after: { bill_id: bill.id, amount_paise: row.amount, method: row.method, reference: row.reference },
    });
    return { created: true, row };
  });
  return {
    created: result.created,
    payment: toPaymentJson(result.row),
    bill: await billJson(db, result.row.billId),
  };
}

/** A supplier's bills and payments by date with the running balance; null without the supplier. */
export async function supplierLedger(
  db: Db,
  supplierId: string,
  today = todayInIndia(),
): Promise<LedgerJson | null> {
  if (!isUuid(supplierId)) return null;
  const [supplier] = await db.select().from(suppliers).where(eq(suppliers.id, supplierId.toLowerCase()));
  if (!supplier) return null;
  const rows = await billSelect(db)
    .where(eq(supplierBills.supplierId, supplier.id))
    .orderBy(asc(supplierBills.billDate), asc(supplierBills.createdAt))
    .limit(5000);
  const bills = await billsJson(db, rows, today);
  const moves = [
    ...rows.map(({ bill }) => ({
      date: bill.billDate,
      order: 0,
      kind: "bill" as const,
      number: bill.number,
      paise: bill.amount,
    })),
    ...bills.flatMap((bill) =>
      bill.payments.map((p) => ({
        date: p.paid_on,
        order: 1,
        kind: "payment" as const,
        number: p.reference,
        paise: Math.round(p.amount * 100),
      })),
    ),
  ].sort((a, b) => (a.date === b.date ? a.order - b.order : a.date < b.date ? -1 : 1));
  let balance = 0;
  const entries = moves.map((move) => {
    balance += move.kind === "bill" ? move.paise : -move.paise;
    return {
      date: move.date,
      kind: move.kind,
      number: move.number,
      billed: move.kind === "bill" ? rupeesOf(move.paise) : 0,
      paid: move.kind === "payment" ? rupeesOf(move.paise) : 0,
      balance: rupeesOf(balance),
    };
  });
  const overdue = rows
    .filter(({ bill }) => bill.amountPaid < bill.amount && bill.dueDate < today)
    .reduce((sum, { bill }) => sum + bill.amount - bill.amountPaid, 0);
  return {
    supplier: {
      id: supplier.id,
      name: supplier.name,
      kind: supplier.kind,
      archived: supplier.archivedAt !== null,
    },
    bills,
    entries,
    balance: rupeesOf(balance),
    overdue: rupeesOf(overdue),
  };
}

/**
 * What is owed to each supplier (bills not paid in full, through their partial index), the part
 * past its due date, largest first.
 */
export async function payables(db: Db, today = todayInIndia()): Promise<PayablesJson> {
  const owed = sql<string>`sum(${supplierBills.amount} - ${supplierBills.amountPaid})`;
  const rows = await db
    .select({
      supplierId: supplierBills.supplierId,
      name: suppliers.name,
      kind: suppliers.kind,
      openBills: sql<number>`count(*)::int`,
      outstanding: owed,
      overdue: sql<string>`coalesce(sum(${supplierBills.amount} - ${supplierBills.amountPaid}) filter (where ${supplierBills.dueDate} < ${today}::date), 0)`,
      oldestDue: sql<string>`to_char(min(${supplierBills.dueDate}), 'YYYY-MM-DD')`,
    })
    .from(supplierBills)
    .innerJoin(suppliers, eq(suppliers.id, supplierBills.supplierId))
    .where(lt(supplierBills.amountPaid, supplierBills.amount))
    .groupBy(supplierBills.supplierId, suppliers.name, suppliers.kind)
    .orderBy(sql`${owed} desc`, asc(suppliers.name));
  const list = rows.map((row) => ({
    supplier_id: row.supplierId,
    name: row.name,
    kind: row.kind,
    open_bills: Number(row.openBills),
    outstanding: rupeesOf(Number(row.outstanding)),
    overdue: rupeesOf(Number(row.overdue)),
    oldest_due_date: row.oldestDue,
  }));
  const paise = (field: "outstanding" | "overdue") => rows.reduce((sum, row) => sum + Number(row[field]), 0);
  return {
    today,
    suppliers: list,
    total_outstanding: rupeesOf(paise("outstanding")),
    total_overdue: rupeesOf(paise("overdue")),
  };
}

/** Departures a bill can be for: from four months back on, by date, with their package. */
export async function departureChoices(db: Db, today = todayInIndia()) {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const from = new Date(Date.UTC(y, m - 5, d)).toISOString().slice(0, 10);
  return db
    .select({ id: tourDepartures.id, date: tourDepartures.departureDate, title: tourPackages.title })
    .from(tourDepartures)
    .innerJoin(tourPackages, eq(tourPackages.id, tourDepartures.packageId))
    .where(gte(tourDepartures.departureDate, from))
    .orderBy(asc(tourDepartures.departureDate), asc(tourPackages.title))
    .limit(300);
}

import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import {
  bookings,
  costLines,
  packageCostSettings,
  supplierBills,
  suppliers,
  tourDepartures,
  tourPackages,
  type CostLineRow,
  type TourDepartureRow,
} from "../../../../db/schema/index";
import { recordAudit } from "~/features/audit/audit-service.server";
import { gstRuleOn } from "~/features/tax/tax-rule-service.server";
import { addDays, todayInIndia } from "~/lib/dates";
import { DomainError, invalidFields } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import { DEFAULT_DECISION_LEAD_DAYS } from "../../../../domain/back-office-values";
import { rupeesOf } from "../money-fields";
import {
  gstSchemeOf,
  lineCost,
  otherGstScheme,
  sheetFigures,
  unitsOf,
  type BookingFigures,
  type GstScheme,
} from "./cost-sheet-figures";
import { costMessages, type CostLineInput, type CostLineJson, type CostSheetJson } from "./cost-sheet-schema";

type LineWithSupplier = { line: CostLineRow; supplierName: string | null };

function toLineJson({ line, supplierName }: LineWithSupplier): CostLineJson {
  return {
    label: line.label,
    basis: line.basis,
    unit_cost: rupeesOf(line.unitCost),
    quantity: line.quantity,
    supplier_id: line.supplierId,
    supplier_name: supplierName,
    gst_percent: line.gstBasisPoints / 100,
  };
}

const linesSelect = (db: Db) =>
  db
    .select({ line: costLines, supplierName: suppliers.name })
    .from(costLines)
    .leftJoin(suppliers, eq(suppliers.id, costLines.supplierId))
    .$dynamic();

async function packageExists(db: Db, packageId: string): Promise<boolean> {
  if (!isUuid(packageId)) return false;
  const [row] = await db
    .select({ id: tourPackages.id })
    .from(tourPackages)
    .where(eq(tourPackages.id, packageId));
  return Boolean(row);
}

async function departureOf(db: Db, packageId: string, departureId: string): Promise<TourDepartureRow | null> {
  if (!isUuid(packageId) || !isUuid(departureId)) return null;
  const [row] = await db
    .select()
    .from(tourDepartures)
    .where(
      and(
        eq(tourDepartures.id, departureId.toLowerCase()),
        eq(tourDepartures.packageId, packageId.toLowerCase()),
      ),
    );
  return row ?? null;
}

/** Every supplier a sheet names must exist: 400 on the line that names an unknown one. */
async function checkSuppliers(tx: Db, lines: CostLineInput[]): Promise<void> {
  const ids = [...new Set(lines.flatMap((line) => (line.supplierId ? [line.supplierId] : [])))];
  if (ids.length === 0) return;
  const found = new Set(
    (await tx.select({ id: suppliers.id }).from(suppliers).where(inArray(suppliers.id, ids))).map(
      (r) => r.id,
    ),
  );
  const errors: Record<string, string> = {};
  lines.forEach((line, i) => {
    if (line.supplierId && !found.has(line.supplierId))
      errors[`lines.${i}.supplier_id`] = costMessages.supplier;
  });
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

type Owner = { packageId: string } | { departureId: string };

async function replaceLines(tx: Db, owner: Owner, lines: CostLineInput[]): Promise<void> {
  await checkSuppliers(tx, lines);
  const where =
    "packageId" in owner
      ? eq(costLines.packageId, owner.packageId)
      : eq(costLines.departureId, owner.departureId);
  await tx.delete(costLines).where(where);
  if (lines.length === 0) return;
  await tx.insert(costLines).values(
    lines.map((line, position) => ({
      ...line,
      position,
      packageId: "packageId" in owner ? owner.packageId : null,
      departureId: "departureId" in owner ? owner.departureId : null,
    })),
  );
}

async function leadOf(db: Db, packageId: string): Promise<number> {
  const [row] = await db
    .select({ days: packageCostSettings.decisionLeadDays })
    .from(packageCostSettings)
    .where(eq(packageCostSettings.packageId, packageId));
  return row?.days ?? DEFAULT_DECISION_LEAD_DAYS;
}

/** A package's default cost sheet and decision lead; null without the package. */
export async function getPackageCostSheet(db: Db, packageId: string) {
  if (!(await packageExists(db, packageId))) return null;
  const id = packageId.toLowerCase();
  const lines = await linesSelect(db).where(eq(costLines.packageId, id)).orderBy(asc(costLines.position));
  return { package_id: id, decision_lead_days: await leadOf(db, id), lines: lines.map(toLineJson) };
}

/** Replaces a package's default sheet (and its decision lead when given); new departures copy the sheet. */
export async function putPackageCostSheet(
  db: Db,
  packageId: string,
  input: { lines: CostLineInput[]; decision_lead_days?: number | undefined },
) {
  if (!(await packageExists(db, packageId))) throw new DomainError("not-found", costMessages.tourNotFound);
  const id = packageId.toLowerCase();
  await db.transaction(async (tx) => {
    await replaceLines(tx, { packageId: id }, input.lines);
    if (input.decision_lead_days !== undefined) {
      await tx
        .insert(packageCostSettings)
        .values({ packageId: id, decisionLeadDays: input.decision_lead_days })
        .onConflictDoUpdate({
          target: packageCostSettings.packageId,
          set: { decisionLeadDays: input.decision_lead_days },
        });
    }
    await recordAudit(tx, {
      action: "costs.package_saved",
      targetType: "tour",
      targetId: id,
      after: { lines: input.lines.length, decision_lead_days: input.decision_lead_days ?? null },
    });
  });
  return (await getPackageCostSheet(db, id))!;
}

/**
 * A new departure starts with a copy of its package's default sheet. Called in the transaction
 * that creates the departure (departure-service.server.ts), so a departure never exists without it.
 */
export async function copyDefaultCostSheet(tx: Db, packageId: string, departureId: string): Promise<void> {
  await tx.execute(sql`INSERT INTO cost_lines
      (departure_id, position, label, basis, unit_cost, quantity, supplier_id, gst_basis_points)
    SELECT ${departureId}, position, label, basis, unit_cost, quantity, supplier_id, gst_basis_points
    FROM cost_lines WHERE package_id = ${packageId}`);
}

/** A departure's cost lines; null when the departure is not the package's. */
export async function getDepartureCostLines(db: Db, packageId: string, departureId: string) {
  const departure = await departureOf(db, packageId, departureId);
  if (!departure) return null;
  const lines = await linesSelect(db)
    .where(eq(costLines.departureId, departure.id))
    .orderBy(asc(costLines.position));
  return { lines: lines.map(toLineJson) };
}

export async function putDepartureCostLines(
  db: Db,
  packageId: string,
  departureId: string,
  input: { lines: CostLineInput[] },
) {
  const departure = await departureOf(db, packageId, departureId);
  if (!departure) throw new DomainError("not-found", costMessages.departureNotFound);
  await db.transaction(async (tx) => {
    // one sheet writer at a time per departure: two saves never interleave their lines
    await tx
      .select({ id: tourDepartures.id })
      .from(tourDepartures)
      .where(eq(tourDepartures.id, departure.id))
      .for("update");
    await replaceLines(tx, { departureId: departure.id }, input.lines);
    await recordAudit(tx, {
      action: "costs.departure_saved",
      targetType: "departure",
      targetId: departure.id,
      after: { lines: input.lines.length },
    });
  });
  return (await getDepartureCostLines(db, packageId, departureId))!;
}

type DepartureHead = {
  departure: TourDepartureRow;
  packageTitle: string;
  listPrice: number;
  lead: number;
};

/** The cost sheets of several departures in four queries (the report and the Overview read many). */
async function costSheetsOf(db: Db, heads: DepartureHead[], scheme: GstScheme): Promise<CostSheetJson[]> {
  const ids = heads.map((head) => head.departure.id);
  if (ids.length === 0) return [];
  const [lineRows, bookingRows, billRows] = await Promise.all([
    linesSelect(db).where(inArray(costLines.departureId, ids)).orderBy(asc(costLines.position)),
    db
      .select({
        departureId: bookings.departureId,
        travellers: bookings.numberOfTravelers,
        sharing: bookings.sharing,
        status: bookings.status,
        total: bookings.totalAmount,
        paid: bookings.amountPaid,
      })
      .from(bookings)
      .where(inArray(bookings.departureId, ids)),
    db
      .select({
        departureId: supplierBills.departureId,
        amount: sql<string>`sum(${supplierBills.amount})`,
        gst: sql<string>`sum(${supplierBills.gstAmount})`,
      })
      .from(supplierBills)
      .where(inArray(supplierBills.departureId, ids))
      .groupBy(supplierBills.departureId),
  ]);
  const other = otherGstScheme(scheme);
  return heads.map(({ departure, packageTitle, listPrice, lead }) => {
    const lines = lineRows.filter((row) => row.line.departureId === departure.id);
    const figures = lines.map((row) => row.line);
    const booked: BookingFigures[] = bookingRows.filter((row) => row.departureId === departure.id);
    const bills = billRows.find((row) => row.departureId === departure.id);
    const input = { lines: figures, bookings: booked, seats: departure.seats, listPrice };
    const now = sheetFigures({ ...input, scheme });
    const alt = sheetFigures({ ...input, scheme: other });
    const billed = (s: GstScheme) =>
      bills ? Number(bills.amount) - (s.inputCredit ? Number(bills.gst) : 0) : 0;
    const schemeJson = (s: GstScheme, f: typeof now) => ({
      gst_rate_percent: s.ratePercent,
      input_credit: s.inputCredit,
      revenue_net: rupeesOf(f.revenueNet),
      costs_total: rupeesOf(f.costsTotal),
      margin: rupeesOf(f.margin),
      margin_percent: f.marginPercent,
      break_even_travellers: f.breakEvenTravellers,
    });
    const counts = { travellers: now.travellers, rooms: now.rooms };
    return {
      departure_id: departure.id,
      package_id: departure.packageId,
      package_title: packageTitle,
      departure_date: departure.departureDate,
      seats: departure.seats,
      travellers: now.travellers,
      rooms: now.rooms,
      ...schemeJson(scheme, now),
      costs_fixed: rupeesOf(now.costsFixed),
      cost_per_traveller: now.costPerTraveller === null ? null : rupeesOf(Math.round(now.costPerTraveller)),
      seats_to_break_even:
        now.breakEvenTravellers === null ? null : Math.max(0, now.breakEvenTravellers - now.travellers),
      decision_lead_days: lead,
      go_no_go_date: addDays(departure.departureDate, -lead),
      state: now.state,
      costs_billed: rupeesOf(billed(scheme)),
      margin_on_bills: rupeesOf(now.revenueNet - billed(scheme)),
      other_gst: schemeJson(other, alt),
      lines: lines.map((row) => ({
        ...toLineJson(row),
        units: unitsOf(row.line, counts),
        cost: rupeesOf(lineCost(row.line, counts, scheme)),
      })),
    };
  });
}

const headSelect = (db: Db) =>
  db
    .select({
      departure: tourDepartures,
      packageTitle: tourPackages.title,
      packagePrice: tourPackages.price,
      lead: packageCostSettings.decisionLeadDays,
    })
    .from(tourDepartures)
    .innerJoin(tourPackages, eq(tourPackages.id, tourDepartures.packageId))
    .leftJoin(packageCostSettings, eq(packageCostSettings.packageId, tourDepartures.packageId))
    .$dynamic();

type HeadRow = Awaited<ReturnType<ReturnType<typeof headSelect>["execute"]>>[number];

const headOf = (row: HeadRow): DepartureHead => ({
  departure: row.departure,
  packageTitle: row.packageTitle,
  listPrice: row.departure.price ?? row.packagePrice,
  lead: row.lead ?? DEFAULT_DECISION_LEAD_DAYS,
});

/** The GST rate on tour packages in force today (5 without input credit, or 18 with it; ADR 054): the sheets' scheme. */
export async function agencyGstRate(db: Db): Promise<number> {
  return (await gstRuleOn(db, todayInIndia())).rate_percent;
}

/** One departure's cost sheet; null when the departure is not the package's. */
export async function departureCostSheet(
  db: Db,
  gstRatePercent: number,
  packageId: string,
  departureId: string,
): Promise<CostSheetJson | null> {
  if (!isUuid(packageId) || !isUuid(departureId)) return null;
  const [row] = await headSelect(db).where(
    and(
      eq(tourDepartures.id, departureId.toLowerCase()),
      eq(tourDepartures.packageId, packageId.toLowerCase()),
    ),
  );
  if (!row) return null;
  const [sheet] = await costSheetsOf(db, [headOf(row)], gstSchemeOf(gstRatePercent));
  return sheet ?? null;
}

/** Departures from `from` to `to` (both included), by date: the profit report's rows. */
export async function costSheetsBetween(
  db: Db,
  gstRatePercent: number,
  range: { from: string; to: string },
): Promise<CostSheetJson[]> {
  const rows = await headSelect(db)
    .where(and(gte(tourDepartures.departureDate, range.from), lte(tourDepartures.departureDate, range.to)))
    .orderBy(asc(tourDepartures.departureDate), asc(tourDepartures.id))
    .limit(2000);
  return costSheetsOf(db, rows.map(headOf), gstSchemeOf(gstRatePercent));
}

/** Days ahead of its go/no-go date a departure below break-even is listed on the Overview. */
const DECIDE_WITHIN_DAYS = 14;

/**
 * Departures still to run whose go/no-go date is at most 14 days away (or has passed) and that are
 * below break-even: the Overview's list of decisions to make.
 */
export async function departuresToDecide(
  db: Db,
  gstRatePercent: number,
  today: string,
): Promise<CostSheetJson[]> {
  const horizon = addDays(today, DECIDE_WITHIN_DAYS);
  const rows = await headSelect(db)
    .where(
      and(
        gte(tourDepartures.departureDate, today),
        sql`${tourDepartures.departureDate} - coalesce(${packageCostSettings.decisionLeadDays}, ${DEFAULT_DECISION_LEAD_DAYS}) <= ${horizon}::date`,
      ),
    )
    .orderBy(asc(tourDepartures.departureDate))
    .limit(200);
  const sheets = await costSheetsOf(db, rows.map(headOf), gstSchemeOf(gstRatePercent));
  return sheets.filter((sheet) => sheet.state === "below_break_even");
}

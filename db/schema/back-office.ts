import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  DEFAULT_DECISION_LEAD_DAYS,
  costBases,
  supplierKinds,
  supplierPaymentMethods,
} from "../../domain/back-office-values";
import { isOneOf } from "./checks";
import { tourDepartures } from "./departures";
import { tourPackages } from "./tours";

/**
 * The agency's hotels, homestays, camps, transporters, guides and permit agents (issue 41). A
 * supplier with bills is archived rather than deleted, so its ledger keeps its history.
 */
export const suppliers = pgTable(
  "suppliers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    kind: text("kind", { enum: supplierKinds }).notNull(),
    city: text("city").notNull().default(""),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    gstin: text("gstin").notNull().default(""),
    upiId: text("upi_id").notNull().default(""),
    bankAccountName: text("bank_account_name").notNull().default(""),
    bankAccountNumber: text("bank_account_number").notNull().default(""),
    bankIfsc: text("bank_ifsc").notNull().default(""),
    notes: text("notes").notNull().default(""),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("supplier_kind_known", isOneOf(t.kind, supplierKinds)),
    index("suppliers_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
export type SupplierRow = typeof suppliers.$inferSelect;

/**
 * A line of a cost sheet: of a package (its default, which new departures copy) or of one
 * departure, never both. Money in whole paise, before GST (ADR 056).
 */
export const costLines = pgTable(
  "cost_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    packageId: uuid("package_id").references(() => tourPackages.id, { onDelete: "cascade" }),
    departureId: uuid("departure_id").references(() => tourDepartures.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    label: text("label").notNull(),
    basis: text("basis", { enum: costBases }).notNull(),
    /** paise, before GST */
    unitCost: integer("unit_cost").notNull(),
    /** a multiplier (nights, days), or for per_vehicle the seats of one vehicle */
    quantity: integer("quantity").notNull().default(1),
    supplierId: uuid("supplier_id").references(() => suppliers.id, { onDelete: "set null" }),
    /** the supplier's GST rate in hundredths of a percent (1200 = 12 %) */
    gstBasisPoints: integer("gst_basis_points").notNull().default(0),
  },
  (t) => [
    check("cost_line_one_owner", sql`(${t.packageId} IS NULL) <> (${t.departureId} IS NULL)`),
    check("cost_line_basis_known", isOneOf(t.basis, costBases)),
    check("cost_line_money", sql`${t.unitCost} >= 0 AND ${t.quantity} >= 1`),
    check("cost_line_gst_range", sql`${t.gstBasisPoints} BETWEEN 0 AND 10000`),
    index("cost_lines_package_idx").on(t.packageId, t.position),
    index("cost_lines_departure_idx").on(t.departureId, t.position),
    index("cost_lines_supplier_idx").on(t.supplierId),
  ],
);
export type CostLineRow = typeof costLines.$inferSelect;

/** A package's cost settings: how many days before a departure the agency decides to run it. */
export const packageCostSettings = pgTable(
  "package_cost_settings",
  {
    packageId: uuid("package_id")
      .primaryKey()
      .references(() => tourPackages.id, { onDelete: "cascade" }),
    decisionLeadDays: integer("decision_lead_days").notNull().default(DEFAULT_DECISION_LEAD_DAYS),
  },
  (t) => [check("package_decision_lead_range", sql`${t.decisionLeadDays} BETWEEN 0 AND 365`)],
);

/**
 * A supplier's bill: the amount payable in whole paise with the GST inside it, and what was paid
 * against it so far (kept by the payment's transaction, so the payables read no sums of payments).
 */
export const supplierBills = pgTable(
  "supplier_bills",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id),
    number: text("number").notNull(),
    billDate: date("bill_date", { mode: "string" }).notNull(),
    /** paise, GST included */
    amount: integer("amount").notNull(),
    /** paise, the GST inside `amount` */
    gstAmount: integer("gst_amount").notNull().default(0),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    departureId: uuid("departure_id").references(() => tourDepartures.id, { onDelete: "set null" }),
    /** the stored copy of the bill (uploads), when one was sent */
    fileKey: text("file_key"),
    amountPaid: integer("amount_paid").notNull().default(0),
    recordedBy: text("recorded_by").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "supplier_bill_amounts",
      sql`${t.amount} > 0 AND ${t.gstAmount} >= 0 AND ${t.gstAmount} <= ${t.amount}`,
    ),
    check("supplier_bill_paid_range", sql`${t.amountPaid} >= 0 AND ${t.amountPaid} <= ${t.amount}`),
    uniqueIndex("supplier_bills_number_unique").on(t.supplierId, t.number),
    index("supplier_bills_supplier_idx").on(t.supplierId, t.billDate),
    index("supplier_bills_departure_idx").on(t.departureId),
    index("supplier_bills_date_idx").on(t.billDate),
    index("supplier_bills_unpaid_idx")
      .on(t.supplierId, t.dueDate)
      .where(sql`amount_paid < amount`),
  ],
);
export type SupplierBillRow = typeof supplierBills.$inferSelect;

/** Money paid against a supplier's bill: by UPI (its UTR), bank transfer (its reference), cash or cheque. */
export const supplierPayments = pgTable(
  "supplier_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    billId: uuid("bill_id")
      .notNull()
      .references(() => supplierBills.id),
    /** paise */
    amount: integer("amount").notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    method: text("method", { enum: supplierPaymentMethods }).notNull(),
    reference: text("reference").notNull(),
    recordedBy: text("recorded_by").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("supplier_payment_amount_positive", sql`${t.amount} > 0`),
    check("supplier_payment_method_known", isOneOf(t.method, supplierPaymentMethods)),
    // a repeated submit of the same payment is one record
    uniqueIndex("supplier_payments_reference_unique").on(t.billId, t.reference),
    index("supplier_payments_paid_on_idx").on(t.paidOn),
  ],
);
export type SupplierPaymentRow = typeof supplierPayments.$inferSelect;

/**
 * The fixed value lists of suppliers, cost sheets and supplier bills (issue 41, ADR 056), defined
 * once: the tables (db/schema/back-office.ts) and the zod schemas both import them. No imports, so
 * the browser and drizzle-kit can load it.
 */

export const supplierKinds = ["hotel", "homestay", "camp", "transport", "guide", "permits", "other"] as const;
type SupplierKind = (typeof supplierKinds)[number];
export const supplierKindLabels: Record<SupplierKind, string> = {
  hotel: "Hotel",
  homestay: "Homestay",
  camp: "Camp",
  transport: "Transport",
  guide: "Guide",
  permits: "Permits",
  other: "Other",
};

/**
 * What a cost line is multiplied by (ADR 056): the travellers booked, nothing (fixed), the rooms
 * the bookings' sharing needs, or the vehicles the travellers fill at `quantity` seats each.
 */
export const costBases = ["per_traveller", "per_departure", "per_room", "per_vehicle"] as const;
export type CostBasis = (typeof costBases)[number];
export const costBasisLabels: Record<CostBasis, string> = {
  per_traveller: "Per traveller",
  per_departure: "Per departure (fixed)",
  per_room: "Per room",
  per_vehicle: "Per vehicle",
};

/** How a supplier was paid. */
export const supplierPaymentMethods = ["upi", "bank_transfer", "cash", "cheque"] as const;
type SupplierPaymentMethod = (typeof supplierPaymentMethods)[number];
export const supplierPaymentMethodLabels: Record<SupplierPaymentMethod, string> = {
  upi: "UPI",
  bank_transfer: "Bank transfer",
  cash: "Cash",
  cheque: "Cheque",
};

/** A bill's state, worked out from what was paid against it (never stored). */
export const billStatuses = ["open", "part_paid", "paid"] as const;
export type BillStatus = (typeof billStatuses)[number];

/** Days before a departure by which the agency decides to run or cancel it, unless the package says otherwise. */
export const DEFAULT_DECISION_LEAD_DAYS = 21;

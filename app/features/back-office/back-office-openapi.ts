import { z } from "zod";
import { apiCalls } from "~/lib/openapi";
import {
  billInputSchema,
  billMessages,
  billWrittenSchema,
  ledgerJsonSchema,
  payablesJsonSchema,
  paymentWrittenSchema,
  supplierPaymentInputSchema,
} from "./bills/bill-schema";
import {
  costLinesJsonSchema,
  costMessages,
  costSheetInputSchema,
  costSheetJsonSchema,
  packageCostSheetInputSchema,
  packageCostSheetJsonSchema,
} from "./costs/cost-sheet-schema";
import { departureReportQuerySchema, departureReportSchema } from "./reports/departure-report-schema";
import {
  supplierInputSchema,
  supplierJsonSchema,
  supplierListQuerySchema,
  supplierMessages,
  supplierUpdateSchema,
} from "./suppliers/supplier-schema";
import { tallyLedgersSchema, tallyLedgersUpdateSchema, tallyRangeSchema } from "./tally/tally-schema";

const supplierWritten = z.object({
  success: z.literal(true),
  message: z.string(),
  supplier: supplierJsonSchema,
});
const tallyWritten = z.object({ success: z.literal(true), message: z.string(), ledgers: tallyLedgersSchema });

/** The money of a departure (issue 41, ADR 056): suppliers, cost sheets, bills and payments, reports, Tally. */
const call = apiCalls("Back office");

export const backOfficeOperations = [
  call.page("GET /api/suppliers", "listSuppliers", {
    summary: "List suppliers",
    description:
      "The agency's suppliers, newest first, narrowed by `kind` and `q` (name, city, email or GSTIN). Archived ones only with `include_archived=true`.",
    admin: true,
    query: supplierListQuerySchema,
    answers: { 200: ["A page of suppliers", z.array(supplierJsonSchema)] },
  }),
  call("POST /api/suppliers", "createSupplier", {
    summary: "Add a supplier",
    description:
      "A hotel, homestay, camp, transporter, guide, permit agent or other supplier. GSTIN (with its check character), UPI ID, account number and IFSC are checked as in Settings; blank means not given.",
    admin: true,
    body: supplierInputSchema,
    answers: { 201: ["The supplier", supplierWritten] },
  }),
  call("GET /api/suppliers/{id}", "getSupplier", {
    summary: "One supplier",
    description: "A supplier, archived or not.",
    admin: true,
    answers: { 200: ["The supplier", supplierJsonSchema], 404: supplierMessages.notFound },
  }),
  call("PATCH /api/suppliers/{id}", "updateSupplier", {
    summary: "Change a supplier",
    description:
      "The fields sent change, checked as when adding one. `archived: false` takes it back from the archive.",
    admin: true,
    body: supplierUpdateSchema,
    answers: { 200: ["The supplier as saved", supplierWritten], 404: supplierMessages.notFound },
  }),
  call("DELETE /api/suppliers/{id}", "deleteSupplier", {
    summary: "Delete or archive a supplier",
    description:
      "Deletes a supplier without bills. One with bills is archived instead (its ledger keeps them): the answer says which.",
    admin: true,
    answers: {
      200: [
        "Deleted or archived",
        z.object({ success: z.literal(true), message: z.string(), result: z.enum(["deleted", "archived"]) }),
      ],
      404: supplierMessages.notFound,
    },
  }),
  call("GET /api/suppliers/{id}/bills", "getSupplierLedger", {
    summary: "A supplier's ledger",
    description:
      "The supplier's bills with their payments, every bill and payment by date with the running balance, the balance owed and the part overdue.",
    admin: true,
    answers: { 200: ["The ledger", ledgerJsonSchema], 404: supplierMessages.notFound },
  }),
  call("POST /api/suppliers/{id}/bills", "createSupplierBill", {
    summary: "Record a supplier's bill",
    description:
      "The bill's number, date, amount with GST inside it and due date, in rupees exact to the paisa; `departure_id` when it is for one departure (its actual costs). One bill per supplier and number: 409 for a repeat.",
    admin: true,
    body: billInputSchema,
    answers: {
      201: ["The bill, open", billWrittenSchema],
      404: supplierMessages.notFound,
      409: billMessages.duplicate,
    },
  }),
  call("POST /api/supplier-bills/{billId}/payments", "recordSupplierPayment", {
    summary: "Record a payment of a supplier's bill",
    description:
      "Money paid against a bill by UPI (its 12-digit UTR), bank transfer, cash or cheque, never more than its balance; the bill becomes part-paid or paid. The same payment sent again (same reference, amount, method and day) answers the first (200).",
    admin: true,
    body: supplierPaymentInputSchema,
    answers: {
      200: ["Recorded before: the same payment", paymentWrittenSchema],
      201: ["Recorded", paymentWrittenSchema],
      404: billMessages.notFound,
      409: billMessages.paidAlready,
    },
  }),
  call("GET /api/tours/{id}/costs", "getPackageCostSheet", {
    summary: "A package's default cost sheet",
    description:
      "The lines new departures of the package start with, and the days before departure to decide whether it runs.",
    admin: true,
    answers: { 200: ["The default sheet", packageCostSheetJsonSchema], 404: costMessages.tourNotFound },
  }),
  call("PUT /api/tours/{id}/costs", "putPackageCostSheet", {
    summary: "Replace a package's default cost sheet",
    description:
      "Lines as for a departure's sheet, and `decision_lead_days` (default 21). Departures added later copy the lines; existing ones keep their own.",
    admin: true,
    body: packageCostSheetInputSchema,
    answers: {
      200: ["The default sheet as saved", packageCostSheetJsonSchema],
      404: costMessages.tourNotFound,
    },
  }),
  call("GET /api/tours/{id}/departures/{departureId}/costs", "getDepartureCosts", {
    summary: "A departure's cost lines",
    description: "The departure's cost sheet as entered.",
    admin: true,
    answers: { 200: ["The lines", costLinesJsonSchema], 404: costMessages.departureNotFound },
  }),
  call("PUT /api/tours/{id}/departures/{departureId}/costs", "putDepartureCosts", {
    summary: "Replace a departure's cost lines",
    description:
      "Each line: `label`, `basis` (per_traveller × travellers booked; per_departure, fixed; per_room × rooms the bookings' sharing needs; per_vehicle × vehicles for the travellers at `quantity` seats each), `unit_cost` in rupees before GST, `quantity` (a multiplier such as nights; the seats of one vehicle for per_vehicle), `supplier_id`, `gst_percent` (the supplier's rate).",
    admin: true,
    body: costSheetInputSchema,
    answers: { 200: ["The lines as saved", costLinesJsonSchema], 404: costMessages.departureNotFound },
  }),
  call("GET /api/tours/{id}/departures/{departureId}/cost-sheet", "getDepartureCostSheet", {
    summary: "A departure's money: margin, break-even, go/no-go",
    description:
      "Travellers of pending and confirmed bookings; `revenue_net` their taxable value (net of GST and TCS, after discounts) plus the taxable value of what cancelled bookings kept; costs for those travellers; margin; the fewest travellers at today's average net price for which the margin is not negative (null when no number of seats reaches it); the go/no-go date (departure less the package's decision lead). Figures at the agency's GST rate, and in `other_gst` at the other choice (18 % with input credit, or 5 % without). Bills linked to the departure are its billed costs.",
    admin: true,
    answers: { 200: ["The cost sheet", costSheetJsonSchema], 404: costMessages.departureNotFound },
  }),
  call("GET /api/reports/payables", "getPayables", {
    summary: "What is owed to suppliers",
    description:
      "Each supplier with bills not paid in full: open bills, the amount outstanding and the part past its due date, largest first.",
    admin: true,
    answers: { 200: ["The payables", payablesJsonSchema] },
  }),
  call("GET /api/reports/departures", "getDepartureReport", {
    summary: "Profit per departure",
    description:
      "One row per departure from `from` to `to` (default: the last 90 days and the next 180): travellers, revenue net of GST and TCS, planned costs (the cost sheet), billed costs (linked bills), margin (revenue less planned costs).",
    admin: true,
    query: departureReportQuerySchema,
    answers: { 200: ["The report", departureReportSchema] },
  }),
  call("GET /api/exports/tally.xml", "exportTallyXml", {
    summary: "The accountant's Tally import file",
    description:
      "Tally's XML import format (ENVELOPE, IMPORTDATA, REQUESTDATA, TALLYMESSAGE): the ledgers used, then a voucher for every receipt (Receipt), tax invoice (Sales), credit note (Credit Note, with the refund as a Payment), supplier bill (Purchase) and supplier payment (Payment) dated from `from` to `to` (at most 366 days), numbered with the document's own number, each voucher's amounts summing to zero, GST and TCS on their own ledgers (names in Settings).",
    admin: true,
    query: tallyRangeSchema,
    answers: { 200: "The import file (application/xml)" },
  }),
  call("GET /api/settings/tally", "getTallyLedgers", {
    summary: "The Tally ledger names",
    description: "The ledgers the Tally export posts to, with the defaults where none was set.",
    admin: true,
    answers: { 200: ["The ledger names", tallyLedgersSchema] },
  }),
  call("PUT /api/settings/tally", "putTallyLedgers", {
    summary: "Change the Tally ledger names",
    description: "The names sent change; the others keep theirs.",
    admin: true,
    body: tallyLedgersUpdateSchema,
    answers: { 200: ["Saved", tallyWritten] },
  }),
];

import { z } from "zod";
import { isCalendarDate, todayInIndia } from "~/lib/dates";
import { requiredLine } from "~/lib/text-fields";
import { billStatuses, supplierKinds, supplierPaymentMethods } from "../../../../domain/back-office-values";
import { paiseField } from "../money-fields";

export const billMessages = {
  number: "Enter the bill's number as the supplier printed it",
  date: "Enter the bill's date (YYYY-MM-DD), not in the future",
  amount: "Enter the bill's amount in rupees (GST included), with at most two decimals",
  gstAmount: "Enter the GST on the bill in rupees, at most the bill's amount",
  dueDate: "Enter the due date (YYYY-MM-DD), on or after the bill's date",
  departure: "No such departure",
  duplicate: "This supplier's bill with that number is recorded already",
  archived: "The supplier is archived: take it back from the archive to record a bill",
  notFound: "No such bill",
  paymentAmount: "Enter the amount paid in rupees, with at most two decimals",
  paidOn: "Enter the date paid (YYYY-MM-DD), not in the future",
  method: `Choose how it was paid: ${supplierPaymentMethods.join(", ")}`,
  reference: "Enter the UPI UTR, bank reference, cheque or cash voucher number",
  utr: "A UPI UTR has 12 digits",
  moreThanBalance: (balance: string) => `More than the balance due (${balance})`,
  paidAlready: "This bill is paid in full",
  sameReference: "A different payment with this reference is recorded on this bill already",
  billRecorded: "Bill recorded",
  paymentRecorded: "Payment recorded",
} as const;

const pastDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => isCalendarDate(value) && value <= todayInIndia(), message);

/**
 * A supplier's bill (`POST /api/suppliers/{id}/bills`): its number, date, amount with GST inside
 * it (exact paise), due date and, when it is for one departure, that departure (ADR 056).
 */
export const billInputSchema = z
  .object({
    number: requiredLine(50, billMessages.number),
    date: pastDate(billMessages.date),
    amount: paiseField(billMessages.amount, 1).describe("rupees (two decimals at most), GST included"),
    gst_amount: paiseField(billMessages.gstAmount)
      .optional()
      .describe("rupees: the GST inside amount; default 0"),
    due_date: z.string({ error: billMessages.dueDate }).trim().refine(isCalendarDate, billMessages.dueDate),
    departure_id: z.uuid({ error: billMessages.departure }).nullable().optional(),
  })
  .superRefine((bill, ctx) => {
    if ((bill.gst_amount ?? 0) > bill.amount) {
      ctx.addIssue({ code: "custom", path: ["gst_amount"], message: billMessages.gstAmount });
    }
    if (bill.due_date < bill.date)
      ctx.addIssue({ code: "custom", path: ["due_date"], message: billMessages.dueDate });
  });
export type BillInput = z.output<typeof billInputSchema>;

/** Money paid against a bill (`POST /api/supplier-bills/{billId}/payments`). */
export const supplierPaymentInputSchema = z
  .object({
    amount: paiseField(billMessages.paymentAmount, 1).describe("rupees (two decimals at most)"),
    paid_on: pastDate(billMessages.paidOn),
    method: z.enum(supplierPaymentMethods, { error: billMessages.method }),
    reference: requiredLine(60, billMessages.reference).describe("the UPI UTR (12 digits) or bank reference"),
  })
  .superRefine((payment, ctx) => {
    if (payment.method === "upi" && !/^\d{12}$/.test(payment.reference)) {
      ctx.addIssue({ code: "custom", path: ["reference"], message: billMessages.utr });
    }
  });
export type SupplierPaymentInput = z.output<typeof supplierPaymentInputSchema>;

const supplierPaymentJsonSchema = z.object({
  id: z.uuid(),
  bill_id: z.uuid(),
  amount: z.number().describe("rupees"),
  paid_on: z.string(),
  method: z.enum(supplierPaymentMethods),
  reference: z.string(),
});
export type SupplierPaymentJson = z.output<typeof supplierPaymentJsonSchema>;

const billJsonSchema = z.object({
  id: z.uuid(),
  supplier_id: z.uuid(),
  supplier_name: z.string(),
  number: z.string(),
  date: z.string(),
  amount: z.number().describe("rupees, GST included"),
  gst_amount: z.number(),
  due_date: z.string(),
  departure_id: z.uuid().nullable(),
  departure_date: z.string().nullable(),
  package_title: z.string().nullable(),
  paid: z.number(),
  balance: z.number(),
  status: z.enum(billStatuses),
  overdue: z.boolean(),
  payments: z.array(supplierPaymentJsonSchema),
});
export type BillJson = z.output<typeof billJsonSchema>;

export const billWrittenSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  bill: billJsonSchema,
});
export const paymentWrittenSchema = billWrittenSchema.extend({ payment: supplierPaymentJsonSchema });

/** A supplier's ledger: bills (credit) and payments (debit) by date, with the running balance owed. */
export const ledgerJsonSchema = z.object({
  supplier: z.object({ id: z.uuid(), name: z.string(), kind: z.enum(supplierKinds), archived: z.boolean() }),
  bills: z.array(billJsonSchema),
  entries: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(["bill", "payment"]),
      number: z.string().describe("the bill's number or the payment's reference"),
      billed: z.number(),
      paid: z.number(),
      balance: z.number(),
    }),
  ),
  balance: z.number().describe("rupees owed"),
  overdue: z.number().describe("rupees owed on bills past their due date"),
});
export type LedgerJson = z.output<typeof ledgerJsonSchema>;

/** `GET /api/reports/payables`: what is owed to each supplier, overdue part included. */
export const payablesJsonSchema = z.object({
  today: z.string(),
  suppliers: z.array(
    z.object({
      supplier_id: z.uuid(),
      name: z.string(),
      kind: z.enum(supplierKinds),
      open_bills: z.number().int(),
      outstanding: z.number().describe("rupees"),
      overdue: z.number().describe("rupees on bills past their due date"),
      oldest_due_date: z.string(),
    }),
  ),
  total_outstanding: z.number(),
  total_overdue: z.number(),
});
export type PayablesJson = z.output<typeof payablesJsonSchema>;

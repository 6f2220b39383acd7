import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import {
  billingDocuments,
  bookings,
  supplierBills,
  supplierPayments,
  suppliers,
} from "../../../../db/schema/index";
import type { DocumentContent } from "~/features/bookings/payments/documents/document-schema";
import { getTallyLedgers } from "./tally-settings-service.server";
import type { TallyLedgers } from "./tally-schema";
import { tallyEnvelope, type LedgerEntry, type LedgerMaster, type Voucher } from "./tally-xml";

type Range = { from: string; to: string };

/** Tally's own groups for the ledgers the export names. */
const PARENTS: Record<Exclude<keyof TallyLedgers, "company">, string> = {
  sales: "Sales Accounts",
  customers: "Sundry Debtors",
  bank: "Bank Accounts",
  cash: "Cash-in-Hand",
  cgst: "Duties & Taxes",
  sgst: "Duties & Taxes",
  igst: "Duties & Taxes",
  tcs: "Duties & Taxes",
  purchases: "Purchase Accounts",
  input_gst: "Duties & Taxes",
};

const debit = (ledger: string, paise: number): LedgerEntry => ({ ledger, debit: paise });
const credit = (ledger: string, paise: number): LedgerEntry => ({ ledger, debit: -paise });

/** Where money moved: cash in the cash ledger, anything else (UPI, transfer, card, Razorpay, cheque) in the bank. */
const moneyLedger = (ledgers: TallyLedgers, method: string) =>
  /^cash$/i.test(method) ? ledgers.cash : ledgers.bank;

/** GST of a document on its own ledgers: CGST and SGST within the state, IGST across. */
function gstEntries(ledgers: TallyLedgers, tax: DocumentContent["tax"], entry: typeof debit): LedgerEntry[] {
  return [entry(ledgers.cgst, tax.cgst), entry(ledgers.sgst, tax.sgst), entry(ledgers.igst, tax.igst)];
}

/**
 * The vouchers of the travellers' documents issued in the range (ADR 056): a receipt is money in
 * from the traveller; a tax invoice the sale, GST and TCS on their own ledgers; a credit note
 * after an invoice reverses the sale and its GST, and the refund itself is a Payment back to the
 * traveller (a refund before any invoice is only that payment: there was no sale to reverse).
 */
function documentVouchers(ledgers: TallyLedgers, content: DocumentContent, reference: string): Voucher[] {
  const party = ledgers.customers;
  const base = { date: content.date, number: content.number, party };
  const about = `Booking ${reference}, ${content.traveller.name}, ${content.booking.package_title}`;
  if (content.kind === "receipt") {
    const method = content.payment?.method ?? "";
    return [
      {
        ...base,
        type: "Receipt",
        narration: `${about}; ${method} ${content.payment?.reference ?? ""}`.trim(),
        entries: [debit(moneyLedger(ledgers, method), content.amount), credit(party, content.amount)],
      },
    ];
  }
  if (content.kind === "invoice") {
    const tcs = content.tcs?.amount ?? 0;
    return [
      {
        ...base,
        type: "Sales",
        narration: `${about}; place of supply ${content.place_of_supply}, SAC ${content.sac_code}`,
        entries: [
          debit(party, content.amount + tcs),
          credit(ledgers.sales, content.tax.taxable),
          ...gstEntries(ledgers, content.tax, credit),
          credit(ledgers.tcs, tcs),
        ],
      },
    ];
  }
  const method = content.payment?.method ?? "";
  const refund: Voucher = {
    ...base,
    type: "Payment",
    narration: `Refund: ${about}; ${method} ${content.payment?.reference ?? ""}`.trim(),
    entries: [debit(party, content.amount), credit(moneyLedger(ledgers, method), content.amount)],
  };
  if (!content.against) return [refund];
  return [
    {
      ...base,
      type: "Credit Note",
      narration: `${about}; against invoice ${content.against}`,
      entries: [
        debit(ledgers.sales, content.tax.taxable),
        ...gstEntries(ledgers, content.tax, debit),
        credit(party, content.amount),
      ],
    },
    refund,
  ];
}

/** Every voucher of the range, by date: the travellers' documents, supplier bills and supplier payments. */
async function tallyVouchers(db: Db, range: Range, ledgers: TallyLedgers) {
  const [documents, bills, payments] = await Promise.all([
    db
      .select({ content: billingDocuments.content, reference: bookings.reference })
      .from(billingDocuments)
      .innerJoin(bookings, eq(bookings.id, billingDocuments.bookingId))
      .where(and(gte(billingDocuments.issuedOn, range.from), lte(billingDocuments.issuedOn, range.to)))
      .orderBy(asc(billingDocuments.issuedOn), asc(billingDocuments.createdAt)),
    db
      .select({ bill: supplierBills, supplier: suppliers.name })
      .from(supplierBills)
      .innerJoin(suppliers, eq(suppliers.id, supplierBills.supplierId))
      .where(and(gte(supplierBills.billDate, range.from), lte(supplierBills.billDate, range.to)))
      .orderBy(asc(supplierBills.billDate), asc(supplierBills.createdAt)),
    db
      .select({ payment: supplierPayments, billNumber: supplierBills.number, supplier: suppliers.name })
      .from(supplierPayments)
      .innerJoin(supplierBills, eq(supplierBills.id, supplierPayments.billId))
      .innerJoin(suppliers, eq(suppliers.id, supplierBills.supplierId))
      .where(and(gte(supplierPayments.paidOn, range.from), lte(supplierPayments.paidOn, range.to)))
      .orderBy(asc(supplierPayments.paidOn), asc(supplierPayments.createdAt)),
  ]);
  const vouchers: Voucher[] = [
    ...documents.flatMap((row) => documentVouchers(ledgers, row.content as DocumentContent, row.reference)),
    ...bills.map(({ bill, supplier }): Voucher => ({
      type: "Purchase",
      date: bill.billDate,
      number: bill.number,
      party: supplier,
      narration: `Bill ${bill.number} of ${supplier}`,
      entries: [
        debit(ledgers.purchases, bill.amount - bill.gstAmount),
        debit(ledgers.input_gst, bill.gstAmount),
        credit(supplier, bill.amount),
      ],
    })),
    ...payments.map(({ payment, billNumber, supplier }): Voucher => ({
      type: "Payment",
      date: payment.paidOn,
      number: payment.reference,
      party: supplier,
      narration: `Against bill ${billNumber} of ${supplier}; ${payment.method} ${payment.reference}`,
      entries: [
        debit(supplier, payment.amount),
        credit(moneyLedger(ledgers, payment.method), payment.amount),
      ],
    })),
  ];
  const suppliersNamed = new Set([
    ...bills.map((row) => row.supplier),
    ...payments.map((row) => row.supplier),
  ]);
  return {
    vouchers: vouchers.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
    suppliersNamed,
  };
}

/** The Tally import file of a range (`GET /api/exports/tally.xml`). */
export async function tallyExport(db: Db, range: Range): Promise<string> {
  const ledgers = await getTallyLedgers(db);
  const { vouchers, suppliersNamed } = await tallyVouchers(db, range, ledgers);
  const used = new Set(vouchers.flatMap((v) => v.entries.filter((e) => e.debit !== 0).map((e) => e.ledger)));
  const masters: LedgerMaster[] = [
    ...Object.entries(PARENTS)
      .map(([key, parent]) => ({ name: ledgers[key as keyof typeof PARENTS], parent }))
      .filter((ledger) => used.has(ledger.name)),
    ...[...suppliersNamed].sort().map((name) => ({ name, parent: "Sundry Creditors" })),
  ];
  return tallyEnvelope(ledgers.company, masters, vouchers);
}

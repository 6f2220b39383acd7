import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../../../db/client";
import {
  billingDocuments,
  bookings,
  documentCounters,
  payments,
  type BillingDocumentRow,
  type BookingRow,
  type PaymentRow,
} from "../../../../../db/schema/index";
import { gstStateName, type AgencySettings } from "~/features/agency-settings/agency-settings-schema";
import { currentSignature, signatureImage } from "~/features/agency-settings/signature-service.server";
import { tcsOnPayment, type TcsCollected, type TcsPart } from "~/features/tax/tax-rule-schema";
import { gstRuleOn, ruleInForce } from "~/features/tax/tax-rule-service.server";
import { formatTravelDate } from "~/lib/dates";
import { isUuid } from "~/lib/ids";
import type { DocumentKind } from "../../../../../domain/billing-values";
import { paymentMethodLabels } from "../../../../../domain/payment-values";
import { documentNumber, financialYearOf, invoiceWaitsForAddress, taxInside } from "./document-figures";
import { renderDocumentPdf } from "./document-pdf.server";
import { amountInIndianWords } from "./indian-words";
import type { DocumentContent, DocumentJson, DocumentReference } from "./document-schema";

const stateLabel = (code: string) => `${gstStateName(code)} (${code})`;

/**
 * The next number of a series, taken in the caller's transaction: the counter's row stays locked
 * until it commits, so concurrent writers queue and get consecutive numbers, and a write that
 * rolls back gives its number back (no gaps).
 */
async function nextSequence(tx: Db, kind: DocumentKind, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ kind, financialYear, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.kind, documentCounters.financialYear],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  if (!row) throw new Error("document counter returned nothing");
  return row.last;
}

/** What every document prints about the agency, the buyer and the booking. */
async function partiesOf(tx: Db, booking: BookingRow, settings: AgencySettings) {
  // a business buyer's GSTIN names its state, which is then the place of supply (IGST Act, s. 12)
  const buyerState = booking.customerGstin?.slice(0, 2) ?? booking.customerState ?? settings.state_code;
  return {
    agency: {
      legal_name: settings.legal_name,
      address: settings.address,
      gstin: settings.gstin,
      state: stateLabel(settings.state_code),
    },
    traveller: {
      name: booking.customerName,
      email: booking.customerEmail,
      phone: booking.customerPhone,
      state: stateLabel(buyerState),
      pan: booking.customerPan ?? "",
      address: booking.customerAddress ?? "",
      business_name: booking.customerBusinessName ?? "",
      gstin: booking.customerGstin ?? "",
    },
    booking: {
      reference: booking.reference,
      package_title: booking.packageTitle,
      travel_date: booking.travelDate,
      travellers: booking.numberOfTravelers,
    },
    place_of_supply: stateLabel(buyerState),
    sac_code: settings.sac_code,
    reverse_charge: false,
    signatory: {
      legal_name: settings.legal_name,
      name: settings.signatory_name,
      designation: settings.signatory_designation,
      image_sha256: await currentSignature(tx),
    },
    sameState: buyerState === settings.state_code,
  };
}

type Issue = {
  kind: DocumentKind;
  booking: BookingRow;
  settings: AgencySettings;
  issuedOn: string;
  payment?: PaymentRow;
  /** a receipt: rupees received towards the booking before this payment (the TCS threshold) */
  receivedBefore?: number;
  /** a receipt: what follows it, said truthfully */
  follows?: string;
};

/** A booking's receipt vouchers, oldest first, with the day each payment was received. */
async function receiptsOf(tx: Db, bookingId: string) {
  return tx
    .select({ document: billingDocuments, receivedOn: payments.receivedOn })
    .from(billingDocuments)
    .innerJoin(payments, eq(payments.id, billingDocuments.paymentId))
    .where(and(eq(billingDocuments.bookingId, bookingId), eq(billingDocuments.kind, "receipt")))
    .orderBy(asc(payments.receivedOn), asc(billingDocuments.sequence));
}

const referenceOf = (row: BillingDocumentRow): DocumentReference => ({
  kind: row.kind,
  number: row.number,
  date: row.issuedOn,
});

/** The TCS of the receipts an invoice settles, their slices at the same rate added together. */
function tcsOfReceipts(receipts: DocumentContent[]): TcsCollected | null {
  const collected = receipts.flatMap((content) =>
    content.tcs && "parts" in content.tcs ? [content.tcs] : [],
  );
  if (collected.length === 0) return null;
  const byRate = new Map<number, TcsPart>();
  for (const part of collected.flatMap((tcs) => tcs.parts)) {
    const sum = byRate.get(part.rate_percent) ?? { base: 0, rate_percent: part.rate_percent, amount: 0 };
    byRate.set(part.rate_percent, { ...sum, base: sum.base + part.base, amount: sum.amount + part.amount });
  }
  return {
    legal_reference: [...new Set(collected.map((tcs) => tcs.legal_reference))].join("; "),
    parts: [...byRate.values()],
    amount: collected.reduce((sum, tcs) => sum + tcs.amount, 0),
  };
}

/** The content of a document of `kind` as the rules in force then have it; issueDocument numbers it. */
async function contentOf(tx: Db, issue: Issue): Promise<DocumentContent> {
  const { kind, booking, settings, payment } = issue;
  const { sameState, ...parties } = await partiesOf(tx, booking, settings);
  const base = { kind, number: "", date: issue.issuedOn, ...parties };
  if (kind === "invoice") {
    const amount = booking.totalAmount * 100;
    const receipts = await receiptsOf(tx, booking.id);
    const contents = receipts.map(({ document }) => document.content as DocumentContent);
    // time of supply: the first advance received, else the invoice (CGST Act, s. 13)
    const gst = await gstRuleOn(tx, receipts[0]?.receivedOn ?? issue.issuedOn);
    const tcs = tcsOfReceipts(contents);
    const lines =
      booking.priceLines.length > 0
        ? booking.priceLines.map((line) => ({ label: line.label, amount: line.amount * 100 }))
        : [{ label: `Tour package, ${booking.numberOfTravelers} travellers`, amount }];
    return {
      ...base,
      gst_rate_percent: gst.rate_percent,
      lines,
      amount,
      tax: taxInside(amount, gst.rate_percent, sameState),
      tcs,
      amount_in_words: amountInIndianWords(amount + (tcs?.amount ?? 0)),
      payment: null,
      against: null,
      settles: receipts.map(({ document }, i) => ({
        ...referenceOf(document),
        amount: contents[i]!.amount,
        tcs: contents[i]!.tcs?.amount ?? 0,
      })),
    };
  }
  if (!payment) throw new Error(`a ${kind} needs its payment`);
  const amount = payment.amount * 100;
  const paidBy = {
    method: paymentMethodLabels[payment.method],
    reference: payment.reference,
    date: payment.receivedOn,
  };
  if (kind === "receipt") {
    // the rules in force on the day the money was received, however late the receipt is written
    const gst = await gstRuleOn(tx, payment.receivedOn);
    const tcsRule = booking.international
      ? await ruleInForce(tx, "tcs_overseas_package", payment.receivedOn)
      : null;
    const tcs = tcsRule
      ? tcsOnPayment(tcsRule, amount, (issue.receivedBefore ?? 0) * 100, Boolean(booking.customerPan))
      : null;
    return {
      ...base,
      gst_rate_percent: gst.rate_percent,
      lines: [{ label: `Payment received against booking ${booking.reference} (tour package)`, amount }],
      amount,
      tax: taxInside(amount, gst.rate_percent, sameState),
      tcs,
      amount_in_words: amountInIndianWords(amount + (tcs?.amount ?? 0)),
      payment: paidBy,
      against: null,
      follows: issue.follows ?? "",
    };
  }
  // a credit note corrects the invoice (Rule 53), or before one the latest advance receipt
  const [invoice] = await tx
    .select()
    .from(billingDocuments)
    .where(and(eq(billingDocuments.bookingId, booking.id), eq(billingDocuments.kind, "invoice")))
    .limit(1);
  const original = invoice ?? (await receiptsOf(tx, booking.id)).at(-1)?.document;
  const originalContent = original?.content as DocumentContent | undefined;
  const gstRate = originalContent?.gst_rate_percent ?? (await gstRuleOn(tx, payment.receivedOn)).rate_percent;
  return {
    ...base,
    gst_rate_percent: gstRate,
    lines: [{ label: `Refund against booking ${booking.reference}`, amount }],
    amount,
    tax: taxInside(amount, gstRate, sameState),
    tcs: null,
    amount_in_words: amountInIndianWords(amount),
    payment: paidBy,
    against: original?.number ?? null,
    against_document: original ? referenceOf(original) : null,
  };
}

/**
 * Writes a receipt voucher (a payment), credit note (a refund) or tax invoice, numbered in its
 * series for the financial year of `issuedOn`. Call it in the transaction that records what it
 * documents. An invoice is written once per booking, and not while it waits for the buyer's
 * address (null then, and when it exists already).
 */
export async function issueDocument(tx: Db, issue: Issue): Promise<BillingDocumentRow | null> {
  const { kind, booking } = issue;
  if (kind === "invoice") {
    if (invoiceWaitsForAddress(booking)) return null;
    const [existing] = await tx
      .select({ id: billingDocuments.id })
      .from(billingDocuments)
      .where(and(eq(billingDocuments.bookingId, booking.id), eq(billingDocuments.kind, "invoice")))
      .limit(1);
    if (existing) return null;
  }
  // read everything the document prints before taking its number: the counter's row stays locked
  // from then until the transaction ends, and every other writer of the series waits on it
  const content = await contentOf(tx, issue);
  const financialYear = financialYearOf(issue.issuedOn);
  const sequence = await nextSequence(tx, kind, financialYear);
  const number = documentNumber(issue.settings.invoice_prefix, kind, financialYear, sequence);
  const [row] = await tx
    .insert(billingDocuments)
    .values({
      kind,
      number,
      financialYear,
      sequence,
      bookingId: booking.id,
      paymentId: issue.payment?.id ?? null,
      issuedOn: issue.issuedOn,
      content: { ...content, number },
    })
    .returning();
  if (!row) throw new Error("document insert returned nothing");
  if (kind === "invoice") {
    await tx.update(bookings).set({ invoiceNumber: number }).where(eq(bookings.id, booking.id));
  }
  return row;
}

/**
 * The documents of a payment or refund just recorded: its receipt voucher (saying truthfully what
 * follows it) or credit note, and the tax invoice when the payment completes the booking and the
 * invoice need not wait for the buyer's address.
 */
export async function documentPayment(
  tx: Db,
  {
    booking,
    payment,
    paidBefore,
    settings,
    issuedOn,
  }: {
    booking: BookingRow;
    payment: PaymentRow;
    paidBefore: number;
    settings: AgencySettings;
    issuedOn: string;
  },
): Promise<{ own: BillingDocumentRow | null; invoice: BillingDocumentRow | null }> {
  if (payment.kind === "refund") {
    const own = await issueDocument(tx, { kind: "credit_note", booking, settings, issuedOn, payment });
    return { own, invoice: null };
  }
  const completes = paidBefore + payment.amount >= booking.totalAmount;
  const existing = await invoiceOfBooking(tx, booking.id);
  const waits = invoiceWaitsForAddress(booking);
  const follows = existing
    ? `The tax invoice ${existing.number} of ${formatTravelDate(existing.issuedOn)} covers this booking.`
    : !completes
      ? "The tax invoice follows when the booking is paid in full, or on the travel date if that comes first."
      : waits
        ? "This payment completes the booking. The tax invoice follows once we have your address, which the law asks for on an invoice of ₹50,000 or more: please add it on your booking page."
        : "This payment completes the booking: the tax invoice is issued with this receipt.";
  const own = await issueDocument(tx, {
    kind: "receipt",
    booking,
    settings,
    issuedOn,
    payment,
    receivedBefore: paidBefore,
    follows,
  });
  const invoice =
    completes && !existing ? await issueDocument(tx, { kind: "invoice", booking, settings, issuedOn }) : null;
  return { own, invoice };
}

/** A document's PDF, drawn from what it printed when issued, with the signature it was issued with. */
export async function documentPdf(db: Db, document: Pick<BillingDocumentRow, "content">): Promise<Buffer> {
  const content = document.content as DocumentContent;
  return renderDocumentPdf(content, await signatureImage(db, content.signatory?.image_sha256));
}

/** A document's PDF as an answer: drawn again from what it printed when issued. */
export async function documentPdfResponse(
  db: Db,
  document: Pick<BillingDocumentRow, "content">,
  fileName: string,
): Promise<Response> {
  return new Response(new Uint8Array(await documentPdf(db, document)), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

export function toDocumentJson(row: BillingDocumentRow): DocumentJson {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    issued_on: row.issuedOn,
    amount: (row.content as DocumentContent).amount / 100,
    payment_id: row.paymentId,
  };
}

/** A booking's documents, oldest first. */
export async function listDocuments(db: Db, bookingId: string): Promise<BillingDocumentRow[]> {
  return db
    .select()
    .from(billingDocuments)
    .where(eq(billingDocuments.bookingId, bookingId))
    .orderBy(asc(billingDocuments.createdAt), asc(billingDocuments.sequence));
}

/** The receipt (of a payment) or credit note (of a refund); null when there is none. */
export async function documentOfPayment(db: Db, paymentId: string): Promise<BillingDocumentRow | null> {
  if (!isUuid(paymentId)) return null;
  const [row] = await db
    .select()
    .from(billingDocuments)
    .where(eq(billingDocuments.paymentId, paymentId))
    .limit(1);
  return row ?? null;
}

/** A booking's tax invoice; null until it is issued. */
export async function invoiceOfBooking(db: Db, bookingId: string): Promise<BillingDocumentRow | null> {
  if (!isUuid(bookingId)) return null;
  const [row] = await db
    .select()
    .from(billingDocuments)
    .where(and(eq(billingDocuments.bookingId, bookingId), eq(billingDocuments.kind, "invoice")))
    .limit(1);
  return row ?? null;
}

/** One of a booking's documents by id; null when it is not that booking's. */
export async function documentOfBooking(
  db: Db,
  bookingId: string,
  documentId: string,
): Promise<BillingDocumentRow | null> {
  if (!isUuid(documentId)) return null;
  const [row] = await db
    .select()
    .from(billingDocuments)
    .where(and(eq(billingDocuments.id, documentId), eq(billingDocuments.bookingId, bookingId)))
    .limit(1);
  return row ?? null;
}

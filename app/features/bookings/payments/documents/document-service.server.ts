import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../../../db/client";
import {
  billingDocuments,
  bookings,
  documentCounters,
  type BillingDocumentRow,
  type BookingRow,
  type PaymentRow,
} from "../../../../../db/schema/index";
import { gstStateName, type AgencySettings } from "~/features/agency-settings/agency-settings-schema";
import { isUuid } from "~/lib/ids";
import type { DocumentKind } from "../../../../../domain/billing-values";
import { paymentMethodLabels } from "../../../../../domain/payment-values";
import { documentNumber, financialYearOf, taxInside, tcsOn } from "./document-figures";
import { amountInIndianWords } from "./indian-words";
import type { DocumentContent, DocumentJson } from "./document-schema";

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

/** What every document prints about the agency, the traveller and the booking. */
function partiesOf(booking: BookingRow, settings: AgencySettings) {
  const travellerState = booking.customerState ?? settings.state_code;
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
      state: stateLabel(travellerState),
      pan: booking.customerPan ?? "",
    },
    booking: {
      reference: booking.reference,
      package_title: booking.packageTitle,
      travel_date: booking.travelDate,
      travellers: booking.numberOfTravelers,
    },
    place_of_supply: stateLabel(travellerState),
    sac_code: settings.sac_code,
    gst_rate_percent: settings.gst_rate_percent,
    sameState: travellerState === settings.state_code,
  };
}

type Issue = {
  kind: DocumentKind;
  booking: BookingRow;
  settings: AgencySettings;
  issuedOn: string;
  payment?: PaymentRow;
};

/** The content of a document of `kind`, given its number. */
function contentOf(issue: Issue, number: string, against: string | null): DocumentContent {
  const { kind, booking, settings, payment } = issue;
  const { sameState, ...parties } = partiesOf(booking, settings);
  if (kind === "invoice") {
    const amount = booking.totalAmount * 100;
    const tcs = booking.international
      ? {
          rate_percent: settings.tcs_rate_percent,
          amount: tcsOn(amount, settings.tcs_rate_percent, settings.tcs_threshold),
        }
      : null;
    const lines =
      booking.priceLines.length > 0
        ? booking.priceLines.map((line) => ({ label: line.label, amount: line.amount * 100 }))
        : [{ label: `Tour package, ${booking.numberOfTravelers} travellers`, amount }];
    return {
      kind,
      number,
      date: issue.issuedOn,
      ...parties,
      lines,
      amount,
      tax: taxInside(amount, settings.gst_rate_percent, sameState),
      tcs,
      amount_in_words: amountInIndianWords(amount + (tcs?.amount ?? 0)),
      payment: null,
      against: null,
    };
  }
  if (!payment) throw new Error(`a ${kind} needs its payment`);
  const amount = payment.amount * 100;
  return {
    kind,
    number,
    date: issue.issuedOn,
    ...parties,
    lines: [
      {
        label:
          kind === "receipt"
            ? `Payment received against booking ${booking.reference} (tour package)`
            : `Refund against booking ${booking.reference}`,
        amount,
      },
    ],
    amount,
    tax: taxInside(amount, settings.gst_rate_percent, sameState),
    tcs: null,
    amount_in_words: amountInIndianWords(amount),
    payment: {
      method: paymentMethodLabels[payment.method],
      reference: payment.reference,
      date: payment.receivedOn,
    },
    against,
  };
}

/**
 * Writes a receipt voucher (a payment), credit note (a refund) or tax invoice, numbered in its
 * series for the financial year of `issuedOn`. Call it in the transaction that records what it
 * documents. An invoice is written once per booking (null when it exists already).
 */
export async function issueDocument(tx: Db, issue: Issue): Promise<BillingDocumentRow | null> {
  const { kind, booking } = issue;
  if (kind === "invoice") {
    const [existing] = await tx
      .select({ id: billingDocuments.id })
      .from(billingDocuments)
      .where(and(eq(billingDocuments.bookingId, booking.id), eq(billingDocuments.kind, "invoice")))
      .limit(1);
    if (existing) return null;
  }
  const against = kind === "credit_note" ? booking.invoiceNumber : null;
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
      content: contentOf(issue, number, against),
    })
    .returning();
  if (!row) throw new Error("document insert returned nothing");
  if (kind === "invoice") {
    await tx.update(bookings).set({ invoiceNumber: number }).where(eq(bookings.id, booking.id));
  }
  return row;
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

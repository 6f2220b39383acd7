import { and, asc, between, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { billingDocuments, payments } from "../../../db/schema/index";
import type { DocumentContent } from "~/features/bookings/payments/documents/document-schema";
import { csvStreamResponse } from "~/lib/csv.server";
import { paiseToRupees } from "~/lib/money";
import { tcsRateText, type TcsCollected } from "./tax-rule-schema";
import { quarterDays, type TcsRegister, type TcsRegisterRow } from "./tax-rule-schema";

/**
 * The TCS register of a financial-year quarter, for the quarterly return (Form 27EQ; issue 40): one
 * row per collection, read from the receipt vouchers that recorded it, by the day the payment was
 * received. A refund or cancellation takes nothing away: TCS once collected is deposited and the
 * buyer claims it in their return.
 */
export async function tcsRegister(db: Db, quarter: string): Promise<TcsRegister> {
  const { from, to } = quarterDays(quarter);
  const rows = await db
    .select({
      number: billingDocuments.number,
      content: billingDocuments.content,
      receivedOn: payments.receivedOn,
    })
    .from(billingDocuments)
    .innerJoin(payments, eq(payments.id, billingDocuments.paymentId))
    .where(
      and(
        eq(billingDocuments.kind, "receipt"),
        between(payments.receivedOn, from, to),
        sql`jsonb_typeof(${billingDocuments.content} -> 'tcs') = 'object'`,
      ),
    )
    .orderBy(asc(payments.receivedOn), asc(billingDocuments.sequence));
  const register: TcsRegisterRow[] = rows.map(({ number, content, receivedOn }) => {
    const document = content as DocumentContent;
    const tcs = document.tcs as TcsCollected;
    return {
      date: receivedOn,
      buyer: document.traveller.business_name || document.traveller.name,
      pan: document.traveller.pan,
      amount_received: paiseToRupees(document.amount),
      tcs_collected: paiseToRupees(tcs.amount),
      rate: tcsRateText(tcs),
      document_number: number,
      booking_reference: document.booking.reference,
    };
  });
  const total = (pick: (row: TcsRegisterRow) => number) =>
    paiseToRupees(register.reduce((sum, row) => sum + Math.round(pick(row) * 100), 0));
  return {
    quarter,
    from,
    to,
    rows: register,
    total_received: total((row) => row.amount_received),
    total_tcs: total((row) => row.tcs_collected),
  };
}

const REGISTER_COLUMNS = [
  "Date",
  "Buyer",
  "PAN",
  "Amount received (₹)",
  "TCS collected (₹)",
  "Rate (%)",
  "Document number",
  "Booking",
];

/** The register as a CSV file, one row per collection. */
export function tcsRegisterCsv(register: TcsRegister): Response {
  async function* batches() {
    yield register.rows;
  }
  return csvStreamResponse(`tcs-register-${register.quarter}.csv`, REGISTER_COLUMNS, batches(), (row) => [
    row.date,
    row.buyer,
    row.pan,
    row.amount_received,
    row.tcs_collected,
    row.rate,
    row.document_number,
    row.booking_reference,
  ]);
}

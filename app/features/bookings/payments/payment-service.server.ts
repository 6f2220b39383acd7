import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { lockBooking } from "~/features/bookings/booking-lock.server";
import {
  billingDocuments,
  bookings,
  payments,
  type BillingDocumentRow,
  type BookingRow,
  type PaymentRow,
} from "../../../../db/schema/index";
import { getAgencySettings } from "~/features/agency-settings/agency-settings-service.server";
import { currentActor, recordAudit } from "~/features/audit/audit-service.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { enqueueEmails, type OutgoingEmail } from "~/features/notifications/outbox/outbox-service.server";
import type { Config } from "~/lib/env.server";
import { todayInIndia } from "~/lib/dates";
import { requireCurrentStaffMay } from "~/features/admin-auth/admin-auth-service.server";
import { DomainError, fieldError } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import { formatRupees } from "~/lib/money";
import { paymentMethodLabels } from "../../../../domain/payment-values";
import { documentEmail } from "./documents/document-emails.server";
import { documentPayment, documentPdf, issueDocument } from "./documents/document-service.server";
import { cancellationRuleText, paymentAccount, type PaymentAccount } from "./payment-policy";
import {
  paymentMessages,
  type BookingPaymentsJson,
  type BookingSummary,
  type PaymentAccountJson,
  type PaymentInput,
  type PaymentJson,
} from "./payment-schema";
import { markContactBooked } from "~/features/contacts/contact-stage-service.server";

/** Payments less refunds, as SQL over `payments` rows. */
const paidSum = sql<number>`coalesce(sum(case when ${payments.kind} = 'payment' then ${payments.amount} else -${payments.amount} end), 0)::int`;

function toPaymentJson(row: PaymentRow, document: BillingDocumentRow | null): PaymentJson {
  const receipt = row.kind === "payment" ? document : null;
  return {
    id: row.id,
    booking_id: row.bookingId,
    kind: row.kind,
    amount: row.amount,
    method: row.method,
    reference: row.reference,
    received_on: row.receivedOn,
    recorded_by: row.recordedBy,
    created_at: row.createdAt.toISOString(),
    receipt_number: receipt?.number ?? null,
    receipt_url: receipt ? `/api/payments/${row.id}/receipt.pdf` : null,
    credit_note_number: row.kind === "refund" ? (document?.number ?? null) : null,
  };
}

export function toBookingSummary(row: BookingRow): BookingSummary {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    package_title: row.packageTitle,
    customer_name: row.customerName,
    customer_phone: row.customerPhone,
    travel_date: row.travelDate,
    booking_date: row.bookingDate.toISOString(),
    total_amount: row.totalAmount,
  };
}

function toAccountJson(account: PaymentAccount, method: string | null): PaymentAccountJson {
  const { nextDue, cancellation, settlement } = account;
  return {
    total: account.total,
    paid: account.paid,
    balance: account.balance,
    next_due: nextDue && {
      amount: nextDue.amount,
      due_date: nextDue.dueDate,
      overdue: nextDue.overdue,
      days_overdue: nextDue.daysOverdue,
    },
    overdue_amount: account.overdueAmount,
    schedule: account.schedule.map((i) => ({
      label: i.label,
      due_date: i.dueDate,
      amount: i.amount,
      cumulative: i.cumulative,
    })),
    cancellation: cancellation && {
      days_before: cancellation.daysBefore,
      rule: cancellation.rule,
      rule_text: cancellationRuleText[cancellation.rule],
      charge: cancellation.charge,
      kept: cancellation.kept,
      refund: cancellation.refund,
    },
    settlement: settlement && {
      cancelled_on: settlement.cancelledOn,
      days_before: settlement.daysBefore,
      rule: settlement.rule,
      rule_text: cancellationRuleText[settlement.rule],
      received: settlement.received,
      charge: settlement.charge,
      kept: settlement.kept,
      refund_due: settlement.refundDue,
      refunded: settlement.refunded,
      refund_owed: settlement.refundOwed,
      refund_by: settlement.refundBy,
      method: settlement.received > 0 ? method : null,
    },
  };
}

/** A booking's money apart: received (payments), refunded, and the methods it was paid with. */
type Ledger = { received: number; refunded: number; methods: PaymentRow["method"][] };

/** "UPI", or "UPI and Cash": how a refund goes back (to the methods it was paid with). */
function refundMethodOf(ledger: Ledger): string | null {
  const labels = [...new Set(ledger.methods.map((method) => paymentMethodLabels[method]))];
  if (labels.length === 0) return null;
  return labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}

/** The ledger of a booking: payments and refunds apart, and the methods paid with (oldest first). */
export async function ledgerOf(db: Db, bookingId: string): Promise<Ledger> {
  const rows = await db
    .select({ kind: payments.kind, amount: payments.amount, method: payments.method })
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(asc(payments.receivedOn), asc(payments.createdAt));
  return ledgerOfRows(rows);
}

function ledgerOfRows(rows: Pick<PaymentRow, "kind" | "amount" | "method">[]): Ledger {
  const sum = (kind: PaymentRow["kind"]) =>
    rows.filter((row) => row.kind === kind).reduce((total, row) => total + row.amount, 0);
  return {
    received: sum("payment"),
    refunded: sum("refund"),
    methods: rows.filter((row) => row.kind === "payment").map((row) => row.method),
  };
}

/**
 * A booking's account under the payment policy (docs/product.md §9), given what has been paid, as
 * of `today` in India.
 */
export function accountOf(
  booking: BookingRow,
  money: number | Ledger,
  today = todayInIndia(),
): PaymentAccountJson {
  const ledger: Ledger = typeof money === "number" ? { received: money, refunded: 0, methods: [] } : money;
  const cancelledAt = booking.cancelledAt ?? booking.updatedAt;
  return toAccountJson(
    paymentAccount({
      total: booking.totalAmount,
      paid: ledger.received - ledger.refunded,
      received: ledger.received,
      refunded: ledger.refunded,
      bookedOn: todayInIndia(booking.bookingDate),
      travelDate: booking.travelDate,
      today,
      cancelled: booking.status === "cancelled",
      cancelledOn: todayInIndia(cancelledAt),
    }),
    refundMethodOf(ledger),
  );
}

/** Payments less refunds recorded against a booking. */
export async function paidFor(db: Db, bookingId: string): Promise<number> {
  const [row] = await db.select({ paid: paidSum }).from(payments).where(eq(payments.bookingId, bookingId));
  return Number(row?.paid ?? 0);
}

/** A booking with its payments (oldest first) and account; null when there is no such booking. */
export async function getBookingPayments(
  db: Db,
  bookingId: string,
  today = todayInIndia(),
): Promise<BookingPaymentsJson | null> {
  if (!isUuid(bookingId)) return null;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  if (!booking) return null;
  const rows = await db
    .select({ payment: payments, document: billingDocuments })
    .from(payments)
    .leftJoin(billingDocuments, eq(billingDocuments.paymentId, payments.id))
    .where(eq(payments.bookingId, booking.id))
    .orderBy(asc(payments.receivedOn), asc(payments.createdAt));
  return {
    booking: toBookingSummary(booking),
    account: accountOf(booking, ledgerOfRows(rows.map(({ payment }) => payment)), today),
    payments: rows.map(({ payment, document }) => toPaymentJson(payment, document)),
  };
}

/**
 * Records money received, or given back, against a booking. A payment may not exceed the balance
 * and a cancelled booking takes none; a refund may not exceed what was paid. The booking's row is
 * locked meanwhile, so two admins recording at once cannot together overshoot. Audit-logged.
 *
 * With the configuration, the money is documented in the same transaction (issue 26): a receipt
 * voucher for a payment, a credit note for a refund, and the tax invoice once the booking is paid
 * in full, each numbered in its series and emailed to the traveller with its PDF.
 */
export async function recordPayment(
  db: Db,
  bookingId: string,
  input: PaymentInput,
  today = todayInIndia(),
  options: { config?: Config } = {},
): Promise<{ payment: PaymentJson; account: PaymentAccountJson }> {
  const notFound = new DomainError("not-found", paymentMessages.notFound);
  if (!isUuid(bookingId)) throw notFound;
  if (input.kind === "refund") requireCurrentStaffMay("refund");
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw notFound;
    const paid = await paidFor(tx, booking.id);
    if (input.kind === "payment") {
      if (booking.status === "cancelled") throw new DomainError("conflict", paymentMessages.cancelled);
      const balance = booking.totalAmount - paid;
      if (input.amount > balance) {
        throw fieldError("invalid", "amount", paymentMessages.overBalance(formatRupees(balance)));
      }
    } else if (input.amount > paid) {
      throw fieldError("invalid", "amount", paymentMessages.overPaid(formatRupees(paid)));
    }
    const [row] = await tx
      .insert(payments)
      .values({
        bookingId: booking.id,
        kind: input.kind,
        amount: input.amount,
        method: input.method,
        reference: input.reference,
        receivedOn: input.received_on ?? today,
        recordedBy: currentActor().loginId,
      })
      .returning();
    if (!row) throw new Error("payment insert returned nothing");
    const change = input.kind === "payment" ? input.amount : -input.amount;
    await tx
      .update(bookings)
      .set({ amountPaid: sql`${bookings.amountPaid} + ${change}` })
      .where(eq(bookings.id, booking.id));
    const document = options.config
      ? await documentMoney(tx, booking, row, paid, today, options.config)
      : null;
    const payment = toPaymentJson(row, document);
    await recordAudit(tx, {
      action: input.kind === "payment" ? "payment.recorded" : "payment.refunded",
      targetType: "booking",
      targetId: booking.reference,
      after: {
        payment_id: payment.id,
        amount: payment.amount,
        method: payment.method,
        reference: payment.reference,
        received_on: payment.received_on,
      },
    });
    if (input.kind === "payment") {
      await markContactBooked(
        tx,
        booking.contactId,
        `${formatRupees(input.amount)} paid for ${booking.reference}`,
      );
    }
    return { payment, account: accountOf(booking, await ledgerOf(tx, booking.id), today) };
  });
}

/**
 * The receipt or credit note of a payment just recorded, and the invoice when it completes the
 * booking, queued to the traveller with their PDFs. Answers the payment's own document.
 */
async function documentMoney(
  tx: Db,
  booking: BookingRow,
  row: PaymentRow,
  paidBefore: number,
  today: string,
  config: Config,
): Promise<BillingDocumentRow | null> {
  const settings = await getAgencySettings(tx, config);
  const agency = agencyContactOf(config);
  const { own, invoice } = await documentPayment(tx, {
    booking,
    payment: row,
    paidBefore,
    settings,
    issuedOn: today,
  });
  const issued = [own, invoice].filter((document) => document !== null);
  const emails: OutgoingEmail[] = [];
  for (const document of issued) {
    const pdf = await documentPdf(tx, document);
    emails.push(documentEmail(booking, document, pdf, agency));
  }
  await enqueueEmails(tx, emails);
  return own;
}

/**
 * The tax invoice of a booking whose travel date has come before it was paid in full (GST: the
 * service is supplied), emailed with its PDF; null when it has one already.
 */
export async function invoiceOnTravelDate(
  db: Db,
  bookingId: string,
  today: string,
  config: Config,
): Promise<BillingDocumentRow | null> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking || booking.status === "cancelled" || booking.travelDate > today) return null;
    const settings = await getAgencySettings(tx, config);
    const invoice = await issueDocument(tx, { kind: "invoice", booking, settings, issuedOn: today });
    if (!invoice) return null;
    const pdf = await documentPdf(tx, invoice);
    await enqueueEmails(tx, [documentEmail(booking, invoice, pdf, agencyContactOf(config))]);
    return invoice;
  });
}

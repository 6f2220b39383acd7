import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../../../db/client";
import {
  bookings,
  paymentClaims,
  type BookingRow,
  type PaymentClaimRow,
} from "../../../../../db/schema/index";
import { currentActor, recordAudit } from "~/features/audit/audit-service.server";
import {
  bookingIdOfLiveLink,
  findBookingForVisitor,
} from "~/features/bookings/lookup/booking-lookup-service.server";
import { lookupMessages } from "~/features/bookings/lookup/booking-lookup-schema";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { enqueueEmail } from "~/features/notifications/outbox/outbox-service.server";
import { todayInIndia } from "~/lib/dates";
import type { Config } from "~/lib/env.server";
import { DomainError, fieldError } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import { lockBooking } from "~/features/bookings/booking-lock.server";
import { bookingPagePaths } from "~/features/bookings/lookup/booking-link-service.server";
import { formatRupees } from "~/lib/money";
import { paidFor, recordPayment } from "../payment-service.server";
import { claimReceivedEmail, claimReceivedNotice, claimRejectedEmail } from "./claim-emails.server";
import { claimMessages, type ClaimDecisionInput, type ClaimJson } from "./claim-schema";

function toClaimJson(
  row: PaymentClaimRow,
  booking: Pick<BookingRow, "reference" | "customerName">,
): ClaimJson {
  return {
    id: row.id,
    status: row.status,
    booking_id: row.bookingId,
    booking_reference: booking.reference,
    customer_name: booking.customerName,
    amount: row.amount,
    utr: row.utr,
    claimed_on: row.claimedOn,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    decided_by: row.decidedBy,
    reason: row.reason,
    payment_id: row.paymentId,
  };
}

/**
 * Records a traveller's "I have paid" for the admin to check, tells the staff and acknowledges it
 * to the traveller. A UTR is taken once on any booking (a unique index decides between two sending
 * it at once): 409 after that. A claim that could never be accepted is refused before anything is
 * stored or sent (issue 37 L4): 409 on a cancelled booking, 400 for more than is owed (the balance
 * less the claims still waiting). The booking's row is locked, so two claims at once see each other.
 */
async function createClaim(
  db: Db,
  bookingId: string,
  input: { amount: number; utr: string },
  options: { agency: AgencyContact; today?: string },
): Promise<{ id: string; status: "pending" }> {
  const bookingPage = await bookingPagePaths(db);
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw new DomainError("not-found", lookupMessages.notFound);
    if (booking.status === "cancelled") throw new DomainError("conflict", claimMessages.cancelled);
    const [waiting] = await tx
      .select({ amount: sql<number>`coalesce(sum(${paymentClaims.amount}), 0)::int` })
      .from(paymentClaims)
      .where(and(eq(paymentClaims.bookingId, booking.id), eq(paymentClaims.status, "pending")));
    const owed = booking.totalAmount - (await paidFor(tx, booking.id)) - Number(waiting?.amount ?? 0);
    if (input.amount > owed) {
      throw fieldError("invalid", "amount", claimMessages.overOwed(formatRupees(Math.max(0, owed))));
    }
    const [row] = await tx
      .insert(paymentClaims)
      .values({
        bookingId,
        // a payment claim belongs to its booking's contact (issue 28)
        contactId: booking.contactId,
        amount: input.amount,
        utr: input.utr,
        claimedOn: options.today ?? todayInIndia(),
      })
      .onConflictDoNothing({ target: paymentClaims.utr })
      .returning();
    if (!row) throw fieldError("conflict", "utr", claimMessages.duplicateUtr);
    await enqueueEmail(tx, claimReceivedNotice(booking, row, options.agency));
    // the booking page's form or the public API: a visitor's request, under the hourly cap
    await enqueueEmail(tx, claimReceivedEmail(booking, row, options.agency, bookingPage(booking.id)), {
      visitor: true,
    });
    return { id: row.id, status: "pending" as const };
  });
}

/** `POST /api/payment-claims`: the booking found by reference and contact, as a lookup finds it. */
export async function submitClaim(
  db: Db,
  input: { reference: string; contact: string; amount: number; utr: string },
  options: { agency: AgencyContact; today?: string },
) {
  const view = await findBookingForVisitor(db, input, options.today);
  if (!view) throw new DomainError("not-found", lookupMessages.notFound);
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.reference, view.reference))
    .limit(1);
  if (!booking) throw new DomainError("not-found", lookupMessages.notFound);
  return createClaim(db, booking.id, input, options);
}

/** The booking page's form: the booking is the one its signed link opens. */
export async function submitClaimByToken(
  db: Db,
  token: string,
  input: { amount: number; utr: string },
  options: { agency: AgencyContact; today?: string },
) {
  const bookingId = await bookingIdOfLiveLink(db, token);
  if (!bookingId) throw new DomainError("not-found", lookupMessages.notFound);
  return createClaim(db, bookingId, input, options);
}

/** Claims, pending first (oldest first: first come, first checked), then decided ones, newest first. */
export async function listClaims(
  db: Db,
  query: { status?: PaymentClaimRow["status"]; bookingId?: string; limit?: number },
): Promise<ClaimJson[]> {
  const rows = await db
    .select({ claim: paymentClaims, reference: bookings.reference, customerName: bookings.customerName })
    .from(paymentClaims)
    .innerJoin(bookings, eq(bookings.id, paymentClaims.bookingId))
    .where(
      and(
        query.status ? eq(paymentClaims.status, query.status) : undefined,
        query.bookingId ? eq(paymentClaims.bookingId, query.bookingId) : undefined,
      ),
    )
    .orderBy(
      sql`case when ${paymentClaims.status} = 'pending' then 0 else 1 end`,
      sql`case when ${paymentClaims.status} = 'pending' then ${paymentClaims.createdAt} end asc`,
      desc(paymentClaims.decidedAt),
      asc(paymentClaims.id),
    )
    .limit(query.limit ?? 200);
  return rows.map(({ claim, reference, customerName }) => toClaimJson(claim, { reference, customerName }));
}

/**
 * The admin's decision. Accepting records the payment (UPI, the UTR as its reference, the claim's
 * amount and date) in the ledger, with its receipt, in the same transaction; rejecting emails the
 * traveller the reason. The claim's row is locked first, so two clicks at once decide it once: the
 * second finds it decided and answers the same claim (or 409 when it was decided the other way).
 */
export async function decideClaim(
  db: Db,
  claimId: string,
  input: ClaimDecisionInput,
  options: { agency: AgencyContact; config?: Config; today?: string },
): Promise<ClaimJson> {
  const notFound = new DomainError("not-found", claimMessages.notFound);
  if (!isUuid(claimId)) throw notFound;
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .select()
      .from(paymentClaims)
      .where(eq(paymentClaims.id, claimId))
      .limit(1)
      .for("update");
    if (!claim) throw notFound;
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, claim.bookingId)).limit(1);
    if (!booking) throw notFound;
    const wanted = input.decision === "accept" ? "accepted" : "rejected";
    if (claim.status === wanted) return toClaimJson(claim, booking);
    if (claim.status !== "pending") throw new DomainError("conflict", claimMessages.alreadyDecided);
    let paymentId: string | null = null;
    if (input.decision === "accept") {
      const { payment } = await recordPayment(
        tx,
        booking.id,
        {
          kind: "payment",
          amount: claim.amount,
          method: "upi",
          reference: claim.utr,
          received_on: claim.claimedOn,
        },
        options.today,
        { config: options.config },
      );
      paymentId = payment.id;
    }
    const [row] = await tx
      .update(paymentClaims)
      .set({
        status: wanted,
        paymentId,
        reason: input.reason,
        decidedAt: new Date(),
        decidedBy: currentActor().loginId,
      })
      .where(and(eq(paymentClaims.id, claim.id), eq(paymentClaims.status, "pending")))
      .returning();
    if (!row) throw new Error("payment claim update returned nothing");
    await recordAudit(tx, {
      action: input.decision === "accept" ? "payment_claim.accepted" : "payment_claim.rejected",
      targetType: "booking",
      targetId: booking.reference,
      before: { claim: "pending" },
      after: {
        claim: row.status,
        amount: row.amount,
        utr: row.utr,
        reason: row.reason,
        payment_id: paymentId,
      },
    });
    if (input.decision === "reject") {
      await enqueueEmail(tx, claimRejectedEmail(booking, row, input.reason, options.agency));
    }
    return toClaimJson(row, booking);
  });
}

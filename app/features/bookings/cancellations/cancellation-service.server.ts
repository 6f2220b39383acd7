import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { lockBooking } from "~/features/bookings/booking-lock.server";
import { bookings, cancellationRequests, type CancellationRequestRow } from "../../../../db/schema/index";
import { currentActor, recordAudit } from "~/features/audit/audit-service.server";
import { updateBookingStatus } from "~/features/bookings/booking-service.server";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { enqueueEmail } from "~/features/notifications/outbox/outbox-service.server";
import {
  accountOf,
  ledgerOf,
  paidFor,
  toBookingSummary,
} from "~/features/bookings/payments/payment-service.server";
import { todayInIndia } from "~/lib/dates";
import { DomainError } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import { LIST_LIMIT_DEFAULT, pageOf, type Page } from "~/lib/keyset-page";
import { keyOf, keysetPageQuery, type Keyset } from "~/lib/keyset-page.server";
import { cancellationDeclinedEmail, cancellationRequestNotice } from "../emails/cancellation-emails.server";
import {
  cancellationMessages,
  type CancellationDecisionInput,
  type CancellationListQuery,
  type CancellationRequestJson,
  type VisitorCancellation,
} from "./cancellation-schema";

function toVisitorCancellation(row: CancellationRequestRow): VisitorCancellation {
  return { status: row.status, requested_at: row.requestedAt.toISOString(), note: row.adminNote };
}

/** The booking's latest cancellation request, as its traveller sees it; null when there is none. */
export async function latestCancellationRequest(
  db: Db,
  bookingId: string,
): Promise<VisitorCancellation | null> {
  const [row] = await db
    .select()
    .from(cancellationRequests)
    .where(eq(cancellationRequests.bookingId, bookingId))
    .orderBy(desc(cancellationRequests.requestedAt))
    .limit(1);
  return row ? toVisitorCancellation(row) : null;
}

/**
 * A traveller asks to cancel (the caller has checked they may open the booking). One open
 * request per booking: asking again answers the open one (`created: false`). The staff are
 * emailed with today's terms. Refused for a booking already cancelled or a trip under way.
 */
export async function requestCancellation(
  db: Db,
  input: { bookingId: string; reason: string },
  options: { agency: AgencyContact; today?: string },
): Promise<{ created: boolean; request: VisitorCancellation }> {
  const today = options.today ?? todayInIndia();
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, input.bookingId);
    if (!booking) throw new DomainError("not-found", cancellationMessages.invalidLink);
    if (booking.status === "cancelled")
      throw new DomainError("conflict", cancellationMessages.alreadyCancelled);
    if (booking.travelDate < today) throw new DomainError("conflict", cancellationMessages.departed);
    const [open] = await tx
      .select()
      .from(cancellationRequests)
      .where(and(eq(cancellationRequests.bookingId, booking.id), eq(cancellationRequests.status, "pending")))
      .limit(1);
    if (open) return { created: false, request: toVisitorCancellation(open) };
    const [row] = await tx
      .insert(cancellationRequests)
      .values({ bookingId: booking.id, reason: input.reason })
      .returning();
    if (!row) throw new Error("cancellation request insert returned nothing");
    const account = accountOf(booking, await paidFor(tx, booking.id), today);
    await enqueueEmail(tx, cancellationRequestNotice(booking, input.reason, account, options.agency));
    return { created: true, request: toVisitorCancellation(row) };
  });
}

async function toRequestJson(
  db: Db,
  row: CancellationRequestRow,
  today: string,
): Promise<CancellationRequestJson> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, row.bookingId)).limit(1);
  if (!booking) throw new Error("a cancellation request without its booking");
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    requested_at: row.requestedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    decided_by: row.decidedBy,
    admin_note: row.adminNote,
    booking: toBookingSummary(booking),
    account: accountOf(booking, await ledgerOf(db, booking.id), today),
  };
}

/**
 * One page of the admin's list: open requests oldest first (they are answered in turn), any
 * other view newest first.
 */
export async function listCancellationRequests(
  db: Db,
  query: Partial<CancellationListQuery> & { bookingId?: string } = {},
  today = todayInIndia(),
): Promise<Page<CancellationRequestJson>> {
  const keyset: Keyset = {
    at: cancellationRequests.requestedAt,
    id: cancellationRequests.id,
    ascending: query.status === "pending",
  };
  const limit = query.limit ?? LIST_LIMIT_DEFAULT;
  const select = db
    .select({ request: cancellationRequests, ...keyOf(keyset) })
    .from(cancellationRequests)
    .$dynamic();
  const where = and(
    query.status && eq(cancellationRequests.status, query.status),
    query.bookingId ? eq(cancellationRequests.bookingId, query.bookingId) : undefined,
  );
  const rows = await keysetPageQuery(select, keyset, where, { limit, cursor: query.cursor });
  const page = pageOf(
    rows,
    limit,
    (row) => [row.at, row.id],
    (row) => row.request,
  );
  return {
    items: await Promise.all(page.items.map((row) => toRequestJson(db, row, today))),
    next: page.next,
  };
}

/**
 * The admin's decision. Approve cancels the booking through the one status-change path
 * (`updateBookingStatus`: audit, the traveller's email, and whatever else hangs off a
 * cancellation); decline leaves the booking as it is and emails the traveller the note.
 */
export async function decideCancellationRequest(
  db: Db,
  requestId: string,
  input: CancellationDecisionInput,
  options: { agency: AgencyContact; today?: string },
): Promise<CancellationRequestJson> {
  const notFound = new DomainError("not-found", cancellationMessages.notFound);
  if (!isUuid(requestId)) throw notFound;
  const today = options.today ?? todayInIndia();
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(cancellationRequests)
      .where(eq(cancellationRequests.id, requestId))
      .limit(1)
      .for("update");
    if (!request) throw notFound;
    if (request.status !== "pending") throw new DomainError("conflict", cancellationMessages.alreadyDecided);
    const approve = input.decision === "approve";
    if (approve) {
      await updateBookingStatus(tx, request.bookingId, { status: "cancelled" }, { agency: options.agency });
    }
    const [row] = await tx
      .update(cancellationRequests)
      .set({
        status: approve ? "approved" : "declined",
        decidedAt: new Date(),
        decidedBy: currentActor().loginId,
        adminNote: input.note,
      })
      .where(eq(cancellationRequests.id, request.id))
      .returning();
    if (!row) throw new Error("cancellation request update returned nothing");
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, row.bookingId)).limit(1);
    if (!booking) throw new Error("a cancellation request without its booking");
    await recordAudit(tx, {
      action: approve ? "cancellation.approved" : "cancellation.declined",
      targetType: "booking",
      targetId: booking.reference,
      before: { request: "pending" },
      after: { request: row.status, note: row.adminNote },
    });
    if (!approve) await enqueueEmail(tx, cancellationDeclinedEmail(booking, input.note, options.agency));
    return toRequestJson(tx, row, today);
  });
}

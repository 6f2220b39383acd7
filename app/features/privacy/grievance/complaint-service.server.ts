import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { complaints, type ComplaintRow } from "../../../../db/schema";
import { recordAudit } from "~/features/audit/audit-service.server";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { enqueueEmail } from "~/features/notifications/outbox/outbox-service.server";
import { todayInIndia } from "~/lib/dates";
import { DomainError } from "~/lib/domain-error";
import { newComplaintTicket } from "~/lib/references";
import { idempotentCreate, requestHashOf } from "~/lib/request-idempotency.server";
import {
  complaintAcknowledgement,
  complaintAgencyNotice,
  complaintOutcomeEmail,
} from "./complaint-emails.server";
import { complaintMessages, type ComplaintInput, type ComplaintView } from "./complaint-schema";
import type { GrievanceOfficer } from "./grievance-officer-schema";

/**
 * Complaints to the grievance officer (Consumer Protection (E-Commerce) Rules 2020, rule 4(5);
 * ADR 055): acknowledged by email in the transaction that stores them, resolved within one month
 * of receipt, the resolution emailed.
 */

/** One month after `date` (the same day number, or the month's last day: 31 Jan → 28/29 Feb). */
function oneMonthAfter(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

export async function createComplaint(
  db: Db,
  input: ComplaintInput,
  options: { agency: AgencyContact; officer: GrievanceOfficer; idempotencyKey: string | null },
): Promise<{ created: boolean; value: { ticket: string } }> {
  const requestHash = requestHashOf([
    "complaint",
    input.name,
    input.email,
    input.phone,
    input.booking_reference,
    input.message,
  ]);
  return idempotentCreate<ComplaintRow, { ticket: string }>(db, {
    scope: "complaint",
    columns: {
      table: complaints,
      idempotencyKey: complaints.idempotencyKey,
      requestHash: complaints.requestHash,
      createdAt: complaints.createdAt,
    },
    idempotencyKey: options.idempotencyKey,
    requestHash,
    keyReused: "This Idempotency-Key was used for another complaint",
    newReference: newComplaintTicket,
    present: (_tx, row) => ({ ticket: row.ticket }),
    prepare: async (tx) => async (ticket) => {
      const [row] = await tx
        .insert(complaints)
        .values({
          ticket,
          name: input.name,
          email: input.email,
          phone: input.phone,
          bookingReference: input.booking_reference,
          message: input.message,
          dueBy: oneMonthAfter(todayInIndia()),
          idempotencyKey: options.idempotencyKey,
          requestHash,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      await enqueueEmail(tx, complaintAcknowledgement(row, options.agency, options.officer));
      await enqueueEmail(tx, complaintAgencyNotice(row, options.agency));
      return { ticket: row.ticket };
    },
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

function viewOf(row: ComplaintRow, today: string): ComplaintView {
  return {
    id: row.id,
    ticket: row.ticket,
    name: row.name,
    email: row.email,
    phone: row.phone,
    bookingReference: row.bookingReference,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    dueBy: row.dueBy,
    daysLeft: Math.round((Date.parse(`${row.dueBy}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS),
    outcome: row.outcome,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.resolvedBy,
  };
}

/** The staff queue: open complaints by deadline, then the latest resolved (at most 200 each). */
export async function listComplaints(db: Db, now = new Date()): Promise<ComplaintView[]> {
  const today = todayInIndia(now);
  const open = await db
    .select()
    .from(complaints)
    .where(eq(complaints.status, "open"))
    .orderBy(asc(complaints.dueBy), asc(complaints.createdAt))
    .limit(200);
  const resolved = await db
    .select()
    .from(complaints)
    .where(eq(complaints.status, "resolved"))
    .orderBy(desc(complaints.resolvedAt))
    .limit(200);
  return [...open, ...resolved].map((row) => viewOf(row, today));
}

/** The officer's resolution: recorded once, emailed to the customer, audit-logged. */
export async function resolveComplaint(
  db: Db,
  id: string,
  outcome: string,
  options: { agency: AgencyContact; resolvedBy: string },
): Promise<ComplaintView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(complaints)
      .set({ status: "resolved", outcome, resolvedAt: new Date(), resolvedBy: options.resolvedBy })
      .where(and(eq(complaints.id, id), eq(complaints.status, "open")))
      .returning();
    if (!row) throw new DomainError("conflict", complaintMessages.notOpen);
    await enqueueEmail(tx, complaintOutcomeEmail(row, options.agency));
    await recordAudit(tx, { action: "complaint.resolved", targetType: "complaint", targetId: row.ticket });
    return viewOf(row, todayInIndia());
  });
}

/** The honeypot's answer: a ticket of the real shape, with nothing stored or sent. */
export const complaintDecoy = () => ({ ticket: newComplaintTicket() });

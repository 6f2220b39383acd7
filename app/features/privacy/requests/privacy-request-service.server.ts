import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { privacyRequests, type PrivacyRequestRow } from "../../../../db/schema";
import { recordAudit } from "~/features/audit/audit-service.server";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { enqueueEmail, type EmailAttachment } from "~/features/notifications/outbox/outbox-service.server";
import { erasePerson, exportPerson } from "~/features/people/people-service.server";
import { addDays, todayInIndia } from "~/lib/dates";
import { DomainError } from "~/lib/domain-error";
import { newPrivacyRequestReference } from "~/lib/references";
import { idempotentCreate, requestHashOf } from "~/lib/request-idempotency.server";
import { RIGHTS_REQUEST_DAYS } from "../notice/privacy-notice-content";
import {
  privacyRequestAgencyNotice,
  privacyRequestConfirmEmail,
  privacyRequestOutcomeEmail,
} from "./privacy-request-emails.server";
import {
  privacyRequestMessages,
  type PrivacyRequestCreated,
  type PrivacyRequestDecision,
  type PrivacyRequestInput,
  type PrivacyRequestView,
} from "./privacy-request-schema";

/**
 * Rights requests (DPDP Act 2023, ss. 11-13; ADR 055): made unconfirmed with an emailed link,
 * open once the link is used, closed by staff with an outcome that is emailed. The link's token
 * is kept only as its SHA-256, so the table alone opens nothing.
 */

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const confirmPath = (token: string) => `/privacy-request/confirm/${token}`;

const createdOf = (row: PrivacyRequestRow): PrivacyRequestCreated => ({
  reference: row.reference,
  due_by: row.dueBy,
});

/** The latest day of an answer: ninety days after the request came in (India's calendar). */
const privacyRequestDueBy = (now = new Date()) => addDays(todayInIndia(now), RIGHTS_REQUEST_DAYS);

export async function createPrivacyRequest(
  db: Db,
  input: PrivacyRequestInput,
  options: { agency: AgencyContact; idempotencyKey: string | null },
): Promise<{ created: boolean; value: PrivacyRequestCreated }> {
  return idempotentCreate<PrivacyRequestRow, PrivacyRequestCreated>(db, {
    scope: "privacy-request",
    columns: {
      table: privacyRequests,
      idempotencyKey: privacyRequests.idempotencyKey,
      requestHash: privacyRequests.requestHash,
      createdAt: privacyRequests.createdAt,
    },
    idempotencyKey: options.idempotencyKey,
    requestHash: requestHashOf(["privacy-request", input.kind, input.name, input.email, input.message]),
    keyReused: "This Idempotency-Key was used for another request",
    newReference: newPrivacyRequestReference,
    present: (_tx, row) => createdOf(row),
    prepare: async (tx) => async (reference) => {
      const token = randomBytes(32).toString("base64url");
      const [row] = await tx
        .insert(privacyRequests)
        .values({
          reference,
          kind: input.kind,
          name: input.name,
          email: input.email,
          message: input.message,
          confirmTokenHash: hashOf(token),
          dueBy: privacyRequestDueBy(),
          idempotencyKey: options.idempotencyKey,
          requestHash: requestHashOf(["privacy-request", input.kind, input.name, input.email, input.message]),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      await enqueueEmail(tx, privacyRequestConfirmEmail(row, options.agency, confirmPath(token)));
      return createdOf(row);
    },
  });
}

/** What the confirmation page shows for a link; null for a link that is not one of ours. */
type PrivacyRequestLinkState = { reference: string; confirmed: boolean; dueBy: string };

const linkStateOf = (row: PrivacyRequestRow): PrivacyRequestLinkState => ({
  reference: row.reference,
  confirmed: row.status !== "unconfirmed",
  dueBy: row.dueBy,
});

const byToken = (token: string) => eq(privacyRequests.confirmTokenHash, hashOf(token.trim()));

export async function privacyRequestLinkState(
  db: Db,
  token: string,
): Promise<PrivacyRequestLinkState | null> {
  const [row] = await db.select().from(privacyRequests).where(byToken(token)).limit(1);
  return row ? linkStateOf(row) : null;
}

/** The link's POST: the request opens (once) and reaches the agency's inbox with its deadline. */
export async function confirmPrivacyRequest(
  db: Db,
  token: string,
  agency: AgencyContact,
): Promise<PrivacyRequestLinkState | null> {
  return db.transaction(async (tx) => {
    const [opened] = await tx
      .update(privacyRequests)
      .set({ status: "open", confirmedAt: new Date() })
      .where(and(byToken(token), eq(privacyRequests.status, "unconfirmed")))
      .returning();
    if (opened) {
      await enqueueEmail(tx, privacyRequestAgencyNotice(opened, agency));
      return linkStateOf(opened);
    }
    const [row] = await tx.select().from(privacyRequests).where(byToken(token)).limit(1);
    return row ? linkStateOf(row) : null;
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

function viewOf(row: PrivacyRequestRow, today: string): PrivacyRequestView {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    name: row.name,
    email: row.email,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    dueBy: row.dueBy,
    daysLeft: daysBetween(today, row.dueBy),
    outcome: row.outcome,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
  };
}

/**
 * The staff queue: open requests first, the nearest deadline on top, then the unconfirmed and the
 * closed (at most 200 of each kind of state).
 */
export async function listPrivacyRequests(db: Db, now = new Date()): Promise<PrivacyRequestView[]> {
  const today = todayInIndia(now);
  const open = await db
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.status, "open"))
    .orderBy(asc(privacyRequests.dueBy), asc(privacyRequests.createdAt))
    .limit(200);
  const rest = await db
    .select()
    .from(privacyRequests)
    .where(inArray(privacyRequests.status, ["unconfirmed", "completed", "refused"]))
    .orderBy(sql`${privacyRequests.createdAt} desc`)
    .limit(200);
  return [...open, ...rest].map((row) => viewOf(row, today));
}

/**
 * Staff close an open request. Completing an access request attaches the person's data (the
 * people export) to the outcome email; completing an erasure runs the people erasure first. The
 * outcome is emailed to the requester; the decision is audit-logged.
 */
export async function decidePrivacyRequest(
  db: Db,
  id: string,
  decision: PrivacyRequestDecision,
  options: { agency: AgencyContact; decidedBy: string },
): Promise<PrivacyRequestView> {
  const [row] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id)).limit(1);
  if (!row || row.status !== "open") throw new DomainError("conflict", privacyRequestMessages.notOpen);
  const completing = decision.outcome === "completed";
  let attachment: EmailAttachment | null = null;
  if (completing && row.kind === "access") {
    const data = await exportPerson(db, { kind: "email", email: row.email.toLowerCase() });
    attachment = {
      filename: `personal-data-${row.reference}.json`,
      contentType: "application/json",
      content: Buffer.from(JSON.stringify(data, null, 2)).toString("base64"),
    };
  }
  if (completing && row.kind === "erasure") {
    await erasePerson(db, { kind: "email", email: row.email.toLowerCase() });
  }
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(privacyRequests)
      .set({
        status: decision.outcome,
        outcome: decision.note,
        decidedAt: new Date(),
        decidedBy: options.decidedBy,
      })
      .where(and(eq(privacyRequests.id, id), eq(privacyRequests.status, "open")))
      .returning();
    if (!closed) throw new DomainError("conflict", privacyRequestMessages.notOpen);
    await enqueueEmail(tx, privacyRequestOutcomeEmail(closed, options.agency, attachment));
    await recordAudit(tx, {
      action: "privacy-request.decided",
      targetType: "privacy-request",
      targetId: closed.reference,
      after: { kind: closed.kind, outcome: closed.status },
    });
    return viewOf(closed, todayInIndia());
  });
}

/** The honeypot's answer: shaped and dated as a real one, with nothing stored or sent. */
export const privacyRequestDecoy = (): PrivacyRequestCreated => ({
  reference: newPrivacyRequestReference(),
  due_by: privacyRequestDueBy(),
});

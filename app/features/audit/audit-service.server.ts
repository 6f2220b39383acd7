import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { auditLog } from "../../../db/schema";
import { pageOf, type Page } from "~/lib/keyset-page";
import { keyOf, keysetPageQuery, type Keyset } from "~/lib/keyset-page.server";
import { currentRequest } from "~/lib/request-store.server";
import type { AuditAction, AuditEntry, AuditListQuery } from "./audit-schema";

type AuditActor = { adminId: string | null; loginId: string; address: string };

type AuditRecord = {
  action: AuditAction;
  targetType?: string;
  targetId?: string;
  before?: unknown;
  after?: unknown;
  /** who acted; by default the admin of the current request (see requireAdmin) */
  actor?: AuditActor;
};

/** The admin behind the current request, or "system" outside one (CLI scripts, start-up). */
export function currentActor(): AuditActor {
  const request = currentRequest();
  if (request?.admin) {
    return { adminId: request.admin.adminId, loginId: request.admin.loginId, address: request.clientAddress };
  }
  return { adminId: null, loginId: request ? "anonymous" : "system", address: request?.clientAddress ?? "" };
}

/**
 * Appends one entry. Call it with the transaction that makes the change, so the change and its
 * record commit together. Nothing in the application updates or deletes these rows.
 */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  const actor = record.actor ?? currentActor();
  await db.insert(auditLog).values({
    actorId: actor.adminId,
    actorLoginId: actor.loginId,
    actorAddress: actor.address,
    action: record.action,
    targetType: record.targetType ?? "",
    targetId: record.targetId ?? "",
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

const auditKeyset: Keyset = { at: auditLog.at, id: auditLog.id };

/** Newest first, one page (the Link header's cursor, or `before` the last id seen). */
export async function listAudit(db: Db, query: AuditListQuery): Promise<Page<AuditEntry>> {
  const select = db
    .select({ row: auditLog, ...keyOf(auditKeyset) })
    .from(auditLog)
    .$dynamic();
  const where = and(
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.before ? lt(auditLog.id, query.before) : undefined,
  );
  const rows = await keysetPageQuery(select, auditKeyset, where, query);
  return pageOf(
    rows,
    query.limit,
    (r) => [r.at, r.id],
    ({ row }) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: { id: row.actorId, login_id: row.actorLoginId, address: row.actorAddress },
      action: row.action as AuditAction,
      target: { type: row.targetType, id: row.targetId },
      before: row.before,
      after: row.after,
    }),
  );
}

/** Only what changed, for an entry's before and after (both null when nothing did). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === "updatedAt") continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key] ?? null;
      is[key] = after[key] ?? null;
    }
  }
  return Object.keys(is).length ? { before: was, after: is } : { before: null, after: null };
}

import { randomBytes } from "node:crypto";
import { and, count, desc, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { adminApiTokens, adminSessions, adminUsers, staffInvites } from "../../../db/schema";
import { recordAudit } from "~/features/audit/audit-service.server";
import { createAdmin, setAdminPassword, tokenHash } from "~/features/admin-auth/admin-auth-service.server";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { enqueueEmail } from "~/features/notifications/outbox/outbox-service.server";
import { DomainError, fieldError } from "~/lib/domain-error";
import { staffInviteEmail } from "./staff-emails.server";
import { staffMessages, type StaffInviteInput, type StaffJson, type StaffUpdateInput } from "./staff-schema";

/** An invitation link works this long, once. */
const INVITE_HOURS = 48;

type AdminRow = typeof adminUsers.$inferSelect;

function staffJson(row: AdminRow, invitePending: boolean): StaffJson {
  return {
    id: row.loginId,
    email: row.email,
    role: row.role,
    disabled: row.disabledAt !== null,
    second_factor: row.totpEnabledAt !== null,
    invite_pending: invitePending,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  };
}

async function pendingInvites(db: Db, now = new Date()): Promise<Set<string>> {
  const rows = await db
    .select({ adminId: staffInvites.adminId })
    .from(staffInvites)
    .where(and(isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, now)));
  return new Set(rows.map((row) => row.adminId));
}

/** Every member of staff, newest first (an agency has a handful: no paging). */
export async function listStaff(db: Db): Promise<StaffJson[]> {
  const [rows, pending] = await Promise.all([
    db.select().from(adminUsers).orderBy(desc(adminUsers.createdAt)),
    pendingInvites(db),
  ]);
  return rows.map((row) => staffJson(row, pending.has(row.id)));
}

/**
 * The owner invites a member of staff: the account is made at once (with a password nobody knows)
 * and a one-time link to set the password, good for 48 hours, is emailed to them and answered, so
 * the owner can pass it on by WhatsApp too.
 */
export async function inviteStaff(
  db: Db,
  input: StaffInviteInput,
  agency: AgencyContact,
  now = new Date(),
): Promise<{ staff: StaffJson; inviteUrl: string }> {
  const token = randomBytes(32).toString("base64url");
  const inviteUrl = `${agency.siteUrl.replace(/\/+$/, "")}/admin/invite/${token}`;
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.loginId, input.id));
    if (taken) throw fieldError("conflict", "id", staffMessages.idTaken);
    const created = await createAdmin(tx, input.id, randomBytes(32).toString("base64url"));
    const [row] = await tx
      .update(adminUsers)
      .set({ role: input.role, email: input.email })
      .where(eq(adminUsers.id, created.id))
      .returning();
    await tx.insert(staffInvites).values({
      adminId: created.id,
      tokenHash: tokenHash(token),
      expiresAt: new Date(now.getTime() + INVITE_HOURS * 60 * 60 * 1000),
    });
    await recordAudit(tx, {
      action: "staff.invited",
      targetType: "admin",
      targetId: input.id,
      after: { role: input.role, email: input.email },
    });
    await enqueueEmail(tx, staffInviteEmail(input.email, input.id, input.role, inviteUrl, agency));
    return { staff: staffJson(row!, true), inviteUrl };
  });
}

/** Active owners other than this one: the agency must keep one who can log in. */
async function otherActiveOwners(db: Db, adminId: string): Promise<number> {
  const [row] = await db
    .select({ owners: count() })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, "owner"), isNull(adminUsers.disabledAt), ne(adminUsers.id, adminId)));
  return row?.owners ?? 0;
}

/**
 * A new role, or the account disabled (its sessions and API tokens end at once) or enabled again.
 * The last owner who can log in cannot be demoted or disabled.
 */
export async function updateStaff(db: Db, loginId: string, input: StaffUpdateInput): Promise<StaffJson> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(adminUsers).where(eq(adminUsers.loginId, loginId)).for("update");
    if (!before) throw new DomainError("not-found", staffMessages.notFound);
    const losesOwner =
      before.role === "owner" &&
      before.disabledAt === null &&
      ((input.role !== undefined && input.role !== "owner") || input.disabled === true);
    if (losesOwner && (await otherActiveOwners(tx, before.id)) < 1) {
      throw new DomainError("conflict", staffMessages.lastOwner);
    }
    const disabledAt =
      input.disabled === undefined
        ? before.disabledAt
        : input.disabled
          ? (before.disabledAt ?? new Date())
          : null;
    const [after] = await tx
      .update(adminUsers)
      .set({ role: input.role ?? before.role, disabledAt })
      .where(eq(adminUsers.id, before.id))
      .returning();
    if (input.disabled) {
      await tx.delete(adminSessions).where(eq(adminSessions.adminId, before.id));
      await tx
        .update(adminApiTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(adminApiTokens.adminId, before.id), isNull(adminApiTokens.revokedAt)));
    }
    await recordAudit(tx, {
      action: "staff.updated",
      targetType: "admin",
      targetId: loginId,
      before: { role: before.role, disabled: before.disabledAt !== null },
      after: { role: after!.role, disabled: after!.disabledAt !== null },
    });
    return staffJson(after!, (await pendingInvites(tx)).has(before.id));
  });
}

/** The login ID an invitation link is for, while it is unused and in time; null otherwise. */
export async function invitedLoginId(db: Db, token: string, now = new Date()): Promise<string | null> {
  const [row] = await db
    .select({ loginId: adminUsers.loginId })
    .from(staffInvites)
    .innerJoin(adminUsers, eq(adminUsers.id, staffInvites.adminId))
    .where(
      and(
        eq(staffInvites.tokenHash, tokenHash(token)),
        isNull(staffInvites.usedAt),
        gt(staffInvites.expiresAt, now),
        isNull(adminUsers.disabledAt),
      ),
    )
    .limit(1);
  return row?.loginId ?? null;
}

/** The invited member of staff sets their password: the link is used up, whoever posts twice. */
export async function acceptInvite(
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<string> {
  const loginId = await invitedLoginId(db, token, now);
  if (!loginId) throw new DomainError("not-found", staffMessages.inviteInvalid);
  const [claimed] = await db
    .update(staffInvites)
    .set({ usedAt: now })
    .where(and(eq(staffInvites.tokenHash, tokenHash(token)), isNull(staffInvites.usedAt)))
    .returning({ id: staffInvites.id });
  if (!claimed) throw new DomainError("not-found", staffMessages.inviteInvalid);
  await setAdminPassword(db, loginId, password);
  await recordAudit(db, { action: "staff.invite_accepted", targetType: "admin", targetId: loginId });
  return loginId;
}

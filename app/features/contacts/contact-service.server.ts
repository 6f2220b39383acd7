import { asc, eq, getTableName, inArray, isNull, sql, type Column, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  adminUsers,
  bookings,
  contactEvents,
  contacts,
  enquiries,
  gearOrders,
  paymentClaims,
  quotes,
  waitlistEntries,
  type ContactRow,
} from "../../../db/schema";
import { currentActor, recordAudit } from "~/features/audit/audit-service.server";
import { DomainError, fieldError } from "~/lib/domain-error";
import { keysetList } from "~/lib/keyset-page.server";
import {
  contactMessages,
  type ContactJson,
  type ContactNote,
  type ContactStage,
  type ContactUpdate,
} from "./contact-schema";

/**
 * The sales desk's contacts (issue 28): the list, one contact, its stage, owner, follow-up and
 * notes, the notes and calls staff add, and merging two contacts that are one person (ADR 041).
 */

function toContactJson(row: ContactRow, ownerLoginId: string | null): ContactJson {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    stage: row.stage,
    lost_reason: row.lostReason,
    owner_id: ownerLoginId,
    next_follow_up: row.nextFollowUp,
    notes: row.notes,
    utm_source: row.utmSource,
    utm_medium: row.utmMedium,
    utm_campaign: row.utmCampaign,
    referrer: row.referrer,
    merged_into: row.mergedInto,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

type ContactFilter = {
  q?: string | undefined;
  status?: ContactStage | undefined;
  ownerId?: string | undefined;
};

/**
 * Pages of live contacts (merged ones step aside), newest first: the one list query behind
 * `GET /api/contacts` and the Contacts screen (list and board).
 */
const contactList = keysetList({
  keyset: { at: contacts.createdAt, id: contacts.id },
  // migration 0021 indexes these as 0010 does the other lists (trigram text, phone digits, last ten)
  search: { text: [contacts.name, contacts.email], phone: contacts.phone },
  conditions: (filter: ContactFilter) => [
    isNull(contacts.mergedInto),
    filter.status && eq(contacts.stage, filter.status),
    filter.ownerId !== undefined ? eq(contacts.ownerId, filter.ownerId) : undefined,
  ],
  select: (db, key) =>
    db
      .select({ contact: contacts, ownerLoginId: adminUsers.loginId, ...key })
      .from(contacts)
      .leftJoin(adminUsers, eq(adminUsers.id, contacts.ownerId))
      .$dynamic(),
  items: (_db, rows): ContactJson[] => rows.map((row) => toContactJson(row.contact, row.ownerLoginId)),
});

/** A staff member's account id by login ID; an unknown one matches nobody. */
async function staffIdOf(db: Db, loginId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.loginId, loginId));
  return row?.id ?? null;
}

const NOBODY = "00000000-0000-0000-0000-000000000000";

/** The filter as the list reads it: the owner's login ID becomes their account id. */
export async function contactFilterOf(
  db: Db,
  query: { q?: string | undefined; status?: ContactStage | undefined; owner?: string | undefined },
): Promise<ContactFilter> {
  const ownerId = query.owner ? ((await staffIdOf(db, query.owner)) ?? NOBODY) : undefined;
  return { q: query.q, status: query.status, ownerId };
}

export const { list: listContacts, count: countContacts } = contactList;
/** The SQL of a page (the test that reads its plan builds it here too). */
export const contactPageQuery = contactList.pageQuery;

/** One contact with its owner's login ID; null when there is none with that id. */
export async function getContact(db: Db, id: string): Promise<ContactJson | null> {
  const [row] = await db
    .select({ contact: contacts, ownerLoginId: adminUsers.loginId })
    .from(contacts)
    .leftJoin(adminUsers, eq(adminUsers.id, contacts.ownerId))
    .where(eq(contacts.id, id));
  return row ? toContactJson(row.contact, row.ownerLoginId) : null;
}

/** The staff who may own contacts, for the owner pickers. */
export async function listContactOwners(db: Db): Promise<{ id: string; role: string }[]> {
  const rows = await db
    .select({ id: adminUsers.loginId, role: adminUsers.role })
    .from(adminUsers)
    .where(isNull(adminUsers.disabledAt))
    .orderBy(asc(adminUsers.loginId));
  return rows;
}

async function lockedContact(tx: Db, id: string): Promise<ContactRow> {
  const [row] = await tx.select().from(contacts).where(eq(contacts.id, id)).for("update");
  if (!row) throw new DomainError("not-found", contactMessages.notFound);
  if (row.mergedInto) throw new DomainError("conflict", contactMessages.mergedAlready);
  return row;
}

async function loginIdOf(tx: Db, adminId: string | null): Promise<string> {
  if (!adminId) return "";
  const [row] = await tx
    .select({ loginId: adminUsers.loginId })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  return row?.loginId ?? "";
}

type NewEvent = Omit<typeof contactEvents.$inferInsert, "contactId" | "actorId" | "actorLoginId">;

async function recordEvents(tx: Db, contactId: string, events: NewEvent[]) {
  if (events.length === 0) return;
  const actor = currentActor();
  await tx
    .insert(contactEvents)
    .values(
      events.map((event) => ({ ...event, contactId, actorId: actor.adminId, actorLoginId: actor.loginId })),
    );
}

/**
 * A change of stage, owner, follow-up day or notes: each change of the first three is an event on
 * the timeline, by the member of staff who made it. Lost needs a reason; leaving lost clears it.
 */
export async function updateContact(db: Db, id: string, input: ContactUpdate): Promise<ContactJson> {
  return db.transaction(async (tx) => {
    const before = await lockedContact(tx, id);
    const set: Partial<typeof contacts.$inferInsert> = {};
    const events: NewEvent[] = [];
    const stage = input.stage ?? before.stage;
    if (input.stage !== undefined && input.stage !== before.stage) {
      set.stage = input.stage;
      events.push({
        kind: "stage",
        fromValue: before.stage,
        toValue: input.stage,
        text: input.lost_reason ?? "",
      });
    }
    if (stage === "lost") {
      const reason = input.lost_reason ?? before.lostReason;
      if (!reason) throw fieldError("invalid", "lost_reason", contactMessages.lostNeedsReason);
      set.lostReason = reason;
    } else if (before.lostReason) {
      set.lostReason = "";
    }
    if (input.owner_id !== undefined) {
      const ownerId = input.owner_id === null ? null : await staffIdOf(tx, input.owner_id);
      if (input.owner_id !== null && !ownerId)
        throw fieldError("invalid", "owner_id", contactMessages.unknownOwner);
      if (ownerId !== before.ownerId) {
        set.ownerId = ownerId;
        events.push({
          kind: "owner",
          fromValue: await loginIdOf(tx, before.ownerId),
          toValue: input.owner_id ?? "",
        });
      }
    }
    if (input.next_follow_up !== undefined && input.next_follow_up !== before.nextFollowUp) {
      set.nextFollowUp = input.next_follow_up;
      events.push({
        kind: "follow_up",
        fromValue: before.nextFollowUp ?? "",
        toValue: input.next_follow_up ?? "",
      });
    }
    if (input.notes !== undefined && input.notes !== before.notes) set.notes = input.notes;
    if (Object.keys(set).length > 0) {
      await tx
        .update(contacts)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(contacts.id, id));
      await recordEvents(tx, id, events);
      await recordAudit(tx, {
        action: "contact.updated",
        targetType: "contact",
        targetId: id,
        before: { stage: before.stage, owner_id: before.ownerId, next_follow_up: before.nextFollowUp },
        after: set,
      });
    }
    return (await getContact(tx, id))!;
  });
}

/** A note or a call noted on a contact's timeline, by the member of staff who wrote it. */
export async function addContactNote(db: Db, id: string, note: ContactNote) {
  return db.transaction(async (tx) => {
    await lockedContact(tx, id);
    await recordEvents(tx, id, [{ kind: note.kind, text: note.text }]);
    await tx.update(contacts).set({ updatedAt: new Date() }).where(eq(contacts.id, id));
    return (await getContact(tx, id))!;
  });
}

/**
 * Every column that ties a row to a contact: a merge moves them all. A new kind of row that
 * belongs to a contact is one more entry here.
 */
const contactColumns: Column[] = [
  enquiries.contactId,
  bookings.contactId,
  waitlistEntries.contactId,
  paymentClaims.contactId,
  gearOrders.contactId,
  contactEvents.contactId,
  quotes.contactId,
];

const moveRows = (column: Column, from: string, to: string): SQL =>
  sql`UPDATE ${sql.identifier(getTableName(column.table))} SET ${sql.identifier(column.name)} = ${to}
    WHERE ${sql.identifier(column.name)} = ${from}`;

/** What the kept contact lacks and the merged one knew. */
function filledFrom(target: ContactRow, source: ContactRow): Partial<typeof contacts.$inferInsert> {
  const set: Partial<typeof contacts.$inferInsert> = {};
  if (!target.name && source.name) set.name = source.name;
  if (!target.phone && source.phone) set.phone = source.phone;
  if (!target.email && source.email) set.email = source.email;
  if (!target.ownerId && source.ownerId) set.ownerId = source.ownerId;
  if (!target.nextFollowUp && source.nextFollowUp) set.nextFollowUp = source.nextFollowUp;
  if (source.notes && source.notes !== target.notes) {
    set.notes = target.notes ? `${target.notes}\n\n${source.notes}` : source.notes;
  }
  if (!target.utmSource && !target.utmMedium && !target.utmCampaign && !target.referrer) {
    set.utmSource = source.utmSource;
    set.utmMedium = source.utmMedium;
    set.utmCampaign = source.utmCampaign;
    set.referrer = source.referrer;
  }
  // the earlier first touch is the contact's first landing
  if (source.createdAt < target.createdAt) set.createdAt = source.createdAt;
  return set;
}

/**
 * Two contacts found to be one person: every row of `id` (leads, bookings, waitlist entries,
 * payment claims, shop orders, quotes, staff's notes) moves to `into`, which takes what it lacked; `id`
 * keeps its row with `merged_into` set, so nothing is lost and a merge can be traced. Audited.
 */
export async function mergeContacts(db: Db, id: string, into: string): Promise<ContactJson> {
  if (id === into) throw fieldError("invalid", "into", contactMessages.mergeSelf);
  return db.transaction(async (tx) => {
    // both rows locked in a fixed order, so two merges of the same pair cannot deadlock
    const rows = await tx
      .select()
      .from(contacts)
      .where(inArray(contacts.id, [id, into]))
      .orderBy(asc(contacts.id))
      .for("update");
    const source = rows.find((row) => row.id === id);
    const target = rows.find((row) => row.id === into);
    if (!source) throw new DomainError("not-found", contactMessages.notFound);
    if (!target) throw fieldError("not-found", "into", contactMessages.notFound);
    if (source.mergedInto) throw new DomainError("conflict", contactMessages.mergedAlready);
    if (target.mergedInto) throw fieldError("conflict", "into", contactMessages.mergedAlready);
    for (const column of contactColumns) await tx.execute(moveRows(column, id, into));
    await tx.update(contacts).set({ mergedInto: into }).where(eq(contacts.mergedInto, id));
    await tx.update(contacts).set({ mergedInto: into, updatedAt: new Date() }).where(eq(contacts.id, id));
    await tx
      .update(contacts)
      .set({ ...filledFrom(target, source), updatedAt: new Date() })
      .where(eq(contacts.id, into));
    const label = source.name || source.email || source.phone || source.id;
    await recordEvents(tx, into, [{ kind: "merge", text: `Merged ${label}`, fromValue: id, toValue: into }]);
    await recordAudit(tx, {
      action: "contact.merged",
      targetType: "contact",
      targetId: into,
      before: { merged: toContactJson(source, null), kept: toContactJson(target, null) },
      after: { merged_into: into },
    });
    return (await getContact(tx, into))!;
  });
}

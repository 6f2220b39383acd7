import { and, asc, eq, inArray, isNull, lte, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { adminUsers, bookings, contacts } from "../../../db/schema";
import { todayInIndia } from "~/lib/dates";
import { indiaDayStart } from "~/lib/list-query";
import type { contactStages } from "../../../domain/contact-values";

type ContactStage = (typeof contactStages)[number];

/** A contact as the Overview lists it. */
type PipelineContact = {
  id: string;
  name: string;
  phone: string;
  email: string;
  stage: string;
  owner: string | null;
  next_follow_up: string | null;
  created_at: string;
};

/** One source's month: contacts first seen this month, and how far each has come. */
type FunnelRow = { source: string; leads: number; contacted: number; quoted: number; won: number };

export type PipelineOverview = {
  today: string;
  /** the signed-in member of staff's follow-ups due today or earlier */
  myFollowUps: PipelineContact[];
  /** everyone's */
  allFollowUps: PipelineContact[];
  /** new leads no one has contacted yet and who have not booked, oldest first */
  newLeads: PipelineContact[];
  funnel: FunnelRow[];
};

const LIST_SIZE = 10;
const open = notInArray(contacts.stage, ["won", "lost"]);
/** A booking moves its contact to "Booked"; this also holds for a row linked before it did (issue 38). */
const hasNoBooking = sql`NOT EXISTS (SELECT 1 FROM ${bookings} WHERE ${bookings.contactId} = ${contacts.id})`;

function selectContacts(db: Db) {
  return db
    .select({ contact: contacts, owner: adminUsers.loginId })
    .from(contacts)
    .leftJoin(adminUsers, eq(adminUsers.id, contacts.ownerId));
}

const asPipelineContact = ({
  contact,
  owner,
}: {
  contact: typeof contacts.$inferSelect;
  owner: string | null;
}) => ({
  id: contact.id,
  name: contact.name,
  phone: contact.phone,
  email: contact.email,
  stage: contact.stage,
  owner,
  next_follow_up: contact.nextFollowUp,
  created_at: contact.createdAt.toISOString(),
});

/**
 * The Overview's sales desk (issue 28): follow-ups due (the signed-in staff member's, through
 * contacts_owner_idx, and everyone's, through contacts_follow_up_idx), the new leads waiting
 * longest (contacts_stage_idx), and this month's funnel by source: contacts first seen this month
 * (a range of contacts_created_idx) and how many of them reached contacted, quoted and won.
 */
export async function loadPipelineOverview(
  db: Db,
  adminId: string,
  now = new Date(),
): Promise<PipelineOverview> {
  const today = todayInIndia(now);
  const due = and(isNull(contacts.mergedInto), lte(contacts.nextFollowUp, today), open);
  const myFollowUps = await selectContacts(db)
    .where(and(due, eq(contacts.ownerId, adminId)))
    .orderBy(asc(contacts.nextFollowUp))
    .limit(LIST_SIZE);
  const allFollowUps = await selectContacts(db)
    .where(due)
    .orderBy(asc(contacts.nextFollowUp))
    .limit(LIST_SIZE);
  const newLeads = await selectContacts(db)
    .where(and(eq(contacts.stage, "new"), isNull(contacts.mergedInto), hasNoBooking))
    .orderBy(asc(contacts.createdAt))
    .limit(LIST_SIZE);
  const monthStart = indiaDayStart(`${today.slice(0, 7)}-01`);
  const reached = (stages: ContactStage[]) =>
    sql<number>`count(*) FILTER (WHERE ${inArray(contacts.stage, stages)})::int`;
  const funnel = await db
    .select({
      source: contacts.utmSource,
      leads: sql<number>`count(*)::int`,
      contacted: reached(["contacted", "quoted", "won"]),
      quoted: reached(["quoted", "won"]),
      won: reached(["won"]),
    })
    .from(contacts)
    .where(
      and(
        sql`${contacts.createdAt} >= ${monthStart.toISOString()}::timestamptz`,
        isNull(contacts.mergedInto),
      ),
    )
    .groupBy(contacts.utmSource)
    .orderBy(sql`count(*) DESC`, asc(contacts.utmSource))
    .limit(50);
  return {
    today,
    myFollowUps: myFollowUps.map(asPipelineContact),
    allFollowUps: allFollowUps.map(asPipelineContact),
    newLeads: newLeads.map(asPipelineContact),
    funnel: funnel.map((row) => ({
      source: row.source,
      leads: Number(row.leads),
      contacted: Number(row.contacted),
      quoted: Number(row.quoted),
      won: Number(row.won),
    })),
  };
}

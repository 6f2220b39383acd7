import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { enquiries, type EnquiryRow } from "../../../db/schema";
import { enqueueEmail } from "~/features/notifications/outbox-service.server";
import {
  ENQUIRY_PAGE_SIZE,
  type Enquiry,
  type EnquiryListQuery,
  type EnquiryPage,
  type EnquirySource,
  type EnquirySubmission,
} from "./enquiry-schema";
import { containsText } from "~/lib/list-search.server";

type NewEnquiry = typeof enquiries.$inferInsert;

export function toEnquiryJson(row: EnquiryRow): Enquiry {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    destination: row.destination,
    source: row.source,
    timestamp: row.clientTimestamp ? row.clientTimestamp.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function rowOf(submission: EnquirySubmission): NewEnquiry {
  switch (submission.kind) {
    case "popup":
      return { source: "popup", ...submission.data };
    case "signup":
      return { source: submission.data.source, email: submission.data.email };
    case "contact":
      return { source: "website", ...submission.data };
    case "chatbot": {
      const { timestamp, ...rest } = submission.data;
      return { source: "chatbot", ...rest, clientTimestamp: timestamp ? new Date(timestamp) : null };
    }
  }
}

const sourceLabels: Record<EnquirySource, string> = {
  website: "Contact form",
  popup: "Plan Your Dream Vacation popup",
  chatbot: "Chat assistant",
  newsletter: "Newsletter",
  "offers_page Subscription": "Offers page newsletter",
  other: "Other",
};

function noticeOf(row: EnquiryRow, to: string) {
  const fields: [string, string][] = [
    ["Source", sourceLabels[row.source]],
    ["Name", row.name],
    ["Email", row.email],
    ["Phone", row.phone],
    ["Destination", row.destination],
    ["Subject", row.subject],
    ["Message", row.message],
    ["Received", row.createdAt.toISOString()],
  ];
  const text = fields
    .filter(([, value]) => value !== "")
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");
  // the subject holds nothing the sender typed: a subject line is where spam would be read
  return { to, subject: `New enquiry (${sourceLabels[row.source]})`, text, toStaff: true };
}

/**
 * Stores a lead. Signups are stored once per email (a repeat is still a success, `created` false)
 * and notify nobody; every other lead emails the agency in the same transaction, so an
 * acknowledged enquiry always reaches a person.
 */
export async function submitEnquiry(
  db: Db,
  submission: EnquirySubmission,
  notify: { agencyEmail: string },
): Promise<{ created: boolean; enquiry: Enquiry | null }> {
  const values = rowOf(submission);
  if (submission.kind === "signup") {
    const [row] = await db
      .insert(enquiries)
      .values(values)
      .onConflictDoNothing({
        target: enquiries.email,
        where: sql`source IN ('newsletter', 'offers_page Subscription')`,
      })
      .returning();
    return { created: row !== undefined, enquiry: row ? toEnquiryJson(row) : null };
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(enquiries).values(values).returning();
    if (!row) throw new Error("enquiry insert returned nothing");
    await enqueueEmail(tx, noticeOf(row, notify.agencyEmail));
    return { created: true, enquiry: toEnquiryJson(row) };
  });
}

/** The admin's enquiry list: newest first, 10 a page; a page past the end is empty with true totals. */
export async function listEnquiries(db: Db, query: EnquiryListQuery): Promise<EnquiryPage> {
  const filters: SQL[] = [];
  if (query.source) filters.push(eq(enquiries.source, query.source));
  if (query.q) {
    filters.push(
      containsText(query.q, [
        enquiries.name,
        enquiries.email,
        enquiries.phone,
        enquiries.destination,
        enquiries.subject,
        enquiries.message,
      ]),
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const page = query.page;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(enquiries)
      .where(where)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(ENQUIRY_PAGE_SIZE)
      .offset((page - 1) * ENQUIRY_PAGE_SIZE),
    db.select({ total: count() }).from(enquiries).where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    data: rows.map(toEnquiryJson),
    pagination: { page, pages: Math.ceil(total / ENQUIRY_PAGE_SIZE), total, limit: ENQUIRY_PAGE_SIZE },
  };
}

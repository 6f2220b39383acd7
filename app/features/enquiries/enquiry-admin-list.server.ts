import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { enquiries } from "../../../db/schema";
import { addDays } from "~/lib/dates";
import { indiaDayStart } from "~/lib/list-query";
import { containsText } from "~/lib/list-search.server";
import type { EnquiryAdminQuery } from "./enquiry-admin-query";
import { ENQUIRY_PAGE_SIZE, type Enquiry, type EnquiryPage } from "./enquiry-schema";
import { toEnquiryJson } from "./enquiry-service.server";

/** More rows than any agency collects; keeps one export from holding the server. */
const ENQUIRY_EXPORT_LIMIT = 100_000;

function whereOf(query: Omit<EnquiryAdminQuery, "page">): SQL | undefined {
  const filters: SQL[] = [];
  if (query.source) filters.push(eq(enquiries.source, query.source));
  if (query.from) filters.push(gte(enquiries.createdAt, indiaDayStart(query.from)));
  if (query.to) filters.push(lt(enquiries.createdAt, indiaDayStart(addDays(query.to, 1))));
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
  return filters.length ? and(...filters) : undefined;
}

const newestFirst = [desc(enquiries.createdAt), desc(enquiries.id)];

/** One page of the admin's Enquiry screen: newest first, 10 a page, with the filter's true total. */
export async function listEnquiriesPage(db: Db, query: EnquiryAdminQuery): Promise<EnquiryPage> {
  const where = whereOf(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(enquiries)
      .where(where)
      .orderBy(...newestFirst)
      .limit(ENQUIRY_PAGE_SIZE)
      .offset((query.page - 1) * ENQUIRY_PAGE_SIZE),
    db.select({ total: count() }).from(enquiries).where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    data: rows.map(toEnquiryJson),
    pagination: {
      page: query.page,
      pages: Math.ceil(total / ENQUIRY_PAGE_SIZE),
      total,
      limit: ENQUIRY_PAGE_SIZE,
    },
  };
}

/** Every enquiry the filter shows (all pages), for the CSV export. */
export async function listEnquiriesForExport(
  db: Db,
  query: Omit<EnquiryAdminQuery, "page">,
): Promise<Enquiry[]> {
  const rows = await db
    .select()
    .from(enquiries)
    .where(whereOf(query))
    .orderBy(...newestFirst)
    .limit(ENQUIRY_EXPORT_LIMIT);
  return rows.map(toEnquiryJson);
}

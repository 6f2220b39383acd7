import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { enquiries } from "../../../db/schema";
import { fieldError } from "~/lib/domain-error";
import { SCREEN_COUNT_CAP, type Page, type PageRequest } from "~/lib/keyset-page";
import { keysetList } from "~/lib/keyset-page.server";
import { onDays, type DaysAndSearch } from "~/lib/list-search.server";
import type { EnquirySource } from "../../../domain/enquiry-values";
import type { Enquiry, EnquiryPage } from "./enquiry-schema";
import { toEnquiryJson } from "./enquiry-service.server";

/**
 * What the enquiry list can be narrowed by, alike for `GET /api/contact`, the admin's Enquiry
 * screen and its CSV export. `from`/`to` bound the day the lead arrived (Asia/Kolkata).
 */
type EnquiryFilter = DaysAndSearch & { source?: EnquirySource | undefined };

/**
 * Pages of enquiries, newest first: the one list query behind the API, the admin screen and the
 * CSV export (which reads every page in turn).
 */
const enquiryList = keysetList({
  keyset: { at: enquiries.createdAt, id: enquiries.id },
  // migration 0010 indexes these (trigram on the joined text, phone digits, last ten digits)
  search: {
    text: [enquiries.name, enquiries.email, enquiries.destination, enquiries.subject, enquiries.message],
    phone: enquiries.phone,
  },
  conditions: (filter: EnquiryFilter) => [
    filter.source && eq(enquiries.source, filter.source),
    ...onDays(enquiries.createdAt, filter),
  ],
  select: (db, key) =>
    db
      .select({ enquiry: enquiries, ...key })
      .from(enquiries)
      .$dynamic(),
  items: (_db, rows): Enquiry[] => rows.map((row) => toEnquiryJson(row.enquiry)),
});

export const { list: listEnquiries, count: countEnquiries, eachBatch: eachEnquiryBatch } = enquiryList;
/** The SQL of a page (the test that reads its plan builds it here too). */
export const enquiryPageQuery = enquiryList.pageQuery;

/**
 * `GET /api/contact`'s page in the shape the first brief's client reads (`data` and `pagination`): numbered
 * pages as deep as the count reaches (a thousand rows), past them the page after a cursor.
 */
export async function enquiryListAnswer(
  db: Db,
  query: EnquiryFilter & PageRequest & { page: number },
): Promise<{ page: Page<Enquiry>; body: EnquiryPage }> {
  const skip = query.cursor ? 0 : (query.page - 1) * query.limit;
  if (skip >= SCREEN_COUNT_CAP) {
    throw fieldError("invalid", "page", "Pages past the first 1,000 enquiries: follow the Link header");
  }
  const [page, count] = await Promise.all([listEnquiries(db, { ...query, skip }), countEnquiries(db, query)]);
  const body: EnquiryPage = {
    data: page.items,
    pagination: {
      page: query.cursor ? 0 : query.page,
      pages: Math.ceil(count.count / query.limit),
      total: count.count,
      limit: query.limit,
    },
  };
  return { page, body };
}

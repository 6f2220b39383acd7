import { and, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { enquiries } from "../../../db/schema";
import { addDays } from "~/lib/dates";
import { fieldError } from "~/lib/domain-error";
import { SCREEN_COUNT_CAP, pageOf, type CappedCount, type Page, type PageRequest } from "~/lib/keyset-page";
import {
  EXPORT_BATCH_SIZE,
  afterCursor,
  cappedCount,
  eachPage,
  keyOf,
  keysetOrder,
  type Keyset,
} from "~/lib/keyset-page.server";
import { indiaDayStart } from "~/lib/list-query";
import { searchMatch, type SearchSpec } from "~/lib/list-search.server";
import type { EnquirySource } from "../../../domain/enquiry-values";
import type { Enquiry, EnquiryPage } from "./enquiry-schema";
import { toEnquiryJson } from "./enquiry-service.server";

/**
 * What the enquiry list can be narrowed by, alike for `GET /api/contact`, the admin's Enquiry
 * screen and its CSV export. `from`/`to` bound the day the lead arrived (Asia/Kolkata).
 */
type EnquiryFilter = {
  source?: EnquirySource | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
};

/** A page of the list; `skip` only for numbered pages (at most a thousand rows). */
type EnquiryListQuery = EnquiryFilter & PageRequest & { skip?: number };

const enquiryKeyset: Keyset = { at: enquiries.createdAt, id: enquiries.id };

/** Migration 0010 indexes these (trigram on the joined text, phone digits, last ten digits). */
const enquirySearch: SearchSpec = {
  text: [enquiries.name, enquiries.email, enquiries.destination, enquiries.subject, enquiries.message],
  phone: enquiries.phone,
};

function whereOf(filter: EnquiryFilter): SQL | undefined {
  const filters: SQL[] = [];
  if (filter.source) filters.push(eq(enquiries.source, filter.source));
  if (filter.from) filters.push(gte(enquiries.createdAt, indiaDayStart(filter.from)));
  if (filter.to) filters.push(lt(enquiries.createdAt, indiaDayStart(addDays(filter.to, 1))));
  if (filter.q) filters.push(searchMatch(filter.q, enquirySearch));
  return filters.length ? and(...filters) : undefined;
}

/**
 * One page of enquiries, newest first: the one list query behind the API, the admin screen and
 * the CSV export (which reads every page in turn).
 */
export async function listEnquiries(db: Db, query: EnquiryListQuery): Promise<Page<Enquiry>> {
  const rows = await enquiryPageQuery(db, query);
  return pageOf(
    rows,
    query.limit,
    (row) => [row.at, row.id],
    (row) => toEnquiryJson(row.enquiry),
  );
}

/** The SQL of a page (the test that reads its plan builds it here too). */
export function enquiryPageQuery(db: Db, query: EnquiryListQuery) {
  const key = keyOf(enquiryKeyset);
  return db
    .select({ enquiry: enquiries, at: key.at, id: key.id })
    .from(enquiries)
    .where(and(whereOf(query), afterCursor(enquiryKeyset, query.cursor)))
    .orderBy(...keysetOrder(enquiryKeyset))
    .limit(query.limit + 1)
    .offset(query.skip ?? 0);
}

/** How many enquiries the filter holds, counted to a thousand ("1,000+" beyond). */
export function countEnquiries(db: Db, filter: EnquiryFilter): Promise<CappedCount> {
  return cappedCount(db, enquiries, whereOf(filter));
}

/** Every enquiry the filter holds, newest first, a batch at a time: the CSV export's rows. */
export function eachEnquiryBatch(db: Db, filter: EnquiryFilter, batchSize = EXPORT_BATCH_SIZE) {
  return eachPage((cursor) => listEnquiries(db, { ...filter, limit: batchSize, cursor }));
}

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

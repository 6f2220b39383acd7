import { and, asc, desc, sql, type Column, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { json } from "./http.server";
import { searchMatch, type SearchSpec } from "./list-search.server";
import {
  SCREEN_COUNT_CAP,
  encodeCursor,
  pageOf,
  type CappedCount,
  type ListKey,
  type Page,
  type PageRequest,
} from "./keyset-page";

/**
 * How a list is ordered: by `at` (an instant, newest first unless `ascending`), then by `id`, so
 * two rows of the same instant still have a fixed order. An index on (`at`, ...) serves both the
 * order and the cursor's condition.
 */
export type Keyset = { at: Column | SQL; id: PgColumn; ascending?: boolean };

/** The key of a row as text that keeps PostgreSQL's microseconds (a JS Date would lose them). */
export function keyOf(keyset: Keyset): { at: SQL<string>; id: SQL<string> } {
  return {
    at: sql<string>`to_char(${keyset.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    id: sql<string>`${keyset.id}::text`,
  };
}

/** Rows after `cursor` in the keyset's order; undefined on the first page. */
export function afterCursor(keyset: Keyset, cursor: ListKey | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [at, id] = cursor;
  const instant = sql`${at}::timestamptz`;
  // `at <= x and (at < x or id < y)` rather than a row comparison: an index on `at` alone serves it
  const [on, past] = keyset.ascending ? [sql.raw(">="), sql.raw(">")] : [sql.raw("<="), sql.raw("<")];
  return sql`(${keyset.at} ${on} ${instant} and (${keyset.at} ${past} ${instant} or ${keyset.id} ${past} ${id}))`;
}

export function keysetOrder(keyset: Keyset): SQL[] {
  const dir = keyset.ascending ? asc : desc;
  return [dir(keyset.at), dir(keyset.id)];
}

/** A page of a list: `skip` only for an admin screen's numbered pages (at most a thousand rows). */
type ListQuery = PageRequest & { skip?: number | undefined };

/**
 * A list's page query: its own select (with `...keyOf(keyset)` among the fields) and joins, then
 * the filter, the rows after the cursor in the keyset's order, and one row past the page.
 */
export function keysetPageQuery<Q extends PgSelect>(
  select: Q,
  keyset: Keyset,
  where: SQL | undefined,
  query: ListQuery,
): Q {
  const page = select
    .where(and(where, afterCursor(keyset, query.cursor)))
    .orderBy(...keysetOrder(keyset))
    .limit(query.limit + 1);
  return query.skip ? page.offset(query.skip) : page;
}

/**
 * How many rows match, counting no further than `cap` (+1 to know there are more): an admin
 * screen's "1,000+" costs at most a thousand index entries, never the whole table.
 */
export async function cappedCount(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  cap = SCREEN_COUNT_CAP,
): Promise<CappedCount> {
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as("limited");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  const n = Number(row?.n ?? 0);
  return { count: Math.min(n, cap), capped: n > cap };
}

/** The URL of the page after this one: the request's own, with the next cursor. */
function nextPageUrl(request: Request, next: ListKey): string {
  const url = new URL(request.url);
  url.searchParams.delete("page");
  url.searchParams.set("cursor", encodeCursor(next));
  return url.pathname + url.search;
}

/**
 * A page as the API answers it: the body `data` (a JSON array unless a list's clients expect
 * more), and `Link: <…>; rel="next"` (RFC 8288) unless it is the last page.
 */
export function pagedJson<T>(request: Request, page: Page<T>, data: unknown = page.items): Response {
  return json(
    data,
    page.next ? { headers: { Link: `<${nextPageUrl(request, page.next)}>; rel="next"` } } : 200,
  );
}

/** Rows an export reads from the database at a time. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * Every page of a list, one after another: an export reads the whole filter in batches of
 * `batchSize` rows, holding one batch at a time.
 */
async function* eachPage<T>(
  fetchPage: (cursor: ListKey | undefined) => Promise<Page<T>>,
): AsyncGenerator<T[]> {
  let cursor: ListKey | undefined;
  do {
    const page = await fetchPage(cursor);
    if (page.items.length) yield page.items;
    cursor = page.next ?? undefined;
  } while (cursor);
}

/** The key's fields of a list's select: `{ ...key }` beside the row. */
type KeyFields = ReturnType<typeof keyOf>;

/** A row of a select's answer. */
type RowOf<Q extends PgSelect> = Q["_"]["result"][number];

/**
 * A list's page, count and export from its parts: its order (on the table of `keyset.id`), the filter's
 * conditions besides the search (`?q=`, matched through `spec.search`), the select (with
 * `...key` among its fields, as `.$dynamic()`) and what the list answers for a page's rows. The
 * one list query behind the API, the admin screen and the CSV export.
 */
export function keysetList<F extends { q?: string | undefined }, Q extends PgSelect, T>(spec: {
  keyset: Keyset;
  search: SearchSpec;
  conditions: (filter: F) => (SQL | undefined)[];
  select: (db: Db, key: KeyFields) => Q;
  items: (db: Db, rows: RowOf<Q>[]) => T[] | Promise<T[]>;
}) {
  const where = (filter: F) =>
    and(...spec.conditions(filter), filter.q ? searchMatch(filter.q, spec.search) : undefined);
  /** The SQL of a page (the test that reads its plan builds it here too). */
  const pageQuery = (db: Db, query: F & ListQuery) =>
    keysetPageQuery(spec.select(db, keyOf(spec.keyset)), spec.keyset, where(query), query);
  async function list(db: Db, query: F & ListQuery): Promise<Page<T>> {
    const rows = (await pageQuery(db, query)) as RowOf<Q>[];
    const page = pageOf(
      rows,
      query.limit,
      (row) => [row.at, row.id],
      (row) => row,
    );
    return { items: await spec.items(db, page.items), next: page.next };
  }
  return {
    list,
    pageQuery,
    /** How many rows the filter holds, counted to a thousand ("1,000+" beyond). */
    count: (db: Db, filter: F): Promise<CappedCount> => cappedCount(db, spec.keyset.id.table, where(filter)),
    /** Every row the filter holds, in the list's order, a batch at a time: the CSV export's rows. */
    eachBatch: (db: Db, filter: F, batchSize = EXPORT_BATCH_SIZE) =>
      eachPage((cursor) => list(db, { ...filter, limit: batchSize, cursor })),
  };
}

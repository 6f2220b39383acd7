import { asc, desc, sql, type Column, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { json } from "./http.server";
import { SCREEN_COUNT_CAP, encodeCursor, type CappedCount, type ListKey, type Page } from "./keyset-page";

/**
 * How a list is ordered: by `at` (an instant, newest first unless `ascending`), then by `id`, so
 * two rows of the same instant still have a fixed order. An index on (`at`, ...) serves both the
 * order and the cursor's condition.
 */
export type Keyset = { at: Column | SQL; id: Column; ascending?: boolean };

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
export async function* eachPage<T>(
  fetchPage: (cursor: ListKey | undefined) => Promise<Page<T>>,
): AsyncGenerator<T[]> {
  let cursor: ListKey | undefined;
  do {
    const page = await fetchPage(cursor);
    if (page.items.length) yield page.items;
    cursor = page.next ?? undefined;
  } while (cursor);
}

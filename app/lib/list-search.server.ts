import { and, eq, ilike, or, type Column, type SQL } from "drizzle-orm";

/**
 * The admin lists' `?q=`: rows where any of `columns` contains the text, in any case. `%` and `_`
 * in the text match themselves, not any character.
 */
export function containsText(text: string, columns: Column[]): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)))!;
}

/**
 * The WHERE of an admin list: the column of the one filter by value (status or source) equals
 * it when given, and `q` is in one of `searchIn`. Undefined when nothing filters.
 */
export function listFilter(
  [column, value]: [Column, string | undefined],
  q: string | undefined,
  searchIn: Column[],
): SQL | undefined {
  const filters: SQL[] = [];
  if (value !== undefined) filters.push(eq(column, value));
  if (q) filters.push(containsText(q, searchIn));
  return filters.length ? and(...filters) : undefined;
}

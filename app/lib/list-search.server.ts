import { ilike, or, type Column, type SQL } from "drizzle-orm";

/**
 * The admin lists' `?q=`: rows where any of `columns` contains the text, in any case. `%` and `_`
 * in the text match themselves, not any character.
 */
export function containsText(text: string, columns: Column[]): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)))!;
}

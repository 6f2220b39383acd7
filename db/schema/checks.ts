import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * `column IN ('a', 'b')` from the same value list the column's enum and the zod schemas use, so a
 * CHECK constraint cannot drift from them. `column` may be raw SQL where a predicate must name the
 * column unqualified (a partial index, and the ON CONFLICT that targets it).
 */
export function isOneOf(column: AnyPgColumn | SQL, values: readonly string[]): SQL {
  return sql`${column} IN (${sql.raw(values.map(quoted).join(", "))})`;
}

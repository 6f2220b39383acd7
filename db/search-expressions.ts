import { sql, type Column, type SQL } from "drizzle-orm";

/**
 * The expressions the admin lists search in, exactly as migration 0010 indexes them (a trigram GIN
 * index on the joined text, on a phone's digits, and a B-tree on its last ten digits). PostgreSQL
 * uses an expression index only for the same expression, so the constants are written into the
 * SQL rather than sent as parameters. Columns are NOT NULL, so `||` never yields null.
 */
export function joinedText(columns: Column[]): SQL {
  return sql.join(
    columns.map((column) => sql`${column}`),
    sql.raw(" || ' ' || "),
  );
}

/** A phone's digits only: `+91 98765-43210` → `919876543210`. */
export function phoneDigits(column: Column): SQL {
  return sql`regexp_replace(${column}, '[^0-9]+', '', 'g')`;
}

/** A phone's last ten digits, the Indian national number whatever prefix was typed (+91, 0). */
export function phoneNational(column: Column): SQL {
  return sql`right(regexp_replace(${column}, '[^0-9]+', '', 'g'), 10)`;
}

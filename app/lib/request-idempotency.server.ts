import { createHash } from "node:crypto";
import { sql, type Column } from "drizzle-orm";
import type { Db } from "../../db/client";
import { HttpError } from "~/lib/http.server";

/** A repeated identical submit within this window is the same booking or order (a double click). */
export const DUPLICATE_WINDOW_SECONDS = 60;

const KEY = /^[\x21-\x7e]{1,200}$/;

/** The optional `Idempotency-Key` header: visible ASCII, at most 200 characters; 400 otherwise. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = idempotencyKeyFrom(request.headers.get("idempotency-key"));
  if (key === undefined) {
    throw new HttpError(400, "Malformed Idempotency-Key header", {
      "Idempotency-Key": "Must be 1 to 200 visible ASCII characters",
    });
  }
  return key;
}

/** A key as sent (header or a form's hidden field): null when absent, undefined when malformed. */
export function idempotencyKeyFrom(value: string | null): string | null | undefined {
  if (value === null) return null;
  const key = value.trim();
  return KEY.test(key) ? key : undefined;
}

/** sha256 of the normalised payload: same meaning, same hash (object keys in a fixed order). */
export function requestHashOf(normalised: unknown): string {
  return createHash("sha256").update(JSON.stringify(normalised)).digest("hex");
}

/**
 * Serialises, until the transaction ends, every writer of the same payload hash, so two identical
 * submits arriving together cannot both see "no recent duplicate" and both insert. Works on PGlite
 * and on any number of app processes sharing one PostgreSQL.
 */
export async function lockRequestHash(tx: Db, scope: string, hash: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${scope}:${hash}`}, 0))`);
}

/** SQL condition "created within the duplicate window", on the database's clock (one for all processes). */
export function withinDuplicateWindow(column: Column) {
  return sql`${column} > now() - make_interval(secs => ${DUPLICATE_WINDOW_SECONDS})`;
}

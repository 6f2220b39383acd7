import { createHash } from "node:crypto";
import { and, desc, eq, sql, type Column } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { DomainError } from "~/lib/domain-error";
import { HttpError, json } from "~/lib/http.server";

/** A repeated identical submit within this window is the same booking or order (a double click). */
const DUPLICATE_WINDOW_SECONDS = 60;
/** Random references clash about once in a billion: a few more tries are plenty. */
const REFERENCE_ATTEMPTS = 8;

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

/** What an idempotently created record's table has: a unique key column, the payload hash, its time. */
type IdempotentTable = {
  table: PgTable;
  idempotencyKey: Column;
  requestHash: Column;
  createdAt: Column;
};

type IdempotentCreate<Row, Value> = {
  /** the lock's and the log's name for this kind of record: "booking", "order" */
  scope: string;
  columns: IdempotentTable;
  idempotencyKey: string | null;
  requestHash: string;
  /** the 409 message when a key comes back with another payload */
  keyReused: string;
  newReference: () => string;
  /** the answer for a record made earlier (a replay) */
  present: (tx: Db, row: Row) => Promise<Value> | Value;
  /**
   * Checks and prices the new record (throwing a DomainError when it cannot be made), then returns
   * the insert of one attempt: the record under `reference` with ON CONFLICT DO NOTHING, and its
   * answer, or null when a unique value clashed (a taken reference, or the same key meanwhile).
   */
  prepare: (tx: Db) => Promise<(reference: string) => Promise<Value | null>>;
};

/**
 * Makes a record at most once per `Idempotency-Key`; without a key, an identical payload within
 * DUPLICATE_WINDOW_SECONDS returns the record already made (`created: false`). Both hold for
 * simultaneous requests: the unique key index, or an advisory lock on the payload hash, makes the
 * second one wait and find the first. A random reference that is taken is drawn again.
 */
export function idempotentCreate<Row extends { requestHash: string }, Value>(
  db: Db,
  spec: IdempotentCreate<Row, Value>,
): Promise<{ created: boolean; value: Value }> {
  const { columns, idempotencyKey, requestHash } = spec;
  return db.transaction(async (tx) => {
    const replay = async (row: Row) => {
      if (row.requestHash !== requestHash) throw new DomainError("conflict", spec.keyReused);
      return { created: false, value: await spec.present(tx, row) };
    };
    const byKey = async (key: string) =>
      (await tx.select().from(columns.table).where(eq(columns.idempotencyKey, key)).limit(1))[0] as
        Row | undefined;

    if (idempotencyKey) {
      const earlier = await byKey(idempotencyKey);
      if (earlier) return replay(earlier);
    } else {
      await lockRequestHash(tx, spec.scope, requestHash);
      const [recent] = (await tx
        .select()
        .from(columns.table)
        .where(and(eq(columns.requestHash, requestHash), withinDuplicateWindow(columns.createdAt)))
        .orderBy(desc(columns.createdAt))
        .limit(1)) as Row[];
      if (recent) return replay(recent);
    }

    const insert = await spec.prepare(tx);
    for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
      const value = await insert(spec.newReference());
      if (value !== null) return { created: true, value };
      if (idempotencyKey) {
        const winner = await byKey(idempotencyKey);
        if (winner) return replay(winner);
      }
    }
    throw new Error(`no free ${spec.scope} reference after ${REFERENCE_ATTEMPTS} attempts`);
  });
}

/**
 * The answer to a create: 201 when the record is new; a repeat answers exactly as the first time,
 * except 200 and `Idempotent-Replayed: true` for "nothing new was made".
 */
export function createdAnswer(created: boolean, body: unknown): Response {
  return json(body, {
    status: created ? 201 : 200,
    headers: created ? {} : { "Idempotent-Replayed": "true" },
  });
}

/**
 * Serialises, until the transaction ends, every writer of the same payload hash, so two identical
 * submits arriving together cannot both see "no recent duplicate" and both insert. Works on PGlite
 * and on any number of app processes sharing one PostgreSQL.
 */
async function lockRequestHash(tx: Db, scope: string, hash: string): Promise<void> {
  await lockRequestHashes(tx, scope, [hash]);
}

/**
 * `lockRequestHash` for several payloads in one statement (a batch of bookings). The locks are
 * taken in sorted order, so two writers sharing some payloads cannot deadlock each other.
 */
export async function lockRequestHashes(tx: Db, scope: string, hashes: string[]): Promise<void> {
  const names = [...new Set(hashes)].sort().map((hash) => sql`(${`${scope}:${hash}`}::text)`);
  if (names.length === 0) return;
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(name, 0)) FROM (VALUES ${sql.join(names, sql`, `)}) AS locks(name)`,
  );
}

/** SQL condition "created within the duplicate window", on the database's clock (one for all processes). */
export function withinDuplicateWindow(column: Column) {
  return sql`${column} > now() - make_interval(secs => ${DUPLICATE_WINDOW_SECONDS})`;
}

import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite, types, type QueryOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { lockEmbeddedDatabase } from "./embedded-lock";
import * as schema from "./schema";
import { isDatabaseUnavailable } from "./unavailable";
import { PRIVATE_DIR_MODE } from "./private-files";

/** One type for both drivers: services take this and never know which engine serves them. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** the PGlite instance when embedded (tests clone it), otherwise null */
  pglite: PGlite | null;
  /** the server's address when on PostgreSQL */
  url: string | null;
  /** PostgreSQL's connection pool (the metrics read its counts); absent when embedded */
  pool?: Pick<pg.Pool, "totalCount" | "idleCount" | "waitingCount">;
  close: () => Promise<void>;
};

type DatabaseOptions = {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite in `dataDir`/db */
  databaseUrl?: string;
  dataDir?: string;
  /** "memory://" for a throw-away embedded database */
  pgliteDir?: string;
  /** PostgreSQL: connecting and each statement give up after this long (DB_TIMEOUT_MS) */
  timeoutMs?: number;
  /** where a lost connection is reported (the server's logger; db/ does not import app/) */
  log?: (line: Record<string, unknown>) => void;
};

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * PGlite reserves PostgreSQL's default 128 MB of shared buffers inside its WASM heap up front. An
 * agency's data is a few MB: 32 MB measured the same query times for about 110 MB less memory,
 * and 16 MB (2,048 pages, still several times the data) about 20 MB less again (issue 13).
 */
const EMBEDDED_SETTINGS = ["shared_buffers=16MB"];

/**
 * The extensions every embedded database loads when it opens: the admin lists' search uses
 * trigram indexes (pg_trgm, created by migration 0010), so an instance without it cannot plan them.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Drizzle's node-postgres `transaction()` sends BEGIN before its try/finally, so a connection that
 * dies at BEGIN is never released: the pool loses a slot for good (after `max` such losses every
 * request waits for a client), and `pool.end()` waits forever at shutdown. It also hands a broken
 * client back without the error. The clients this pool lends release themselves, closing the
 * connection, as soon as a query fails because the connection is gone or the server dropped it;
 * the caller's own release afterwards is then a no-op.
 */
class SelfReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(callback?: Parameters<pg.Pool["connect"]>[0]): Promise<pg.PoolClient> | void {
    // pool.query() borrows through the callback form and already releases with the error
    if (callback) return super.connect(callback);
    return super.connect().then(releasingOnLostConnection);
  }
}

function releasingOnLostConnection(client: pg.PoolClient): pg.PoolClient {
  const { query, release } = client;
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener("end", onEnd);
    // a lost client is closed for good: whatever the caller still sends (drizzle's ROLLBACK) fails
    // with the error that lost it, so the request still answers 503; a healthy one is lent again
    client.query = (error instanceof Error ? () => Promise.reject(error) : query) as typeof query;
    // the pool gives the client a fresh release() at its next checkout; this one stays a no-op
    release.call(client, error);
  };
  const onEnd = () => releaseOnce(Object.assign(new Error("Connection terminated"), { code: "08006" }));
  client.once("end", onEnd);
  client.query = function (...args: unknown[]) {
    const result = (query as (...a: unknown[]) => unknown).apply(client, args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) releaseOnce(error as Error);
      });
    }
    return result;
  } as typeof query;
  client.release = releaseOnce;
  return client;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const pool = new SelfReleasingPool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: timeoutMs,
      // the server cancels a slow statement; the client gives up too when the server is silent
      statement_timeout: timeoutMs,
      query_timeout: timeoutMs + 1000,
      idle_in_transaction_session_timeout: timeoutMs * 3,
      keepAlive: true,
    });
    // A dropped connection must not crash the process: an idle one is reported on the pool, one
    // checked out (inside a transaction) only on the client itself, so both get a listener. The
    // query in flight fails (503), and the pool discards the broken client and opens a new one.
    const log = options.log ?? (() => {});
    const logPgError = (source: string, error: Error & { code?: string }) =>
      log({ level: "error", msg: `pg ${source} error`, code: error.code, error: error.message });
    pool.on("error", (error) => logPgError("pool", error));
    pool.on("connect", (client) => {
      client.on("error", (error) => logPgError("client", error));
    });
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: "postgres",
      pglite: null,
      url: options.databaseUrl,
      pool,
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? path.join(options.dataDir ?? "./data", "db");
  if (dir.startsWith("memory://"))
    return fromPglite(await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS }));
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const unlock = await lockEmbeddedDatabase(dir);
  try {
    const database = fromPglite(
      await PGlite.create(dir, { postgresqlconf: EMBEDDED_SETTINGS, extensions: PGLITE_EXTENSIONS }),
    );
    return {
      ...database,
      close: async () => {
        await database.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/**
 * Drizzle hands PGlite these parsers (timestamps, dates, intervals and their arrays kept as the
 * text PostgreSQL sends) with every query, and PGlite merges them into a copy of its table of about
 * 320 parsers each time: ~0.1 ms of every query, a tenth of a short one (issue 13). The instance
 * gets them once instead, and drizzle's client leaves the per-query copy out when it asks for
 * nothing else. Raw queries on `Database.pglite` therefore get those types as text too.
 */
const TEXT_AS_IS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, (value: string) => value],
  ),
);

function withoutTextAsIs(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const oid in parsers) if (!(oid in TEXT_AS_IS)) return options;
  const { parsers: _given, ...rest } = options;
  return rest;
}

/**
 * The client drizzle talks to: the instance (or one of its transactions) minus the per-query
 * parsers. What is assigned to it (a test counting queries) stays on it, in front of the instance.
 */
function drizzleClientOf<T extends Pick<PGlite, "query">>(client: T): T {
  const own = new Map<PropertyKey, unknown>();
  own.set("query", ((text, params, options) =>
    client.query(text, params, withoutTextAsIs(options))) satisfies PGlite["query"]);
  if ("transaction" in client) {
    own.set("transaction", ((callback) =>
      (client as unknown as PGlite).transaction((tx) =>
        callback(drizzleClientOf(tx)),
      )) satisfies PGlite["transaction"]);
  }
  return new Proxy(client, {
    get(target, property) {
      if (own.has(property)) return own.get(property);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
    set(_target, property, value) {
      own.set(property, value);
      return true;
    },
  });
}

export function fromPglite(client: PGlite): Database {
  client.parsers = { ...client.parsers, ...TEXT_AS_IS };
  return {
    db: drizzlePglite({ client: drizzleClientOf(client), schema }) as unknown as Db,
    kind: "pglite",
    pglite: client,
    url: null,
    close: () => client.close(),
  };
}

import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { lockEmbeddedDatabase } from "./embedded-lock";
import * as schema from "./schema";

/** One type for both drivers: services take this and never know which engine serves them. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** the PGlite instance when embedded (tests clone it), otherwise null */
  pglite: PGlite | null;
  /** the server's address when on PostgreSQL */
  url: string | null;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite in `dataDir`/db */
  databaseUrl?: string;
  dataDir?: string;
  /** "memory://" for a throw-away embedded database */
  pgliteDir?: string;
  /** PostgreSQL: connecting and each statement give up after this long (DB_TIMEOUT_MS) */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 10_000;

function logPgError(source: string, error: Error & { code?: string }) {
  console.error(
    JSON.stringify({ level: "error", msg: `pg ${source} error`, code: error.code, error: error.message }),
  );
}

/**
 * PGlite reserves PostgreSQL's default 128 MB of shared buffers inside its WASM heap up front. An
 * agency's data is a few MB, and 32 MB measured the same query times for about 110 MB less memory.
 */
const EMBEDDED_SETTINGS = ["shared_buffers=32MB"];

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const pool = new pg.Pool({
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
    pool.on("error", (error) => logPgError("pool", error));
    pool.on("connect", (client) => {
      client.on("error", (error) => logPgError("client", error));
    });
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: "postgres",
      pglite: null,
      url: options.databaseUrl,
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? path.join(options.dataDir ?? "./data", "db");
  if (dir.startsWith("memory://")) return fromPglite(await PGlite.create(dir));
  await mkdir(dir, { recursive: true });
  const unlock = await lockEmbeddedDatabase(dir);
  try {
    const database = fromPglite(await PGlite.create(dir, { postgresqlconf: EMBEDDED_SETTINGS }));
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

export function fromPglite(client: PGlite): Database {
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: "pglite",
    pglite: client,
    url: null,
    close: () => client.close(),
  };
}

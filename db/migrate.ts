import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database, Db } from "./client";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** An arbitrary constant: several app processes starting together migrate one at a time. */
const MIGRATION_LOCK = 727_274_001;

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite" || !database.url) {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const lock = new pg.Client({ connectionString: database.url });
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await lock.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    await lock.end();
  }
}

let latestMigration: number | undefined;

/**
 * Whether the database holds every migration this build carries (the readiness probe asks): the
 * migrator records each one it applies with its journal time, and applies them in that order.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  latestMigration ??= Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
  const result = (await db.execute(
    sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { latest: string | null }[] };
  return Number(result.rows[0]?.latest ?? 0) >= latestMigration;
}

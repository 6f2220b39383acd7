import { parseArgs } from "node:util";
import { parseConfig, type Config } from "../app/lib/env.server";
import { openDatabase, type Database } from "../db/client";
import { migrateDatabase } from "../db/migrate";

type StringOptions = Record<string, { type: "string" }>;

/** Prints the message and the usage to stderr and exits 1. */
export function failWithUsage(usage: string, message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(1);
}

/**
 * The admin scripts' arguments: `--help` prints the usage and exits 0; an unknown flag or a
 * missing value prints the usage and exits 1.
 */
export function parseCliArgs<O extends StringOptions>(usage: string, options: O) {
  try {
    const { values } = parseArgs({ options: { ...options, help: { type: "boolean", short: "h" } } });
    if ((values as { help?: boolean }).help) {
      console.log(usage);
      process.exit(0);
    }
    return values as { [K in keyof O]?: string };
  } catch (error) {
    return failWithUsage(usage, (error as Error).message);
  }
}

/**
 * Runs `work` on the configured, migrated database (DATA_DIR's embedded one or DATABASE_URL) and
 * closes it. A database that cannot be opened (e.g. the server holds the embedded one) is reported
 * in one line with exit code 1, not a stack trace.
 */
export async function withConfiguredDatabase<T>(work: (database: Database, config: Config) => Promise<T>) {
  const config = parseConfig();
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  try {
    await migrateDatabase(database);
    return await work(database, config);
  } finally {
    await database.close();
  }
}

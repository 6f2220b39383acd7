import { readFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { PGLITE_EXTENSIONS, fromPglite, openDatabase, type Database } from "../../db/client";

export const TEMPLATE_DIR = path.resolve("node_modules/.cache/safarnama-tests");

/** One template per run of the suite, so parallel runs never share databases. */
export function postgresTemplateName(): string {
  return `sf_test_${process.env.VITEST_RUN_ID ?? "tpl"}`;
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh, migrated, empty database for one test file: a copy of the PGlite template, or on the
 * "postgres" project a new PostgreSQL database cloned from the migrated template.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    const template = postgresTemplateName();
    const name = `${template}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (error) {
        // two files copying the template at the same moment: wait and try again
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
    const database = await openDatabase({ databaseUrl: withDatabase(url, name) });
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
        await admin.end();
      },
    };
  }
  const templateFile = process.env.PGLITE_TEMPLATE;
  if (!templateFile) throw new Error("PGLITE_TEMPLATE is set by tests/setup/global-setup.ts");
  const dump = await readFile(templateFile);
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  return fromPglite(client);
}

import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { PGLITE_EXTENSIONS, fromPglite, openDatabase } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { TEMPLATE_DIR, postgresTemplateName, withDatabase } from "./test-database";

/**
 * Once per run: build the app (HTTP tests serve the real bundle, process tests run the compiled
 * server), migrate one PGlite and keep its files as a template, and on PostgreSQL migrate a
 * template database the test files copy.
 */
export default async function setup() {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const ready = ["server/index.js", "server/main.js"].every((file) => existsSync(path.join(buildDir, file)));
  if (process.env.TEST_BUILD_READY !== "1" || !ready) {
    const env = { ...process.env, NODE_ENV: "production" };
    execFileSync("npx", ["react-router", "build"], { stdio: "ignore", env });
    // the compiled server (build/server/main.js): tests that start app processes run it
    execFileSync("node", ["scripts/build-server.mjs"], { stdio: "ignore", env });
  }

  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migrateDatabase(fromPglite(client));
  const dump = await client.dumpDataDir("none");
  // one file per run: several runs at once must not overwrite each other's template
  process.env.PGLITE_TEMPLATE = path.join(TEMPLATE_DIR, `template-${process.pid}.tar`);
  await mkdir(TEMPLATE_DIR, { recursive: true });
  await writeFile(process.env.PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  await client.close();

  const cleanTemplate = () => rm(process.env.PGLITE_TEMPLATE!, { force: true });
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return cleanTemplate;
  // the workers inherit this, so every file finds this run's template
  process.env.VITEST_RUN_ID ??= String(process.pid);
  const template = postgresTemplateName();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const database = await openDatabase({ databaseUrl: withDatabase(url, template) });
  await migrateDatabase(database);
  await database.close();

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1",
      [`${template}%`],
    );
    for (const { datname } of leftovers.rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
    }
    await admin.end();
    await cleanTemplate();
  };
}

/**
 * `npm run db:seed`: loads the demo packages, reviews and gear into the configured database
 * (DATA_DIR's embedded database, or DATABASE_URL). Tables that already hold rows are left alone.
 */
import path from "node:path";
import { parseConfig } from "../app/lib/env.server";
import { createDiskStorage } from "../app/lib/storage.server";
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { seedDemoContent } from "../db/seed";

const config = parseConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  const storage = createDiskStorage(path.join(config.dataDir, "uploads"));
  const added = await seedDemoContent(database.db, storage);
  if (added.tours === 0 && added.gear === 0) {
    console.log("The database already has packages and gear; nothing was added.");
  } else {
    console.log(`Added ${added.tours} tour packages and ${added.gear} gear products (${database.kind}).`);
  }
} finally {
  await database.close();
}

/**
 * `npm run db:seed`: loads the demo packages, reviews and gear into the configured database
 * (DATA_DIR's embedded database, or DATABASE_URL). Tables that already hold rows are left alone.
 */
import path from "node:path";
import { createDiskStorage } from "../app/lib/storage.server";
import { seedDemoContent } from "../db/seed";
import { withConfiguredDatabase } from "./cli";

await withConfiguredDatabase(async (database, config) => {
  const storage = createDiskStorage(path.join(config.dataDir, "uploads"));
  const added = await seedDemoContent(database.db, storage);
  if (added.tours === 0 && added.gear === 0) {
    console.log("The database already has packages and gear; nothing was added.");
  } else {
    console.log(`Added ${added.tours} tour packages and ${added.gear} gear products (${database.kind}).`);
  }
});

/**
 * `npm run db:restore FILE`: restores a backup made by `npm run db:backup` into DATA_DIR, which
 * must not hold a database or uploads yet (stop the server; move the old data dir aside first).
 * An encrypted backup needs the BACKUP_KEY it was written with.
 */
import { parseConfig } from "../app/lib/env.server";
import { restoreBackup } from "../db/backup";

const file = process.argv[2];
if (!file || file.startsWith("-")) {
  console.error("Usage: npm run db:restore <backup file>\n\nRestores into DATA_DIR, which must be empty.");
  process.exit(1);
}
const config = parseConfig();
try {
  const { uploads } = await restoreBackup(file, config.dataDir, config.BACKUP_KEY ?? null);
  console.log(
    `Restored into ${config.dataDir} (database and ${uploads} uploaded files). Start the server as usual.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

/**
 * `npm run db:backup [-- --out FILE]`: a consistent backup of the embedded database and the
 * uploads in one file (default DATA_DIR/backups/safarnama-<time>.backup.gz). While the server
 * runs, the server itself writes it (it alone may open the embedded database); otherwise this
 * script opens the database. On PostgreSQL use pg_dump (README, "Backups"). The file is encrypted
 * with BACKUP_KEY; without one it refuses, unless `--plain` asks for an unencrypted file.
 */
import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseConfig } from "../app/lib/env.server";
import { backupRequestFile, writeBackup } from "../db/backup";
import { openDatabase } from "../db/client";
import { parseCliArgs } from "./cli";

const USAGE = `Usage: npm run db:backup [-- --out <file>] [--plain]

Writes the embedded database and the uploaded files to one backup file, encrypted with
BACKUP_KEY (AES-256-GCM). --plain writes it unencrypted instead (it then holds every
traveller's personal data in the clear).
Restore it with: npm run db:restore <file>  (into an empty DATA_DIR, with the same BACKUP_KEY)`;

// a flag without a value, taken out before the string options are parsed
const plain = process.argv.includes("--plain");
if (plain) process.argv.splice(process.argv.indexOf("--plain"), 1);
const parsed = parseCliArgs(USAGE, { out: { type: "string" } });
const config = parseConfig();
if (!plain && !config.BACKUP_KEY) {
  console.error(
    "BACKUP_KEY is not set: backups hold personal data and are written encrypted.\n" +
      "Set BACKUP_KEY (e.g. openssl rand -base64 32, kept apart from the backups), or pass --plain.",
  );
  process.exit(1);
}
if (config.DATABASE_URL) {
  console.error(
    "DATABASE_URL is set: back up PostgreSQL with pg_dump, and copy DATA_DIR/uploads (see README).",
  );
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file = path.resolve(parsed.out ?? path.join(config.dataDir, "backups", `safarnama-${stamp}.backup.gz`));

const lockFile = `${path.join(config.dataDir, "db")}.lock`;
const holder = existsSync(lockFile) ? Number(await readFile(lockFile, "utf8").catch(() => "")) : 0;
if (holder && holder !== process.pid && alive(holder)) {
  await rm(`${file}.done`, { force: true });
  await writeFile(backupRequestFile(config.dataDir), JSON.stringify({ file, plain }), { mode: 0o600 });
  process.kill(holder, "SIGUSR2");
  for (let waited = 0; !existsSync(`${file}.done`); waited += 200) {
    if (waited > 10 * 60 * 1000) {
      console.error("The server did not write the backup within 10 minutes.");
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const outcome = await readFile(`${file}.done`, "utf8");
  await rm(`${file}.done`, { force: true });
  if (outcome !== "ok") {
    console.error(`Backup failed: ${outcome}`);
    process.exit(1);
  }
} else {
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    await writeBackup(database.pglite!, config.dataDir, file, plain ? null : (config.BACKUP_KEY ?? null));
  } finally {
    await database.close();
  }
}
console.log(`Backup written${plain ? " (not encrypted)" : ", encrypted"}: ${file}`);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

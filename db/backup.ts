import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { createGunzip, createGzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS } from "./client";
import { decryptBackup, encryptStream, isEncryptedBackup } from "./backup-crypto";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "./private-files";

/**
 * A backup of the embedded database and the uploads in one gzip file of JSON lines: a header,
 * the database (PGlite's own data-dir dump, taken inside its single-threaded engine, so it is
 * consistent while the server keeps serving), then one line per uploaded file.
 */
type Line =
  | { kind: "safarnama-backup"; version: 1; createdAt: string }
  | { kind: "database"; data: string }
  | { kind: "upload"; path: string; data: string };

async function* uploadFiles(dir: string, prefix = ""): AsyncGenerator<{ path: string; full: string }> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* uploadFiles(full, relative);
    else if (entry.isFile()) yield { path: relative, full };
  }
}

/**
 * Writes the backup to `file` (via a temporary name, so a half-written file never looks done),
 * mode 0600, encrypted with `key` (BACKUP_KEY, backup-crypto.ts); `key: null` writes a plain one,
 * which only `npm run db:backup -- --plain` asks for.
 */
export async function writeBackup(
  pglite: PGlite,
  dataDir: string,
  file: string,
  key: string | null,
): Promise<void> {
  const dump = Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer());
  async function* lines() {
    const header: Line = { kind: "safarnama-backup", version: 1, createdAt: new Date().toISOString() };
    yield `${JSON.stringify(header)}\n`;
    yield `${JSON.stringify({ kind: "database", data: dump.toString("base64") } satisfies Line)}\n`;
    for await (const upload of uploadFiles(path.join(dataDir, "uploads"))) {
      const data = (await readFile(upload.full)).toString("base64");
      yield `${JSON.stringify({ kind: "upload", path: upload.path, data } satisfies Line)}\n`;
    }
  }
  await mkdir(path.dirname(path.resolve(file)), { recursive: true, mode: PRIVATE_DIR_MODE });
  const partial = `${file}.partial`;
  const output = createWriteStream(partial, { mode: PRIVATE_FILE_MODE });
  if (key) await pipeline(Readable.from(lines()), createGzip(), encryptStream(key), output);
  else await pipeline(Readable.from(lines()), createGzip(), output);
  await rename(partial, file);
}

/**
 * Restores a backup into `dataDir`, which must hold no database and no uploads yet. An encrypted
 * backup is first decrypted, and its tag checked, into a private temporary file with `key`.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  key: string | null,
): Promise<{ uploads: number }> {
  await stat(file);
  if (!(await isEncryptedBackup(file))) return restorePlainBackup(file, dataDir);
  if (!key) throw new Error("This backup is encrypted: set BACKUP_KEY to the key it was written with");
  const scratch = await mkdtemp(path.join(os.tmpdir(), "safarnama-restore-"));
  try {
    const plain = path.join(scratch, "backup.gz");
    await decryptBackup(file, plain, key);
    return await restorePlainBackup(plain, dataDir);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function restorePlainBackup(file: string, dataDir: string): Promise<{ uploads: number }> {
  const dbDir = path.join(dataDir, "db");
  const uploadsDir = path.join(dataDir, "uploads");
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  for (const dir of [dbDir, uploadsDir]) {
    const entries = await readdir(dir).catch(() => []);
    if (entries.length > 0) throw new Error(`${dir} is not empty: restore into an empty data directory`);
  }
  const reader = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let uploads = 0;
  let sawHeader = false;
  let sawDatabase = false;
  for await (const text of reader) {
    if (!text) continue;
    const line = JSON.parse(text) as Line;
    if (!sawHeader) {
      if (line.kind !== "safarnama-backup") throw new Error("Not a Safarnama backup file");
      sawHeader = true;
    } else if (line.kind === "database") {
      await mkdir(dbDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const client = await PGlite.create(dbDir, {
        loadDataDir: new Blob([Buffer.from(line.data, "base64")]),
        extensions: PGLITE_EXTENSIONS,
      });
      await client.close();
      sawDatabase = true;
    } else if (line.kind === "upload") {
      const target = path.resolve(uploadsDir, line.path);
      if (!target.startsWith(path.resolve(uploadsDir) + path.sep))
        throw new Error(`Unsafe path in backup: ${line.path}`);
      await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      await writeFile(target, Buffer.from(line.data, "base64"), { mode: PRIVATE_FILE_MODE });
      uploads += 1;
    }
  }
  if (!sawDatabase) throw new Error("The backup holds no database");
  return { uploads };
}

/** Where the running server looks for a backup request (see server/main.ts, SIGUSR2). */
export const backupRequestFile = (dataDir: string) => path.join(dataDir, "backup-request.json");

import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restoreBackup, writeBackup } from "./backup";
import { ensurePrivateDataDir } from "./private-files";

/** Issue 22 (DPDP Act 2023): backups are encrypted and private; restore decrypts them. */
let work: string;
let dataDir: string;
let pglite: PGlite;
const KEY = "a backup key of some length";

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "safarnama-backup-test-"));
  dataDir = path.join(work, "data");
  await ensurePrivateDataDir(dataDir);
  await mkdir(path.join(dataDir, "uploads", "pdfs"), { recursive: true });
  await writeFile(path.join(dataDir, "uploads", "pdfs", "trip.pdf"), "traveller Asha Verma");
  pglite = await PGlite.create();
  await pglite.exec("create table people (name text); insert into people values ('Asha Verma');");
}, 60_000);
afterAll(async () => {
  await pglite?.close();
  await rm(work, { recursive: true, force: true });
});

const mode = async (file: string) => (await stat(file)).mode & 0o777;

describe("backups", { timeout: 60_000 }, () => {
  it("DATA_DIR is 0700, an older 0755 one is narrowed", async () => {
    expect(await mode(dataDir)).toBe(0o700);
    const old = path.join(work, "old");
    await mkdir(old, { mode: 0o755 });
    await ensurePrivateDataDir(old);
    expect(await mode(old)).toBe(0o700);
  });

  it("are written encrypted (AES-256-GCM) and 0600, and restore only with the right key", async () => {
    const file = path.join(dataDir, "backups", "one.backup");
    await writeBackup(pglite, dataDir, file, KEY);
    expect(await mode(file)).toBe(0o600);
    expect(await mode(path.dirname(file))).toBe(0o700);
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b])), "not a plain gzip file").toBe(false);
    expect(bytes.toString("latin1")).toMatch(/^SAFARNAMA-BACKUP-AES-256-GCM-1\n/);

    await expect(restoreBackup(file, path.join(work, "no-key"), null)).rejects.toThrow(/BACKUP_KEY/);
    await expect(restoreBackup(file, path.join(work, "wrong-key"), "not the right key")).rejects.toThrow(
      /cannot be decrypted/,
    );
    const damaged = path.join(work, "damaged.backup");
    const changed = Buffer.from(bytes);
    changed[changed.length - 40]! ^= 1;
    await writeFile(damaged, changed);
    await expect(restoreBackup(damaged, path.join(work, "damaged"), KEY)).rejects.toThrow(
      /cannot be decrypted/,
    );

    const restored = path.join(work, "restored");
    expect(await restoreBackup(file, restored, KEY)).toEqual({ uploads: 1 });
    const upload = path.join(restored, "uploads", "pdfs", "trip.pdf");
    expect(await readFile(upload, "utf8")).toBe("traveller Asha Verma");
    expect(await mode(upload)).toBe(0o600);
    expect(await mode(restored)).toBe(0o700);
    const client = await PGlite.create(path.join(restored, "db"));
    expect((await client.query("select name from people")).rows).toEqual([{ name: "Asha Verma" }]);
    await client.close();
  });

  it("are plain only when asked (key null), and such a file still restores", async () => {
    const file = path.join(work, "plain.backup.gz");
    await writeBackup(pglite, dataDir, file, null);
    expect((await readFile(file)).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(await restoreBackup(file, path.join(work, "plain-restored"), null)).toEqual({ uploads: 1 });
  });
});

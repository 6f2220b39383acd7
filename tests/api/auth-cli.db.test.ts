import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../db/client";
import {
  findAdminByApiToken,
  findAdminByLoginId,
  verifyPassword,
} from "../../app/features/admin-auth/admin-auth-service.server";
import { createTestDatabase } from "../setup/test-database";

const run = promisify(execFile);
const TSX = path.resolve("node_modules/.bin/tsx");
const onPostgres = process.env.TEST_DB === "postgres";

let dataDir: string;
// on PostgreSQL the scripts share this test database; on PGlite they create one in dataDir
let database: Database | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "safarnama-cli-"));
  if (onPostgres) database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs a script as `npm run` would, against the test's database; never throws on exit codes. */
async function script(name: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(TSX, [`scripts/${name}.ts`, ...args], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url ?? "",
        ADMIN_PASSWORD: "",
        ...env,
      },
      timeout: 90_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The scripts' database, opened after they have closed it (PGlite allows one process at a time). */
async function inspect<T>(read: (db: Database["db"]) => Promise<T>): Promise<T> {
  if (database) return read(database.db);
  const opened = await openDatabase({ dataDir });
  try {
    return await read(opened.db);
  } finally {
    await opened.close();
  }
}

describe("npm run admin:create / admin:token", () => {
  it("prints usage and exits 1 on bad arguments", { timeout: 60_000 }, async () => {
    const noId = await script("admin-token", []);
    expect(noId.code).toBe(1);
    expect(noId.stderr).toContain("Usage: npm run admin:token -- --id <id>");
    const unknownFlag = await script("admin-create", ["--id", "owner", "--bogus"]);
    expect(unknownFlag.code).toBe(1);
    expect(unknownFlag.stderr).toContain("Usage: npm run admin:create");
    const shortPassword = await script("admin-create", ["--id", "owner", "--password", "short"]);
    expect(shortPassword.code).toBe(1);
    expect(shortPassword.stderr).toContain("at least 12 characters");
  });

  it(
    "creates an admin from ADMIN_PASSWORD, then prints a working API token once",
    { timeout: 180_000 },
    async () => {
      const created = await script("admin-create", ["--id", "cli-owner"], {
        ADMIN_PASSWORD: "cli passphrase 123",
      });
      expect(created.stderr).toBe("");
      expect(created.code).toBe(0);
      expect(created.stdout).toContain('Admin "cli-owner" created.');

      const issued = await script("admin-token", ["--id", "cli-owner", "--name", "deploy bot"]);
      expect(issued.code).toBe(0);
      const token = issued.stdout.trim();
      expect(token).toMatch(/^sfk_[\w-]{40,}$/);

      const missing = await script("admin-token", ["--id", "nobody"]);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('No admin "nobody"');

      await inspect(async (db) => {
        expect(await findAdminByApiToken(db, token)).toMatchObject({ loginId: "cli-owner", via: "token" });
        const admin = await findAdminByLoginId(db, "cli-owner");
        expect(await verifyPassword(admin!.passwordHash, "cli passphrase 123")).toBe(true);
      });
    },
  );

  it("refuses the embedded database while another process holds it, in one plain line", async (context) => {
    if (onPostgres) return context.skip();
    // this test process stands in for a running server
    await writeFile(path.join(dataDir, "db.lock"), String(process.pid));
    try {
      const refused = await script("admin-create", ["--id", "while-running"], {
        ADMIN_PASSWORD: "cli passphrase 123",
      });
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toBe(
        `The embedded database in ${path.join(dataDir, "db")} is in use by process ${process.pid} (the running server?). ` +
          `Stop that process first, or use a PostgreSQL server through DATABASE_URL. If no such process runs, delete ${path.join(dataDir, "db.lock")}.`,
      );
    } finally {
      await rm(path.join(dataDir, "db.lock"), { force: true });
    }
    await inspect(async (db) => expect(await findAdminByLoginId(db, "while-running")).toBeNull());
  });
});

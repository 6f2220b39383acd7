import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { bookings, tourPackages } from "../../db/schema";
import { addDays, todayInIndia } from "../../app/lib/dates";

/**
 * The real server process on the embedded database: acknowledged bookings survive SIGKILL, and
 * `npm run db:backup` (while it runs) + `npm run db:restore` round-trip the data and uploads.
 */
const run = promisify(execFile);
let dataDir: string;
let restoredDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "safarnama-safety-"));
  restoredDir = await mkdtemp(path.join(os.tmpdir(), "safarnama-restored-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await rm(restoredDir, { recursive: true, force: true });
});

const env = (dir: string) => ({
  ...process.env,
  NODE_ENV: "production",
  PORT: "0",
  HOST: "127.0.0.1",
  DATA_DIR: dir,
  DATABASE_URL: "",
  LOG_LEVEL: "info",
  SEED_DEMO: "false",
  RATE_LIMITS: "false",
  ADMIN_ID: "",
  ADMIN_PASSWORD: "",
  BACKUP_KEY: "the key of the safety test",
});

async function start(dir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: env(dir),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening on (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!.replace("localhost", "127.0.0.1"));
      }
    }, 100);
    child.once("exit", (code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { child, url };
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once("exit", resolve));

async function insertTour(dir: string): Promise<string> {
  const database = await openDatabase({ dataDir: dir });
  try {
    await migrateDatabase(database);
    const [tour] = await database.db
      .insert(tourPackages)
      .values({
        title: "Safety Expedition",
        description: "d",
        destination: "Leh",
        duration: "5 Days",
        durationDays: 5,
        pickDrop: "Leh",
        price: 10_000,
        imageUrl: "",
        category: "domestic",
        subcategory: "ladakh",
      })
      .returning();
    return tour!.id;
  } finally {
    await database.close();
  }
}

describe("data safety", { timeout: 240_000 }, () => {
  it("keeps every acknowledged booking through SIGKILL, and backs up and restores while running", async () => {
    const tourId = await insertTour(dataDir);
    let server = await start(dataDir);
    const references: string[] = [];
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`${server.url}/api/bookings`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          package_id: tourId,
          travel_date: addDays(todayInIndia(), 30),
          number_of_travelers: 1,
          customer_name: `Guest ${[...i.toString(26)].map((d) => String.fromCharCode(97 + parseInt(d, 26))).join("")}`, // names take no digits
          customer_email: `guest-${i}@example.com`,
          customer_phone: "+91 98765 43210",
        }),
      });
      expect(response.status).toBe(201);
      references.push((await response.json()).reference);
    }
    server.child.kill("SIGKILL");
    await exited(server.child);

    server = await start(dataDir);
    // issue 22: DATA_DIR is the server account's alone, and a backup is never plain unless asked
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    const refused = run(process.execPath, ["--import", "tsx", "scripts/db-backup.ts"], {
      env: { ...env(dataDir), BACKUP_KEY: "" },
    });
    await expect(refused).rejects.toMatchObject({ stderr: expect.stringMatching(/BACKUP_KEY is not set/) });
    const backupFile = path.join(dataDir, "backups", "round-trip.backup.gz");
    await run(process.execPath, ["--import", "tsx", "scripts/db-backup.ts", "--out", backupFile], {
      env: env(dataDir),
    });
    expect((await stat(backupFile)).mode & 0o777).toBe(0o600);
    expect((await readFile(backupFile)).toString("latin1")).toMatch(/^SAFARNAMA-BACKUP-AES-256-GCM/);
    server.child.kill("SIGTERM");
    await exited(server.child);

    await run(process.execPath, ["--import", "tsx", "scripts/db-restore.ts", backupFile], {
      env: env(restoredDir),
    });
    for (const dir of [dataDir, restoredDir]) {
      const database = await openDatabase({ dataDir: dir });
      const rows = await database.db
        .select({ reference: bookings.reference })
        .from(bookings)
        .where(eq(bookings.packageId, tourId));
      await database.close();
      expect(rows.map((row) => row.reference).sort(), dir).toEqual([...references].sort());
    }
  });
});

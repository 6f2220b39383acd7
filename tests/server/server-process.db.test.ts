import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { postLogin } from "../setup/admin";
import { rawGet } from "../setup/raw-http";
import { startAppProcess, stopAppProcess as stop } from "../setup/app-process";
import { createTestDatabase } from "../setup/test-database";

/**
 * The real start-up path (the compiled server, as `npm run serve` runs it): migrate, seed an empty
 * database, serve, stop cleanly on SIGTERM, and find the same data after a restart.
 */
let dataDir: string;
let database: Database | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "safarnama-process-"));
  // on the postgres project the server gets its own fresh PostgreSQL database
  if (process.env.TEST_DB === "postgres") database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const start = () =>
  startAppProcess({ DATA_DIR: dataDir, DATABASE_URL: database?.url ?? "", LOG_LEVEL: "info" });

/** Polls the outbox folder until an .eml addressed to `to` appears (the worker looks every 5 s). */
async function waitForMail(dir: string, to: string): Promise<string> {
  for (let waited = 0; waited < 20_000; waited += 250) {
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files) {
      const text = await readFile(path.join(dir, file), "utf8");
      if (text.includes(`To: ${to}`)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no email to ${to} in ${dir}`);
}

/** POST /api/auth/login as the admin login form does; resolves to the status. */
async function logIn(url: string, id: string, password: string): Promise<number> {
  const response = await postLogin((pathname, init) => fetch(`${url}${pathname}`, init), { id, password });
  return response.status;
}

describe("the server process", () => {
  it("seeds an empty database, logs requests, stops on SIGTERM and keeps its data across a restart", async () => {
    const first = await start();
    const tours = (await (await fetch(`${first.url}/api/tours`)).json()) as { id: string }[];
    expect(tours.length).toBeGreaterThanOrEqual(24);
    const home = await fetch(first.url, { headers: { "accept-encoding": "gzip" } });
    expect(home.status).toBe(200);
    expect(home.headers.get("content-encoding")).toBe("gzip");
    const asset = /\/assets\/[\w.-]+\.js/.exec(await home.text())?.[0];
    expect(asset).toBeDefined();
    const assetResponse = await fetch(`${first.url}${asset}`);
    expect(assetResponse.status).toBe(200);
    expect(assetResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // compressed at build time: the .br file next to it, sent as it is
    const brotli = await rawGet(`${first.url}${asset}`, { "accept-encoding": "gzip, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toBe("Accept-Encoding");
    const compressed = path.resolve(process.env.BUILD_DIR ?? "build", `client${asset}.br`);
    expect(brotli.body.equals(await readFile(compressed))).toBe(true);
    expect(first.output()).toMatch(/"msg":"demo content loaded"/);
    expect(first.output()).toMatch(/"method":"GET","path":"\/api\/tours","status":200,"ms":/);
    if (!database) {
      // migrations and seeding ran in a child that has exited (ADR 019); its lines reach our log
      expect(first.output()).toMatch(/"msg":"embedded database prepared in a child process"/);
      expect(first.output().indexOf("demo content loaded")).toBeLessThan(
        first.output().indexOf("prepared in a child"),
      );
    }
    // no ADMIN_ID / ADMIN_PASSWORD: a generated first admin, printed once, who can log in with it
    const printed = /first admin account created: ID \\"admin\\", password \\"([\w-]{20})\\"/.exec(
      first.output(),
    );
    expect(printed).not.toBeNull();
    expect(await logIn(first.url, "admin", printed![1]!)).toBe(200);

    // a booking's confirmation email really leaves through the outbox worker (.eml without SMTP)
    const booking = await fetch(`${first.url}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        package_id: tours[0]!.id,
        travel_date: addDays(todayInIndia(), 30),
        number_of_travelers: 2,
        customer_name: "Process Test",
        customer_email: "process-test@example.com",
        customer_phone: "9876543210",
      }),
    });
    expect(booking.status).toBe(201);
    const mail = await waitForMail(path.join(dataDir, "outbox"), "process-test@example.com");
    expect(mail).toMatch(/SF-[A-Z0-9]{6}/);
    expect(await stop(first)).toBe(0);
    expect(first.output()).toMatch(/"msg":"stopped"/);

    const second = await start();
    const again = (await (await fetch(`${second.url}/api/tours`)).json()) as { id: string }[];
    expect(again.map((t) => t.id)).toEqual(tours.map((t) => t.id));
    expect(second.output()).not.toMatch(/demo content loaded/);
    expect(await stop(second)).toBe(0);
  }, 120_000);

  it("creates the first admin from ADMIN_ID and ADMIN_PASSWORD on a fresh data dir, without printing the password", async (context) => {
    // the embedded database's preparation runs in a child process (ADR 019); PostgreSQL is prepared in-process
    if (database) return context.skip();
    const freshDir = await mkdtemp(path.join(os.tmpdir(), "safarnama-first-admin-"));
    const password = "a-first-admin-password";
    const server = await startAppProcess({
      DATA_DIR: freshDir,
      DATABASE_URL: "",
      LOG_LEVEL: "info",
      SEED_DEMO: "false",
      ADMIN_ID: "owner",
      ADMIN_PASSWORD: password,
    });
    try {
      const home = await fetch(server.url);
      expect(home.status).toBe(200);
      expect(await home.text()).toMatch(/<html/i);
      expect(await logIn(server.url, "owner", password)).toBe(200);
      expect(await logIn(server.url, "owner", "not-the-password")).toBe(401);
      expect(server.output()).toMatch(/first admin account created from ADMIN_ID: owner/);
      expect(server.output()).not.toContain(password);
    } finally {
      expect(await stop(server)).toBe(0);
      await rm(freshDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("refuses an embedded database another process holds, in one line, and does not listen", async (context) => {
    if (database) return context.skip();
    const heldDir = await mkdtemp(path.join(os.tmpdir(), "safarnama-held-"));
    try {
      // this test process stands in for a server already running on that data directory
      await writeFile(path.join(heldDir, "db.lock"), String(process.pid));
      const refused = await startAppProcess({ DATA_DIR: heldDir, DATABASE_URL: "", LOG_LEVEL: "info" }).then(
        () => "listening",
        (error: Error) => error.message,
      );
      expect(refused).toMatch(/^server exited with 1:/);
      expect(refused).toContain(`is in use by process ${process.pid}`);
      expect(refused).not.toMatch(/listening on/);
    } finally {
      await rm(heldDir, { recursive: true, force: true });
    }
  }, 60_000);
});

import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { createTestDatabase } from "../setup/test-database";

/**
 * The real start-up path (server/main.ts as `npm run serve` runs it): migrate, seed an empty
 * database, serve, stop cleanly on SIGTERM, and find the same data after a restart.
 */
type Running = { child: ChildProcess; url: string; output: () => string };

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

async function start(): Promise<Running> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? "",
      LOG_LEVEL: "info",
      ADMIN_ID: "",
      ADMIN_PASSWORD: "",
    },
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
  return { child, url, output: () => output };
}

async function stop(running: Running): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => running.child.once("exit", (code) => resolve(code)));
  running.child.kill("SIGTERM");
  return exited;
}

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
    expect(first.output()).toMatch(/"msg":"demo content loaded"/);
    expect(first.output()).toMatch(/"method":"GET","path":"\/api\/tours","status":200,"ms":/);
    // no ADMIN_ID / ADMIN_PASSWORD: a generated first admin, printed once
    expect(first.output()).toMatch(/first admin account created: ID \\"admin\\", password \\"[\w-]{20}\\"/);

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
});

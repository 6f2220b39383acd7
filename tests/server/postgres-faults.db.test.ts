import net from "node:net";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import pg from "pg";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { parseConfig } from "../../app/lib/env.server";
import { createDiskStorage } from "../../app/lib/storage.server";
import { openDatabase, type Database } from "../../db/client";
import { bookings } from "../../db/schema";
import { sql } from "drizzle-orm";
import { createServerApp } from "../../server/app";
import { createTourRow } from "../factories/tour-factory";
import { createTestDatabase } from "../setup/test-database";

/**
 * Findings 1 and 2 on PostgreSQL: backends terminated while bookings stream in (the process used
 * to die on an unhandled 'error' event), and a database that stops answering (requests used to
 * hang). Only this test database's backends are touched, never the server itself.
 */
const onPostgres = process.env.TEST_DB === "postgres";
let owned: Database;

beforeAll(async () => {
  if (onPostgres) owned = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await owned?.close();
});

async function serveOn(databaseUrl: string, timeoutMs: number) {
  const database = await openDatabase({ databaseUrl, timeoutMs });
  const config = parseConfig({
    DATA_DIR: path.resolve("node_modules/.cache/safarnama-tests/faults"),
    LOG_LEVEL: "silent",
    DB_TIMEOUT_MS: String(timeoutMs),
    RATE_LIMITS: "false",
  });
  const build = (await import(
    path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js")
  )) as ServerBuild;
  const app = createServerApp({
    build,
    context: { db: database.db, config, storage: createDiskStorage(path.join(config.dataDir, "uploads")) },
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    database,
    fetch: (pathname: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${pathname}`, init),
    close: async () => {
      server.close();
      await database.close().catch(() => undefined);
    },
  };
}

const booking = (packageId: string, i: number) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({
    package_id: packageId,
    travel_date: addDays(todayInIndia(), 30),
    number_of_travelers: 1,
    customer_name: `Guest ${[...i.toString(26)].map((d) => String.fromCharCode(97 + parseInt(d, 26))).join("")}`, // names take no digits
    customer_email: `fault-${i}@example.com`,
    customer_phone: "+91 98765 43210",
  }),
});

describe.skipIf(!onPostgres)("PostgreSQL faults", { timeout: 120_000 }, () => {
  it("survives its backends being terminated mid-stream: 503 meanwhile, recovers, loses nothing acknowledged", async () => {
    // the app's connections carry a name, so only they are terminated (not this test's own)
    const appUrl = new URL(owned.url!);
    appUrl.searchParams.set("application_name", "fault-test-app");
    const app = await serveOn(appUrl.toString(), 5000);
    const tour = await createTourRow(owned.db);
    // a server already serving (its pool warm) when the backends go away
    const warm = await app.fetch("/api/bookings", booking(tour.id, 99_999));
    expect(warm.status).toBe(201);
    const acknowledgedFirst = (await warm.json()).reference as string;
    const admin = new pg.Client({ connectionString: owned.url!.replace(/\/[^/]+$/, "/postgres") });
    await admin.connect();
    const name = new URL(owned.url!).pathname.slice(1);
    const acknowledged: string[] = [acknowledgedFirst];
    const statuses: number[] = [];
    let i = 0;
    const stream = async () => {
      for (let n = 0; n < 10; n++) {
        const response = await app.fetch("/api/bookings", booking(tour.id, i++));
        statuses.push(response.status);
        if (response.status === 201) acknowledged.push((await response.json()).reference);
        else await response.body?.cancel();
      }
    };
    const killer = async () => {
      for (let round = 0; round < 4; round++) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = $2",
          [name, "fault-test-app"],
        );
      }
    };
    await Promise.all([stream(), stream(), stream(), killer()]);
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
    // recovered by itself, once the database breaker's probe (about a second) finds it back
    let after = await app.fetch("/api/bookings", booking(tour.id, 10_000));
    for (let attempt = 0; after.status === 503 && attempt < 40; attempt++) {
      await after.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await app.fetch("/api/bookings", booking(tour.id, 10_000));
    }
    expect(after.status).toBe(201);
    acknowledged.push((await after.json()).reference);
    const stored = (await owned.db.select({ reference: bookings.reference }).from(bookings)).map(
      (row) => row.reference,
    );
    for (const reference of acknowledged) expect(stored).toContain(reference);
    // no connection stays lent out to a request that failed (drizzle's BEGIN path leaked them)
    const pool = (app.database.db as unknown as { $client: pg.Pool }).$client;
    expect(pool.totalCount - pool.idleCount).toBe(0);
    await admin.end();
    await app.close();
  });

  it("answers 503 within the configured timeout when the database stops answering", async () => {
    const proxy = await freezableProxy(owned.url!);
    const app = await serveOn(proxy.url, 1500);
    expect((await app.fetch("/api/tours")).status).toBe(200);
    proxy.freeze(true);
    const answer = await app.fetch("/api/tours");
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBeTruthy();
    proxy.close();
    await app.close();
  });

  it("gives the connection back when a transaction loses it at BEGIN", async () => {
    const proxy = await freezableProxy(owned.url!);
    const database = await openDatabase({ databaseUrl: proxy.url, timeoutMs: 500 });
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    await database.db.transaction((tx) => tx.execute(sql`SELECT 1`));
    proxy.freeze(true);
    await expect(database.db.transaction((tx) => tx.execute(sql`SELECT 1`))).rejects.toThrow();
    expect(pool.totalCount - pool.idleCount, "connections still lent out").toBe(0);
    proxy.freeze(false);
    const again = (await database.db.transaction((tx) => tx.execute(sql`SELECT 7 AS n`))) as {
      rows: unknown[];
    };
    expect(again.rows).toEqual([{ n: 7 }]);
    // and the pool can be closed (it used to wait forever for the lost client)
    await database.close();
    proxy.close();
  });
});

/** A tiny TCP proxy in front of PostgreSQL that can stop forwarding, as a silent database does. */
async function freezableProxy(databaseUrl: string) {
  let frozen = false;
  const sockets: net.Socket[] = [];
  const target = new URL(databaseUrl);
  const proxy = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.push(client, upstream);
    client.on("data", (chunk) => frozen || upstream.write(chunk));
    upstream.on("data", (chunk) => frozen || client.write(chunk));
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", () => resolve()));
  const proxied = new URL(databaseUrl);
  proxied.host = `127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  return {
    url: proxied.toString(),
    freeze: (on: boolean) => {
      frozen = on;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      proxy.close();
    },
  };
}

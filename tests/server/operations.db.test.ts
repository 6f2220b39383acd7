import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { desc, eq, sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { outboxEmails } from "../../db/schema";
import { unsealedEmail } from "../../app/features/notifications/outbox/outbox-seal.server";
import { openDatabase, type Database } from "../../db/client";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { parseConfig } from "../../app/lib/env.server";
import { logTo } from "../../app/lib/logger.server";
import { createDiskStorage } from "../../app/lib/storage.server";
import { createServerApp, type ServerAppOptions } from "../../server/app";
import { createServerMetrics } from "../../server/metrics";
import { createRequestObserver } from "../../server/request-log";
import { createTourRow } from "../factories/tour-factory";
import { createTestDatabase } from "../setup/test-database";

/**
 * The operator's side of the server (issue 23, docs/decisions/026-operable-server.md): /healthz,
 * /readyz, /metrics, and the request log (one line a request, with its id, never a booking link's
 * token). Each test serves the real app bundle on its own database.
 */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Served = {
  url: string;
  database: Database;
  get: (pathname: string, init?: RequestInit) => Promise<Response>;
};

async function serve(
  env: Record<string, string> = {},
  options: Partial<Omit<ServerAppOptions, "context" | "build">> & { database?: Database } = {},
): Promise<Served> {
  const database = options.database ?? (await createTestDatabase());
  if (!options.database) cleanups.push(() => database.close().catch(() => undefined));
  const config = parseConfig({
    DATA_DIR: path.resolve("node_modules/.cache/safarnama-tests/operations"),
    LOG_LEVEL: "silent",
    RATE_LIMITS: "false",
    ...env,
  });
  const build = (await import(
    path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js")
  )) as ServerBuild;
  const app = createServerApp({
    ...options,
    build,
    context: { db: database.db, config, storage: createDiskStorage(path.join(config.dataDir, "uploads")) },
  });
  const server = http.createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, database, get: (pathname, init) => fetch(`${url}${pathname}`, init) };
}

/** The shared logger's lines (at `level`) for the rest of the test. */
function captureLog(level: "info" | "debug" = "info") {
  const lines: Record<string, unknown>[] = [];
  const restore = logTo({ write: (chunk: string) => void lines.push(JSON.parse(chunk)) }, level);
  cleanups.push(async () => restore());
  return lines;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("GET /healthz and /readyz", () => {
  it("say the process is up and ready, are never rate-limited, and are logged at debug, not info", async () => {
    const lines = captureLog("info");
    const { get } = await serve({ RATE_LIMITS: "true" }, { observe: createRequestObserver({ log: true }) });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => get(i % 2 ? "/healthz" : "/readyz")),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 40 }, () => 200));
    expect(await (await get("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await get("/readyz");
    expect(await ready.json()).toEqual({ status: "ready" });
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(lines.filter((line) => String(line.path).endsWith("z"))).toEqual([]);

    const debug = captureLog("debug");
    await get("/healthz");
    expect(debug).toEqual([expect.objectContaining({ level: "debug", path: "/healthz", status: 200 })]);
  });

  it("answers 503 with the reason when the database is unreachable", async () => {
    const database = await createTestDatabase();
    const { get } = await serve({}, { database });
    expect((await get("/readyz")).status).toBe(200);
    await database.close();
    const down = await get("/readyz");
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "unavailable", reason: "database unreachable" });
    // the process itself is still up
    expect((await get("/healthz")).status).toBe(200);
  });

  it("answers 503 when PostgreSQL refuses connections", async () => {
    const database = await openDatabase({
      databaseUrl: "postgres://postgres@127.0.0.1:1/none",
      timeoutMs: 500,
    });
    cleanups.push(() => database.close());
    const { get } = await serve({ DB_TIMEOUT_MS: "500" }, { database });
    const down = await get("/readyz");
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "unavailable", reason: "database unreachable" });
  });

  it("answers 503 when the database lacks a migration of this build", async () => {
    const { get, database } = await serve();
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const behind = await get("/readyz");
    expect(behind.status).toBe(503);
    expect(await behind.json()).toEqual({ status: "unavailable", reason: "migrations not applied" });
  });

  it("answers 503 once shutting down", async () => {
    let stopping = false;
    const { get } = await serve({}, { stopping: () => stopping });
    expect((await get("/readyz")).status).toBe(200);
    stopping = true;
    const draining = await get("/readyz");
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: "unavailable", reason: "shutting down" });
  });
});

describe("GET /metrics", () => {
  const token = "a-metrics-token-for-tests";

  it("does not exist without METRICS_TOKEN", async () => {
    const { get } = await serve();
    expect((await get("/metrics")).status).toBe(404);
    expect((await get("/metrics", { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
  });

  it("needs the bearer token", async () => {
    const { get } = await serve({ METRICS_TOKEN: token });
    const none = await get("/metrics");
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(
      (await get("/metrics", { headers: { authorization: "Bearer not-the-token-at-all" } })).status,
    ).toBe(401);
    expect((await get("/metrics", { headers: { authorization: `Basic ${token}` } })).status).toBe(401);
    const allowed = await get("/metrics", { headers: { authorization: `Bearer ${token}` } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it("counts requests by route and status with their latency, the pool, the outbox and the event loop", async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const tour = await createTourRow(database.db);
    const build = (await import(
      path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js")
    )) as ServerBuild;
    const metrics = createServerMetrics({
      db: database.db,
      pool: database.pool,
      outbox: { stats: () => ({ sent: 5, failed: 3 }) },
      routes: build.routes,
    });
    const { get } = await serve(
      { METRICS_TOKEN: token },
      { database, metrics, observe: createRequestObserver({ metrics }) },
    );
    expect((await get(`/api/tours/${tour.id}`)).status).toBe(200);
    expect((await get(`/api/tours/${tour.id}`)).status).toBe(200);
    expect((await get("/api/tours/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const queued = { subject: "s", textBody: "t", event: "test" };
    await database.db.insert(outboxEmails).values([
      { ...queued, toAddress: "a@example.com" },
      { ...queued, toAddress: "b@example.com" },
      { ...queued, toAddress: "c@example.com", status: "failed" },
    ]);

    const text = await (await get("/metrics", { headers: { authorization: `Bearer ${token}` } })).text();
    const route = 'method="GET",route="/api/tours/:id"';
    expect(text).toContain(`safarnama_http_requests_total{${route},status="200"} 2`);
    expect(text).toContain(`safarnama_http_requests_total{${route},status="404"} 1`);
    expect(text).toMatch(
      new RegExp(`safarnama_http_request_duration_seconds_bucket\\{le="\\+Inf",${route},status="200"\\} 2`),
    );
    expect(text).toContain(`safarnama_http_request_duration_seconds_count{${route},status="200"} 2`);
    expect(text).toContain('safarnama_outbox_emails{status="pending"} 2');
    expect(text).toContain('safarnama_outbox_emails{status="failed"} 1');
    expect(text).toContain("safarnama_outbox_send_failures_total 3");
    expect(text).not.toContain("safarnama_response_cache");
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    if (database.pool) {
      expect(text).toMatch(/^safarnama_db_pool_connections\{state="total"\} [1-9]/m);
      expect(text).toMatch(/^safarnama_db_pool_connections\{state="waiting"\} 0/m);
    }
  });
});

describe("the request log", () => {
  it("writes one line a request with its id, which the answer's X-Request-Id repeats", async () => {
    const lines = captureLog();
    const { get } = await serve({}, { observe: createRequestObserver({ log: true }) });
    const answer = await get("/api/tours");
    const id = answer.headers.get("x-request-id");
    expect(id).toMatch(UUID);
    expect(lines).toContainEqual({
      level: "info",
      time: expect.any(String),
      requestId: id,
      method: "GET",
      path: "/api/tours",
      status: 200,
      ms: expect.any(Number),
    });
    // a line the app writes while answering (the router's "no such page" for a POST to a page
    // without a form) carries the same id
    const missing = await get("/about", { method: "POST", body: new URLSearchParams() });
    expect(missing.status).toBe(405);
    const missingId = missing.headers.get("x-request-id");
    expect(lines.filter((line) => line.requestId === missingId).map((line) => line.msg ?? "request")).toEqual(
      ["no such page", "request"],
    );
  });

  it("takes the id a trusted proxy sends, and only then", async () => {
    const lines = captureLog();
    const behind = await serve({ TRUST_PROXY: "1" }, { observe: createRequestObserver({ log: true }) });
    const forwarded = await behind.get("/api/tours", { headers: { "x-request-id": "lb-7f3c2a" } });
    expect(forwarded.headers.get("x-request-id")).toBe("lb-7f3c2a");
    expect(lines.at(-1)).toMatchObject({ requestId: "lb-7f3c2a", path: "/api/tours" });
    const direct = await serve({}, { observe: createRequestObserver({ log: true }) });
    const chosen = await direct.get("/api/tours", { headers: { "x-request-id": "lb-7f3c2a" } });
    expect(chosen.headers.get("x-request-id")).toMatch(UUID);
  });

  it("logs a signed booking link's route, never its token", async () => {
    const lines = captureLog();
    const { get, database } = await serve({}, { observe: createRequestObserver({ log: true }) });
    const tour = await createTourRow(database.db);
    const email = `link-${Date.now()}@example.com`;
    const booked = await get("/api/bookings", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        package_id: tour.id,
        travel_date: addDays(todayInIndia(), 30),
        number_of_travelers: 2,
        customer_name: "Link Traveller",
        customer_email: email,
        customer_phone: "9876543210",
      }),
    });
    expect(booked.status).toBe(201);
    const [mail] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, email))
      .orderBy(desc(outboxEmails.createdAt));
    const token = /\/booking\/([\w-]{36}\.[\w-]{43})/.exec(unsealedEmail(mail!).textBody)?.[1];
    expect(token).toBeDefined();

    expect((await get(`/booking/${token}`)).status).toBe(200);
    expect((await get(`/booking/${token}.data`)).status).toBe(200);
    expect((await get(`/booking/${token!.slice(0, -4)}abcd`)).status).toBe(404);
    const logged = lines.map((line) => JSON.stringify(line)).join("\n");
    expect(logged).not.toContain(token!.split(".")[1]);
    expect(logged).not.toContain(token!.slice(0, -4));
    expect(lines.map((line) => line.path).filter((p) => String(p).startsWith("/booking"))).toEqual(
      expect.arrayContaining(["/booking/:token", "/booking/:token.data"]),
    );
  });
});

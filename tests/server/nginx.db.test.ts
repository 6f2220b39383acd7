import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { auditLog, enquiries } from "../../db/schema";
import { tourForm } from "../fixtures/tour-form";
import { createTourRow } from "../factories/tour-factory";
import { adminHeaders } from "../setup/admin";
import { startAppProcess, stopAppProcess, type AppProcess } from "../setup/app-process";
import { hasNginx, NGINX, startNginx, type RunningNginx } from "../setup/nginx";
import { createTestDatabase } from "../setup/test-database";

/**
 * Issue 39: deploy/nginx/nginx.conf.template, rendered as the README says, in front of two app
 * processes on one PostgreSQL (ADR 053). Only on the postgres project: two processes need a shared
 * database, and PGlite serves one process.
 */
const onPostgres = process.env.TEST_DB === "postgres";
const why = !hasNginx
  ? ` (skipped: ${NGINX} is missing; .ci/run installs Debian's nginx-light)`
  : !onPostgres
    ? " (skipped on PGlite: two processes share one PostgreSQL)"
    : "";

let database: Database;
let admin: Record<string, string>;
let a: AppProcess;
let b: AppProcess;
let nginx: RunningNginx;
const dirs: string[] = [];

beforeAll(async () => {
  if (why) return;
  database = await createTestDatabase();
  admin = await adminHeaders(database.db);
  const env = async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "safarnama-nginx-app-"));
    dirs.push(dataDir);
    return {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url!,
      SEED_DEMO: "false",
      RATE_LIMITS: "false",
      // every request is logged: the test counts what reached the app
      LOG_LEVEL: "info",
      // the visitor's own proxy and nginx: the address is the second entry from the right
      TRUST_PROXY: "2",
    };
  };
  [a, b] = await Promise.all([startAppProcess(await env()), startAppProcess(await env())]);
  nginx = await startNginx([a.url, b.url].map((url) => new URL(url).host));
}, 120_000);

afterAll(async () => {
  if (why) return;
  await nginx?.stop();
  for (const running of [a, b]) {
    if (running && running.child.exitCode === null && running.child.signalCode === null)
      await stopAppProcess(running);
  }
  await database?.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${nginx.url}${pathname}`, { headers });
/** A GET through nginx, its body read: status, X-Cache-Status, Cache-Control and the body. */
async function visit(pathname: string, headers: Record<string, string> = {}) {
  const answer = await get(pathname, headers);
  return {
    status: answer.status,
    cache: answer.headers.get("x-cache-status"),
    cacheControl: answer.headers.get("cache-control") ?? "",
    etag: answer.headers.get("etag"),
    requestId: answer.headers.get("x-request-id"),
    setCookie: answer.headers.get("set-cookie"),
    body: await answer.text(),
  };
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, pauseMs = 50) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

/** The request lines both processes have logged for `pathname`, once each has logged a marker after them. */
async function appLinesFor(pathname: string) {
  const marker = `marker-${randomUUID()}`;
  for (const running of [a, b]) {
    await (await fetch(`${running.url}/api/tours/featured`, { headers: { "x-request-id": marker } })).text();
  }
  await until(() => [a, b].every((running) => running.output().includes(marker)), 5_000);
  return [a, b]
    .flatMap((running) => running.output().split("\n"))
    .filter((line) => line.includes(`"path":"${pathname}"`));
}

describe.skipIf(Boolean(why))(`nginx in front of two app processes${why}`, { timeout: 90_000 }, () => {
  it("keeps anonymous public pages and API reads as the app allows, one request to the app per key", async () => {
    const tour = await createTourRow(database.db);
    const page = `/packages/${tour.id}`;
    const burst = await Promise.all(Array.from({ length: 20 }, () => visit(page)));
    expect(burst.map((answer) => answer.status)).toEqual(burst.map(() => 200));
    expect(await appLinesFor(page)).toHaveLength(1);

    const again = await visit(page);
    expect(again.cache).toBe("HIT");
    expect(again.cacheControl).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(again.etag).toBeTruthy();
    // the browser's copy is still good: nginx says so itself
    const revalidated = await get(page, { "if-none-match": again.etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("x-cache-status")).toBe("HIT");

    const api = `/api/tours/${tour.id}`;
    expect((await visit(api)).cache).toBe("MISS");
    const cachedApi = await visit(api);
    expect(cachedApi.cache).toBe("HIT");
    expect(JSON.parse(cachedApi.body)).toMatchObject({ id: tour.id });
    expect(await appLinesFor(api)).toHaveLength(1);
  });

  it("never keeps nor serves from the cache an answer to a session or an Authorization header", async () => {
    const tour = await createTourRow(database.db);
    for (const credentials of [admin, { cookie: "theme=dark; sf_admin=not-a-session" }]) {
      const page = `/packages/${tour.id}?fresh=${randomUUID()}`;
      const personal = await visit(page, credentials);
      expect(personal.status).toBe(200);
      expect(personal.cache).toBe("BYPASS");
      expect(personal.cacheControl).toBe("private, no-store");
      // not kept: the next anonymous visitor gets the app's own answer
      expect((await visit(page)).cache).toBe("MISS");
      expect((await visit(page)).cache).toBe("HIT");
      // and a kept page is not served to a session
      expect((await visit(page, credentials)).cache).toBe("BYPASS");
    }
  });

  it("never keeps personal pages: signed links, the traveller's booking and order, admin, private API", async () => {
    const personal = [
      "/booking",
      "/booking/0b6c1f5e-2f1d-4c59-9d7a-1f1a1b2c3d4e.c2lnbmF0dXJl",
      "/quote/0b6c1f5e-2f1d-4c59-9d7a-1f1a1b2c3d4e.c2lnbmF0dXJl",
      "/review/0b6c1f5e-2f1d-4c59-9d7a-1f1a1b2c3d4e.c2lnbmF0dXJl",
      "/trip-emails/stop/0b6c1f5e-2f1d-4c59-9d7a-1f1a1b2c3d4e.c2lnbmF0dXJl",
      "/travel-gear-store/order",
      "/admin/login",
      "/admin",
      "/api/bookings/lookup?reference=SF-7K3M9Q&contact=a@example.com",
    ];
    for (const pathname of personal) {
      for (const round of [1, 2]) {
        const answer = await visit(pathname);
        expect(answer.cache, `${pathname} (${round})`).toBe("BYPASS");
        if (answer.status === 200) expect(answer.cacheControl, pathname).toMatch(/no-store/);
      }
    }
  });

  it("serves hashed assets for a year", async () => {
    const script = readdirSync(path.resolve(process.env.BUILD_DIR ?? "build", "client/assets")).find((name) =>
      name.endsWith(".js"),
    );
    const asset = `/assets/${script}`;
    await visit(asset, { "accept-encoding": "br" });
    const kept = await visit(asset, { "accept-encoding": "br" });
    expect(kept.status).toBe(200);
    expect(kept.cache).toBe("HIT");
    expect(kept.cacheControl).toBe("public, max-age=31536000, immutable");
  });

  it("passes the visitor's address and the request id, and shows a staff edit within 60 s", async () => {
    const tour = await createTourRow(database.db, { price: 18_999 });
    const page = `/packages/${tour.id}`;
    expect((await visit(page)).body).toContain("18,999");
    expect((await visit(page)).cache).toBe("HIT");

    const edit = await fetch(`${nginx.url}/api/tours/${tour.id}`, {
      method: "PATCH",
      headers: { ...admin, "x-forwarded-for": "198.51.100.23" },
      body: tourForm({ price: "21000" }),
    });
    expect(edit.status).toBe(200);
    const editedAt = Date.now();
    // nginx's request id is the one the app logged the edit with
    const requestId = edit.headers.get("x-request-id")!;
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    const lines = await appLinesFor(`/api/tours/${tour.id}`);
    expect(lines.filter((line) => line.includes('"method":"PATCH"'))).toEqual([
      expect.stringContaining(`"requestId":"${requestId}"`),
    ]);
    const [audit] = await database.db
      .select({ address: auditLog.actorAddress })
      .from(auditLog)
      .where(and(eq(auditLog.action, "tour.updated"), eq(auditLog.targetId, tour.id)))
      .orderBy(desc(auditLog.id));
    expect(audit?.address).toBe("198.51.100.23");

    await until(async () => (await visit(page)).body.includes("21,000"), 60_000, 500);
    expect(Date.now() - editedAt).toBeLessThan(60_000);
  });

  it("attributes two visitors arriving on one campaign link a second apart to it", async () => {
    const campaign = `nginx-${randomUUID().slice(0, 8)}`;
    const link = `/?utm_source=instagram&utm_medium=social&utm_campaign=${campaign}`;
    const visitors = [`first-${campaign}@example.com`, `second-${campaign}@example.com`];
    // a returning visitor (first touch known) opens the link first: that answer may be kept
    const returning = await visit(link, { cookie: "sf_first_touch=s%3Dnewsletter" });
    expect(returning.setCookie).toBeNull();
    expect(returning.cacheControl).toMatch(/^public/);
    const cookies: string[] = [];
    for (const email of visitors) {
      const landing = await visit(link);
      expect(landing.status, email).toBe(200);
      expect(landing.setCookie, email).toMatch(/^sf_first_touch=/);
      expect(landing.cacheControl).toBe("private, no-store");
      cookies.push(landing.setCookie!.split(";")[0]!);
      // the next page they read carries the cookie and may come from the cache
      expect((await visit("/packages", { cookie: cookies.at(-1)! })).status).toBe(200);
    }
    for (const [i, email] of visitors.entries()) {
      const sent = await fetch(`${nginx.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: cookies[i]! },
        body: JSON.stringify({ name: "Campaign Visitor", email, message: "Ladakh in June, please." }),
      });
      expect(sent.status, await sent.clone().text()).toBe(201);
    }
    const rows = await database.db
      .select({ email: enquiries.email, source: enquiries.utmSource, campaign: enquiries.utmCampaign })
      .from(enquiries)
      .where(eq(enquiries.utmCampaign, campaign));
    expect(rows.map((row) => row.email).sort()).toEqual([...visitors].sort());
    expect(rows.every((row) => row.source === "instagram")).toBe(true);

    // a visitor from another site is a landing too, and is told where they came from
    const referred = await visit("/packages", { referer: "https://www.google.com/search?q=ladakh" });
    expect(referred.setCookie).toMatch(/^sf_first_touch=.*google/);
  });

  it("answers every visitor while one process is killed mid-flow", async () => {
    const tour = await createTourRow(database.db);
    let stop = false;
    let answered = 0;
    const failures: string[] = [];
    const paths = (i: number) => [
      "/packages",
      `/packages/${tour.id}?visit=${i}`,
      `/api/tours?category=domestic&visit=${i}`,
      "/booking",
    ];
    const flow = async (lane: number) => {
      for (let i = 0; !stop; i++) {
        const pathname = paths(i)[lane]!;
        try {
          const answer = await get(pathname);
          await answer.arrayBuffer();
          if (answer.status !== 200) failures.push(`${pathname}: ${answer.status}`);
        } catch (error) {
          failures.push(`${pathname}: ${String(error)}`);
        }
        answered += 1;
      }
    };
    const lanes = [0, 1, 2, 3].map(flow);
    await until(() => answered >= 40, 20_000, 10);
    b.child.kill("SIGKILL");
    const killedAt = answered;
    await until(() => answered >= killedAt + 200, 30_000, 10);
    stop = true;
    await Promise.all(lanes);
    expect(failures).toEqual([]);
    expect(b.child.signalCode).toBe("SIGKILL");
  });
});

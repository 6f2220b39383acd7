import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { tourPackages } from "../../db/schema";
import { LISTENER_NAME } from "../../server/cache-invalidation";
import { createGearProductRow } from "../factories/gear-factory";
import { createReviewRow } from "../factories/review-factory";
import { createTourRow } from "../factories/tour-factory";
import { tourForm } from "../fixtures/tour-form";
import { adminHeaders } from "../setup/admin";
import { rawGet } from "../setup/raw-http";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * The response cache as the server runs it (server/cached-answers.ts): hits without the
 * database, 304s, invalidation by the database's notifications, no cache while they cannot be
 * heard, and nothing personal kept.
 */

let server: TestServer;
let tourId: string;
let admin: Record<string, string>;
let queries: () => number;

beforeAll(async () => {
  server = await startTestServer({}, { responseCache: true });
  const tour = await createTourRow(server.database.db, { price: 20_000, featured: true });
  tourId = tour.id;
  await createReviewRow(server.database.db, { packageId: tour.id });
  await createGearProductRow(server.database.db);
  admin = await adminHeaders(server.database.db);
  queries = countQueries(server.database);
});
afterAll(async () => {
  await server?.close();
});

/** Counts every statement the app's database client sends from now on (both drivers). */
function countQueries(database: Database): () => number {
  let count = 0;
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  for (const method of ["query", "exec", "transaction", "connect"]) {
    const original = client[method];
    if (typeof original !== "function") continue;
    client[method] = function (this: unknown, ...args: unknown[]) {
      count += 1;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
  return () => count;
}

const publicPaths = () => [
  "/api/tours",
  "/api/tours/featured",
  `/api/tours/${tourId}`,
  `/api/reviews?package_id=${tourId}`,
  "/api/shop/products",
  "/",
  "/packages",
  `/packages/${tourId}`,
  "/destinations/leh-ladakh",
  "/offers",
  "/travel-gear-store",
  "/sitemap.xml",
  "/robots.txt",
];

const get = (path: string, headers: Record<string, string> = {}) => server.fetch(path, { headers });
const priceOf = async (headers: Record<string, string> = {}) =>
  ((await (await get(`/api/tours/${tourId}`, headers)).json()) as { price: number }).price;

async function until(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A write to the data that does not pass through the app: another connection on PostgreSQL. */
async function writeElsewhere(statement: string) {
  if (!server.database.url) return void (await server.database.db.execute(sql.raw(statement)));
  const client = new pg.Client({ connectionString: server.database.url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe("the response cache in the server", () => {
  it("answers a repeated anonymous GET from memory, with no database round trip", async () => {
    for (const path of publicPaths()) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get("x-cache"), path).toBe("miss");
      await first.arrayBuffer();
    }
    // the first page stored the site's web push keys (a write to app_settings, which empties the
    // cache): fill it again
    for (const path of publicPaths()) await (await get(path)).arrayBuffer();
    const before = queries();
    for (const path of publicPaths()) {
      const again = await get(path);
      expect(again.status, path).toBe(200);
      expect(again.headers.get("x-cache"), path).toBe("hit");
      expect(again.headers.get("cache-control"), path).toMatch(/^public/);
      await again.arrayBuffer();
    }
    expect(queries() - before).toBe(0);
  });

  it("sends a CDN-friendly Cache-Control, brotli when accepted, 304 for its ETag, and HEAD", async () => {
    const page = await get(`/packages/${tourId}`, { "accept-encoding": "gzip, br" });
    expect(page.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=30",
    );
    expect(page.headers.get("vary")).toBe("Accept-Encoding");
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(await page.text()).toContain("<html");
    const raw = await rawGet(`${server.url}/packages/${tourId}`, { "accept-encoding": "gzip, deflate, br" });
    const encoding = raw.headers["content-encoding"];
    expect(encoding).toBe("br");

    const etag = page.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const before = queries();
    const unchanged = await get(`/packages/${tourId}`, { "if-none-match": etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    const head = await server.fetch(`/packages/${tourId}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-cache")).toBe("hit");
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(1000);
    expect(queries() - before).toBe(0);
  });

  it("renders a page once for requests that arrive together", async () => {
    const path = "/destinations/spiti-valley";
    /** database statements for `concurrent` requests of the page just after a change */
    const afterChange = async (concurrent: number) => {
      await (await get(path)).arrayBuffer();
      expect(server.responseCache!.cache.size).toBeGreaterThan(0);
      await writeElsewhere(`UPDATE tour_packages SET title = title WHERE id = '${tourId}'`);
      await until(async () => server.responseCache!.cache.size === 0);
      const before = queries();
      const answers = await Promise.all(Array.from({ length: concurrent }, () => get(path)));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        await answer.arrayBuffer();
      }
      return queries() - before;
    };
    const one = await afterChange(1);
    expect(one).toBeGreaterThan(0);
    expect(await afterChange(8)).toBe(one);
  });

  it("shows a write made by another connection on the next answers (the database notifies)", async () => {
    expect(await priceOf()).toBe(20_000);
    expect((await get(`/api/tours/${tourId}`)).headers.get("x-cache")).toBe("hit");
    const page = await (await get(`/packages/${tourId}`)).text();
    expect(page).toContain("20,000");

    await writeElsewhere(`UPDATE tour_packages SET price = 21000 WHERE id = '${tourId}'`);
    const changed = Date.now();
    await until(async () => (await priceOf()) === 21_000, 1000);
    expect(Date.now() - changed).toBeLessThan(1000);
    expect(await (await get(`/packages/${tourId}`)).text()).toContain("21,000");
  });

  it("shows staff their own edit on their very next request", async () => {
    expect(await priceOf()).toBe(21_000);
    expect((await get(`/api/tours/${tourId}`)).headers.get("x-cache")).toBe("hit");
    const response = await server.fetch(`/api/tours/${tourId}`, {
      method: "PATCH",
      headers: admin,
      body: tourForm({ price: "22000" }),
    });
    expect(response.status).toBe(200);
    expect(await priceOf()).toBe(22_000);
  });

  it("never keeps or serves answers for a signed-in admin, private calls or failures", async () => {
    await get("/"); // cached for visitors
    const signedIn = await get("/", { cookie: "sf_admin=whatever" });
    expect(signedIn.headers.get("x-cache")).toBeNull();
    const withToken = await get("/api/tours", admin);
    expect(withToken.headers.get("x-cache")).toBeNull();

    // the admin's list of every review: personal, never cached even when asked without credentials
    const allReviews = await get("/api/reviews", admin);
    expect(allReviews.status).toBe(200);
    expect(allReviews.headers.get("cache-control")).toBe("no-store");
    expect((await get("/api/reviews")).status).toBe(401);
    expect((await get("/api/reviews")).headers.get("x-cache")).toBeNull();

    for (const path of ["/admin/login", "/packages/00000000-0000-4000-8000-000000000000", "/no-such-page"]) {
      await get(path);
      expect((await get(path)).headers.get("x-cache"), path).toBeNull();
    }
  });

  it("is neither read nor filled while the change notifications cannot be heard", async () => {
    await get("/api/shop/products");
    expect((await get("/api/shop/products")).headers.get("x-cache")).toBe("hit");
    const cache = server.responseCache!;
    if (server.database.url) {
      // PostgreSQL: the listening connection is cut; the listener reconnects by itself
      await writeElsewhere(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '${LISTENER_NAME}' AND datname = current_database()`,
      );
    } else {
      // PGlite listens in process and cannot lose its connection: stop listening instead
      await cache.stop();
    }
    await until(async () => !cache.usable());
    // a write nobody hears about, yet the next answers show it
    await server.database.db.update(tourPackages).set({ price: 23_000 }).where(eq(tourPackages.id, tourId));
    const bypassed = await get(`/api/tours/${tourId}`);
    expect(bypassed.headers.get("x-cache")).toBeNull();
    expect(((await bypassed.json()) as { price: number }).price).toBe(23_000);
    expect((await get("/api/shop/products")).headers.get("x-cache")).toBeNull();

    if (server.database.url) {
      await until(async () => cache.usable(), 15_000);
      await get("/api/shop/products");
      expect((await get("/api/shop/products")).headers.get("x-cache")).toBe("hit");
      expect(await priceOf()).toBe(23_000);
    }
  });
});

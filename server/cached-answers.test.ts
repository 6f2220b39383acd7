import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { afterEach, describe, expect, it } from "vitest";
import { answerFromCache, cachedAnswers, type SharedResponseCache } from "./cached-answers";
import { createResponseCache } from "./response-cache";
import type { FinishedRequest } from "./request-log";

/** The cache's middleware and Node-level fast path around a tiny app that counts its renders. */
function harness() {
  let live = true;
  let databaseDown = false;
  const shared: SharedResponseCache = {
    cache: createResponseCache(),
    usable: () => live,
    readable: () => live || databaseDown,
    stop: async () => {},
    counts: { hits: 0, misses: 0 },
  };
  const renders: Record<string, number> = {};
  const app = new Hono();
  app.use(compress());
  app.use(cachedAnswers(shared));
  app.get("/page", async (c) => {
    renders["/page"] = (renders["/page"] ?? 0) + 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
    return c.html(`<p>${"page ".repeat(300)}</p>`);
  });
  app.get("/cookie", (c) => {
    c.header("Set-Cookie", "seen=1");
    return c.html("<p>welcome</p>");
  });
  app.post("/write", (c) => c.json({ ok: true }));
  return {
    shared,
    app,
    renders,
    setLive: (value: boolean) => (live = value),
    setDatabaseDown: (value: boolean) => (databaseDown = value),
  };
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

async function listen(listener: http.RequestListener): Promise<string> {
  const server = http.createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("cachedAnswers middleware", () => {
  it("renders once for requests that arrive together, then answers from memory", async () => {
    const { app, renders } = harness();
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.request("/page")));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(renders["/page"]).toBe(1);
    expect((await app.request("/page")).headers.get("x-cache")).toBe("hit");
    expect(renders["/page"]).toBe(1);
  });

  it("empties the cache after a write by staff, not after a visitor's", async () => {
    const { app, shared } = harness();
    await app.request("/page");
    expect(shared.cache.size).toBe(1);
    await app.request("/write", { method: "POST" });
    expect(shared.cache.size).toBe(1);
    await app.request("/write", { method: "POST", headers: { authorization: "Bearer staff" } });
    expect(shared.cache.size).toBe(0);
    await app.request("/page");
    await app.request("/write", { method: "POST", headers: { cookie: "__Host-sf_admin=abc" } });
    expect(shared.cache.size).toBe(0);
  });

  it("keeps no answer that sets a cookie, and still compresses it", async () => {
    const { app, shared } = harness();
    const response = await app.request("/cookie", { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("set-cookie")).toBe("seen=1");
    expect(response.headers.get("x-cache")).toBeNull();
    expect(shared.cache.size).toBe(0);
    const page = await app.request("/page", {
      headers: { cookie: "sf_admin=abc", "accept-encoding": "gzip" },
    });
    expect(page.headers.get("content-encoding")).toBe("gzip");
    expect(page.headers.get("x-cache")).toBeNull();
  });

  it("neither reads nor fills the cache while it is not usable", async () => {
    const { app, shared, renders, setLive } = harness();
    await app.request("/page");
    setLive(false);
    expect((await app.request("/page")).headers.get("x-cache")).toBeNull();
    expect(renders["/page"]).toBe(2);
    shared.cache.clear();
    await app.request("/page");
    expect(shared.cache.size).toBe(0);
  });
});

describe("while the database cannot be reached (issue 22)", () => {
  it("keeps serving what it holds, at both levels, even with the change listener lost, and keeps nothing new", async () => {
    const { app, shared, renders, setLive, setDatabaseDown } = harness();
    const base = await listen(answerFromCache(shared, getRequestListener(app.fetch)));
    await app.request("/page");
    setLive(false);
    setDatabaseDown(true);
    expect((await app.request("/page")).headers.get("x-cache")).toBe("hit");
    expect((await fetch(`${base}/page`)).headers.get("x-cache")).toBe("hit");
    expect(renders["/page"]).toBe(1);
    // a page it does not hold is rendered (or refused) by the app, and not kept
    await app.request("/page?other=1");
    expect(shared.cache.size).toBe(1);
  });
});

describe("answerFromCache at Node's level", () => {
  it("writes a hit itself and hands everything else to the app", async () => {
    const { app, shared, renders } = harness();
    const base = await listen(answerFromCache(shared, getRequestListener(app.fetch)));
    expect((await fetch(`${base}/page`)).headers.get("x-cache")).toBe("miss");
    const hit = await fetch(`${base}/page`, { headers: { "accept-encoding": "br" } });
    expect(hit.headers.get("x-cache")).toBe("hit");
    expect(await hit.text()).toContain("page page");
    const etag = hit.headers.get("etag")!;
    const unchanged = await fetch(`${base}/page`, { headers: { "if-none-match": etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("content-length")).toBeNull();
    const head = await fetch(`${base}/page`, { method: "HEAD" });
    expect(head.headers.get("x-cache")).toBe("hit");
    expect(renders["/page"]).toBe(1);

    // a signed-in admin, and a query string the app has not answered yet, reach the app
    expect(
      (await fetch(`${base}/page`, { headers: { cookie: "sf_admin=x" } })).headers.get("x-cache"),
    ).toBeNull();
    expect((await fetch(`${base}/page?b=2&a=1`)).headers.get("x-cache")).toBe("miss");
    expect((await fetch(`${base}/page?a=1&b=2`)).headers.get("x-cache")).toBe("hit");
    expect(renders["/page"]).toBe(3);
  });
});

describe("a hit's request id, log line and count", () => {
  it("answers a hit with a new X-Request-Id (or a trusted proxy's), tells the observer, and counts hits and misses", async () => {
    const { app, shared } = harness();
    const seen: FinishedRequest[] = [];
    const direct = await listen(
      answerFromCache(shared, getRequestListener(app.fetch), { observe: (request) => seen.push(request) }),
    );
    await fetch(`${direct}/page`);
    expect(shared.counts).toEqual({ hits: 0, misses: 1 });
    const hit = await fetch(`${direct}/page`, { headers: { "x-request-id": "from-client" } });
    expect(hit.headers.get("x-cache")).toBe("hit");
    const id = hit.headers.get("x-request-id");
    // no proxy is trusted: the caller's own id is not taken
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen).toEqual([
      { requestId: id, method: "GET", path: "/page", status: 200, ms: expect.any(Number) },
    ]);
    expect(shared.counts).toEqual({ hits: 1, misses: 1 });

    const behindProxy = await listen(
      answerFromCache(shared, getRequestListener(app.fetch), { trustedProxies: 1 }),
    );
    const forwarded = await fetch(`${behindProxy}/page`, { headers: { "x-request-id": "lb-4f2a.91" } });
    expect(forwarded.headers.get("x-request-id")).toBe("lb-4f2a.91");
    const unsafe = await fetch(`${behindProxy}/page`, { headers: { "x-request-id": 'a b"c' } });
    expect(unsafe.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

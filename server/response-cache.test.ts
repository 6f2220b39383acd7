import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  cacheKeyOf,
  createResponseCache,
  isCacheableRequest,
  nextIndiaMidnight,
  respondFromCache,
  toCachedResponse,
} from "./response-cache";

const page = "<!doctype html><html><body>" + "Leh Ladakh ".repeat(200) + "</body></html>";
const htmlResponse = (init: ResponseInit = {}) =>
  new Response(page, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" }, ...init });
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://site.example${path}`, { headers });

describe("which requests the response cache answers", () => {
  it("takes anonymous GETs of public pages and catalogue calls", () => {
    for (const path of [
      "/",
      "/packages?q=ladakh",
      "/packages/abc",
      "/destinations/kerala",
      "/packages.data",
    ]) {
      expect(isCacheableRequest(get(path)), path).toBe(true);
    }
    for (const path of ["/api/tours", "/api/tours/featured", "/api/tours/abc", "/api/shop/products"]) {
      expect(isCacheableRequest(get(path)), path).toBe(true);
    }
    expect(isCacheableRequest(get("/api/reviews?package_id=abc"))).toBe(true);
    // one traveller's signed links (issue 27) are never kept for everyone
    expect(isCacheableRequest(get("/review/abc.def"))).toBe(false);
    expect(isCacheableRequest(get("/trip-emails/stop/abc.def"))).toBe(false);
  });

  it("never takes the admin area, private API calls, writes or a signed-in admin", () => {
    for (const path of [
      "/admin",
      "/admin/bookings",
      "/admin.data",
      "/api/bookings",
      "/api/contact",
      "/api/reviews",
    ]) {
      expect(isCacheableRequest(get(path)), path).toBe(false);
    }
    expect(isCacheableRequest(new Request("http://site.example/", { method: "POST" }))).toBe(false);
    expect(isCacheableRequest(get("/", { cookie: "theme=dark; sf_admin=abc" }))).toBe(false);
    expect(isCacheableRequest(get("/api/tours", { authorization: "Bearer x" }))).toBe(false);
    expect(isCacheableRequest(get("/", { cookie: "theme=dark" }))).toBe(true);
  });

  it("keys by path and sorted query", () => {
    expect(cacheKeyOf("/packages?b=2&a=1")).toBe(cacheKeyOf("/packages?a=1&b=2"));
    expect(cacheKeyOf("/packages?a=1")).not.toBe(cacheKeyOf("/packages?a=2"));
    expect(cacheKeyOf("/packages?")).toBe("/packages");
  });
});

const stored = async (response: Response, options = {}) => {
  const made = (await toCachedResponse(response, options))!;
  await made.whenComplete;
  return made.entry;
};

describe("what the response cache keeps and how it answers", () => {
  it("keeps only a plain 200 that sets no cookie and is not private", async () => {
    expect(await toCachedResponse(htmlResponse())).not.toBeNull();
    expect(await toCachedResponse(htmlResponse({ status: 404 }))).toBeNull();
    const withCookie = htmlResponse();
    withCookie.headers.set("Set-Cookie", "a=b");
    expect(await toCachedResponse(withCookie)).toBeNull();
    for (const value of ["no-store", "private, max-age=0"]) {
      const personal = htmlResponse();
      personal.headers.set("Cache-Control", value);
      expect(await toCachedResponse(personal), value).toBeNull();
    }
  });

  it("answers with brotli, gzip or plain bytes as the client accepts, and 304 for its ETag", async () => {
    const entry = await stored(htmlResponse());
    const br = respondFromCache(entry, get("/", { "accept-encoding": "gzip, deflate, br" }));
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(page);

    const gzip = respondFromCache(entry, get("/", { "accept-encoding": "gzip" }));
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page);

    const plain = respondFromCache(entry, get("/"));
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(page);
    expect(plain.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(plain.headers.get("cache-control")).toMatch(/^public, .*s-maxage=60/);
    expect(plain.headers.get("x-cache")).toBe("hit");

    const again = respondFromCache(entry, get("/", { "if-none-match": `W/${entry.etag}` }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    const head = respondFromCache(entry, new Request("http://site.example/", { method: "HEAD" }));
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(page.length));
  });

  it("keeps a route's own public Cache-Control", async () => {
    const robots = new Response("User-agent: *\n", {
      headers: { "Content-Type": "text/plain", "Cache-Control": "public, max-age=86400" },
    });
    const entry = await stored(robots);
    expect(respondFromCache(entry, get("/robots.txt")).headers.get("cache-control")).toBe(
      "public, max-age=86400",
    );
  });

  it("lets nothing outlive India's midnight, and tells a CDN so in the last minutes", async () => {
    // 23:59:00 in India is 18:29:00 UTC
    const beforeMidnight = Date.parse("2026-11-23T18:29:00Z");
    expect(nextIndiaMidnight(beforeMidnight)).toBe(Date.parse("2026-11-23T18:30:00Z"));
    expect(nextIndiaMidnight(Date.parse("2026-11-23T18:30:00Z"))).toBe(Date.parse("2026-11-24T18:30:00Z"));
    const entry = await stored(htmlResponse(), { now: beforeMidnight });
    expect(entry.expiresAt).toBe(Date.parse("2026-11-23T18:30:00Z"));
    const cache = createResponseCache();
    cache.set("/", entry, cache.generation);
    expect(cache.get("/", beforeMidnight + 59_000)).toBe(entry);
    expect(cache.get("/", beforeMidnight + 60_000)).toBeUndefined();
    const late = respondFromCache(entry, get("/"), { now: beforeMidnight + 30_000 });
    expect(late.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
  });

  it("forgets entries when cleared, when expired, and the least recently used when full", async () => {
    const cache = createResponseCache({ maxEntries: 2 });
    const entry = await stored(htmlResponse(), { now: 0, maxAgeMs: 1000 });
    cache.set("a", entry, cache.generation);
    cache.set("b", entry, cache.generation);
    expect(cache.get("a", 10)).toBeDefined(); // a is now the most recent
    cache.set("c", entry, cache.generation);
    expect(cache.get("b", 10)).toBeUndefined();
    expect(cache.get("a", 10)).toBeDefined();
    expect(cache.get("a", 5000)).toBeUndefined();

    const started = cache.generation;
    cache.clear();
    expect(cache.set("d", entry, started)).toBe(false); // rendered before the change: not kept
    expect(cache.get("d", 10)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("holds no more bytes than it is allowed", async () => {
    const entry = await stored(htmlResponse(), { now: 0, maxAgeMs: 1000 });
    const cache = createResponseCache({ maxBytes: entry.bytes * 2 + 1 });
    for (const key of ["a", "b", "c"]) cache.set(key, entry, cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(entry.bytes * 2);
  });
});

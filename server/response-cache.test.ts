import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  cacheKeyOf,
  createResponseCache,
  isCacheableRequest,
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
    expect(cacheKeyOf(get("/packages?b=2&a=1"))).toBe(cacheKeyOf(get("/packages?a=1&b=2")));
    expect(cacheKeyOf(get("/packages?a=1"))).not.toBe(cacheKeyOf(get("/packages?a=2")));
  });
});

describe("what the response cache keeps and how it answers", () => {
  it("keeps only a plain 200 that sets no cookie", async () => {
    expect(await toCachedResponse(htmlResponse())).not.toBeNull();
    expect(await toCachedResponse(htmlResponse({ status: 404 }))).toBeNull();
    const withCookie = htmlResponse();
    withCookie.headers.set("Set-Cookie", "a=b");
    expect(await toCachedResponse(withCookie)).toBeNull();
  });

  it("answers with brotli, gzip or plain bytes as the client accepts, and 304 for its ETag", async () => {
    const entry = (await toCachedResponse(htmlResponse()))!;
    const br = respondFromCache(entry, get("/", { "accept-encoding": "gzip, deflate, br" }));
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(page);

    const gzip = respondFromCache(entry, get("/", { "accept-encoding": "gzip" }));
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page);

    const plain = respondFromCache(entry, get("/"));
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(page);
    expect(plain.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(plain.headers.get("cache-control")).toMatch(/public/);

    const again = respondFromCache(entry, get("/", { "if-none-match": entry.etag }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("forgets entries when cleared, when too old, and the least recently used when full", async () => {
    const cache = createResponseCache({ maxEntries: 2, maxAgeMs: 1000 });
    const entry = (await toCachedResponse(htmlResponse(), 0))!;
    cache.set("a", entry, cache.generation);
    cache.set("b", entry, cache.generation);
    expect(cache.get("a", 10)).toBeDefined(); // a is now the most recent
    cache.set("c", entry, cache.generation);
    expect(cache.get("b", 10)).toBeUndefined();
    expect(cache.get("a", 10)).toBeDefined();
    expect(cache.get("a", 5000)).toBeUndefined();

    const started = cache.generation;
    cache.clear();
    cache.set("d", entry, started); // rendered before the change: not kept
    expect(cache.get("d", 10)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Finished answers to anonymous GETs, kept in memory with their gzip and brotli forms, so a page
 * or catalogue call that nothing has changed is served without routing, rendering or a database
 * round trip. Entries are dropped when the data behind them changes (see cache-invalidation.ts)
 * and after `maxAgeMs` at the latest (pages show today's date in forms, offers expire).
 */
export type CachedResponse = {
  status: number;
  headers: [string, string][];
  etag: string;
  identity: Uint8Array;
  gzip: Uint8Array | null;
  br: Uint8Array | null;
  storedAt: number;
};

/** API reads that are the same for every visitor; everything else under /api is never cached. */
const PUBLIC_API = [/^\/api\/tours(\/featured|\/[^/]+)?$/, /^\/api\/shop\/products$/, /^\/api\/reviews$/];
const NEVER = [/^\/admin(\/|$|\.data)/, /^\/api\//, /^\/uploads\//, /^\/assets\//, /^\/booking(\/|$)/];
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|ld\+json)|image\/svg)/;
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** Cookies that make an answer personal: the admin session. Other cookies do not matter here. */
const PERSONAL_COOKIE = /(?:^|;\s*)(__Host-|__Secure-)?sf_admin/;

export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (request.headers.has("authorization")) return false;
  if (PERSONAL_COOKIE.test(request.headers.get("cookie") ?? "")) return false;
  const { pathname, searchParams } = new URL(request.url);
  if (PUBLIC_API.some((pattern) => pattern.test(pathname))) {
    // the admin's list of every review is not public; one package's reviews are
    return pathname !== "/api/reviews" || searchParams.has("package_id");
  }
  return !NEVER.some((pattern) => pattern.test(pathname));
}

export function cacheKeyOf(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.sort();
  return `${url.pathname}?${url.searchParams}`;
}

/** A copy of `response` worth keeping, or null: only a plain 200 that sets no cookie and allows it. */
export async function toCachedResponse(response: Response, now = Date.now()): Promise<CachedResponse | null> {
  if (response.status !== 200 || response.headers.has("set-cookie")) return null;
  const cacheControl = response.headers.get("cache-control") ?? "";
  if (/no-store|private/.test(cacheControl) && !response.headers.has("x-cache-public")) return null;
  if (response.headers.has("content-encoding")) return null;
  const identity = new Uint8Array(await response.arrayBuffer());
  if (identity.byteLength > MAX_BODY_BYTES) return null;
  const type = response.headers.get("content-type") ?? "";
  const compressible = COMPRESSIBLE.test(type) && identity.byteLength > 512;
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!["content-length", "etag", "cache-control", "vary", "x-cache-public", "date"].includes(name)) {
      headers.push([name, value]);
    }
  });
  return {
    status: 200,
    headers,
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    identity,
    gzip: compressible ? gzipSync(identity, { level: 9 }) : null,
    br: compressible
      ? brotliCompressSync(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 10,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
          },
        })
      : null,
    storedAt: now,
  };
}

/** Browsers and CDNs may keep it briefly, and must ask again (cheaply, with the ETag) after that. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=30";

export function respondFromCache(entry: CachedResponse, request: Request, extraHeaders?: Headers): Response {
  const headers = new Headers(entry.headers);
  headers.set("ETag", entry.etag);
  headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  headers.set("Vary", "Accept-Encoding");
  extraHeaders?.forEach((value, name) => headers.set(name, value));
  const match = request.headers.get("if-none-match");
  if (match && match.split(",").some((tag) => tag.trim().replace(/^W\//, "") === entry.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const accepted = request.headers.get("accept-encoding") ?? "";
  let body = entry.identity;
  if (entry.br && /\bbr\b/.test(accepted)) {
    body = entry.br;
    headers.set("Content-Encoding", "br");
  } else if (entry.gzip && /\bgzip\b/.test(accepted)) {
    body = entry.gzip;
    headers.set("Content-Encoding", "gzip");
  }
  headers.set("Content-Length", String(body.byteLength));
  return new Response(request.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), {
    status: entry.status,
    headers,
  });
}

/** A bounded map, least recently used out first, with a maximum age per entry. */
export function createResponseCache({ maxEntries = 1000, maxAgeMs = 5 * 60_000 } = {}) {
  const entries = new Map<string, CachedResponse>();
  let generation = 0;
  return {
    get(key: string, now = Date.now()): CachedResponse | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (now - entry.storedAt > maxAgeMs) return undefined;
      entries.set(key, entry);
      return entry;
    },
    /** The generation a render started in: an answer rendered before a change is not kept after it. */
    get generation() {
      return generation;
    },
    set(key: string, entry: CachedResponse, startedIn: number) {
      if (startedIn !== generation) return;
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
export type ResponseCache = ReturnType<typeof createResponseCache>;

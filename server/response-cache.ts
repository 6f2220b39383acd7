import { createHash } from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzipSync } from "node:zlib";
import { PUBLIC_CACHE_CONTROL } from "../app/lib/http.server";

/**
 * Finished answers to anonymous GETs, kept in memory with their gzip and brotli forms, so a page
 * or catalogue call that nothing has changed is served without routing, rendering or a database
 * round trip (docs/decisions/017-response-cache.md). Entries are dropped when the data behind
 * them changes (cache-invalidation.ts), at India's midnight (pages show today's date: the booking
 * form's first day, offers) and after `maxAgeMs` at the latest.
 */
export type CachedResponse = {
  etag: string;
  /** the route's own public Cache-Control, or null for the default one */
  cacheControl: string | null;
  /** one per encoding: the bytes and every header to send with them (Node's shape) */
  forms: Partial<Record<Encoding, CachedForm>>;
  bytes: number;
  storedAt: number;
  expiresAt: number;
};
type Encoding = "identity" | "gzip" | "br";
type CachedForm = {
  body: Uint8Array;
  headers: OutgoingHttpHeaders;
  /**
   * The same headers flat, as Node's writeHead takes them (name, value, ...), ending with
   * `x-request-id` and an empty value for the fast path to fill in; `notModified` without
   * Content-Length. The fast path copies one of these lists a request: spreading the headers
   * into a new object a request let V8 promote every copy to the old generation (ADR 044).
   */
  wire: { ok: string[]; notModified: string[] };
};

/** API reads that are the same for every visitor; everything else under /api is never cached. */
const PUBLIC_API = [/^\/api\/tours(\/featured|\/[^/]+)?$/, /^\/api\/shop\/products$/, /^\/api\/reviews$/];
const NEVER = [
  /^\/admin(\/|$|\.data)/,
  /^\/api\//,
  /^\/uploads\//,
  /^\/assets\//,
  /^\/booking(\/|$)/,
  // one traveller's signed links (issue 27): the review form and the stop of the trip emails
  /^\/(review|trip-emails)\//,
];
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|ld\+json)|image\/svg)/;
const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** Headers the cache sets itself on every answer it gives. */
const OWN_HEADERS = new Set(["content-length", "content-encoding", "etag", "cache-control", "vary", "date"]);

/** Cookies that make an answer personal: the admin session. Other cookies do not matter here. */
const PERSONAL_COOKIE = /(?:^|;\s*)(__Host-|__Secure-)?sf_admin/;

/** The request side, in the two shapes it arrives in (a Fetch Request, Node's IncomingMessage). */
export function isPersonalRequest(
  authorization: string | null | undefined,
  cookie: string | null | undefined,
) {
  return Boolean(authorization) || PERSONAL_COOKIE.test(cookie ?? "");
}

export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (isPersonalRequest(request.headers.get("authorization"), request.headers.get("cookie"))) return false;
  const { pathname, searchParams } = new URL(request.url);
  if (PUBLIC_API.some((pattern) => pattern.test(pathname))) {
    // the admin's list of every review is not public; one package's reviews are
    return pathname !== "/api/reviews" || searchParams.has("package_id");
  }
  return !NEVER.some((pattern) => pattern.test(pathname));
}

/** The path with its query parameters sorted ("/packages?a=1&b=2"): the same key for the same answer. */
export function cacheKeyOf(pathAndQuery: string): string {
  const mark = pathAndQuery.indexOf("?");
  if (mark === -1) return pathAndQuery;
  const params = new URLSearchParams(pathAndQuery.slice(mark + 1));
  params.sort();
  const query = params.toString();
  return query ? `${pathAndQuery.slice(0, mark)}?${query}` : pathAndQuery.slice(0, mark);
}

/** Whether an answer may be kept for everyone: a plain 200 that sets no cookie and does not say private. */
export function isStorableResponse(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  if (response.headers.has("content-encoding")) return false;
  const length = Number(response.headers.get("content-length") ?? 0);
  if (length > MAX_BODY_BYTES) return false;
  return !/no-store|private|no-cache/i.test(response.headers.get("cache-control") ?? "");
}

/** The next midnight in Asia/Kolkata (UTC+05:30 all year) after `now`. */
export function nextIndiaMidnight(now: number): number {
  const offset = (5 * 60 + 30) * 60_000;
  const day = 24 * 60 * 60_000;
  return Math.floor((now + offset) / day) * day + day - offset;
}

const brotli = promisify(brotliCompress);

/** A copy of a storable `response` (see isStorableResponse); tests and one-off callers. */
export async function toCachedResponse(response: Response, options: EntryOptions = {}) {
  if (!isStorableResponse(response)) return null;
  return cachedResponseOf(response, new Uint8Array(await response.arrayBuffer()), options);
}

type EntryOptions = { now?: number; maxAgeMs?: number };

/**
 * The entry for a storable answer whose body was read into `identity`, with its gzip form; the
 * brotli form is made off the main thread and added when ready (`whenComplete`), gzip serving
 * until then. Null when the body is too large to keep.
 */
export function cachedResponseOf(
  response: Response,
  identity: Uint8Array,
  { now = Date.now(), maxAgeMs = 5 * 60_000 }: EntryOptions = {},
): { entry: CachedResponse; whenComplete: Promise<void> } | null {
  if (identity.byteLength > MAX_BODY_BYTES) return null;
  const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  const routeCacheControl = response.headers.get("cache-control");
  const common: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    if (!OWN_HEADERS.has(name)) common[name] = value;
  });
  const entry: CachedResponse = {
    etag,
    cacheControl: routeCacheControl && /public/i.test(routeCacheControl) ? routeCacheControl : null,
    forms: {},
    bytes: 0,
    storedAt: now,
    expiresAt: Math.min(now + maxAgeMs, nextIndiaMidnight(now)),
  };
  const addForm = (encoding: Encoding, body: Uint8Array) => {
    const headers: OutgoingHttpHeaders = {
      ...common,
      etag,
      "cache-control": entry.cacheControl ?? PUBLIC_CACHE_CONTROL,
      vary: "Accept-Encoding",
      "content-length": String(body.byteLength),
      "x-cache": "hit",
    };
    if (encoding !== "identity") headers["content-encoding"] = encoding;
    entry.forms[encoding] = { body, headers, wire: wireHeadersOf(headers) };
    entry.bytes += body.byteLength;
  };
  addForm("identity", identity);
  const type = response.headers.get("content-type") ?? "";
  if (!COMPRESSIBLE.test(type) || identity.byteLength <= 512) {
    return { entry, whenComplete: Promise.resolve() };
  }
  addForm("gzip", gzipSync(identity, { level: 9 }));
  const whenComplete = brotli(identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 10,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
    },
  }).then((br) => addForm("br", br));
  return { entry, whenComplete };
}

function wireHeadersOf(headers: OutgoingHttpHeaders): CachedForm["wire"] {
  const flat = (skip: string) =>
    Object.entries(headers)
      .filter(([name]) => name !== skip)
      .flatMap(([name, value]) => [name, String(value)])
      .concat("x-request-id", "");
  return { ok: flat(""), notModified: flat("content-length") };
}

/** Which stored form to send for an Accept-Encoding header. */
export function formFor(entry: CachedResponse, acceptEncoding: string | null | undefined): CachedForm {
  const accepted = acceptEncoding ?? "";
  if (entry.forms.br && /\bbr\b/.test(accepted)) return entry.forms.br;
  if (entry.forms.gzip && /\bgzip\b/.test(accepted)) return entry.forms.gzip;
  return entry.forms.identity!;
}

export function matchesEtag(entry: CachedResponse, ifNoneMatch: string | null | undefined): boolean {
  if (!ifNoneMatch) return false;
  return (
    ifNoneMatch === entry.etag ||
    ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === entry.etag)
  );
}

/**
 * The default Cache-Control lets a CDN keep an answer a minute; in the last 90 seconds before the
 * India midnight that expires it, no longer than until then.
 */
export function cacheControlAt(entry: CachedResponse, now: number): string | null {
  if (entry.cacheControl || entry.expiresAt - now > 90_000) return null;
  return `public, max-age=0, s-maxage=${Math.max(0, Math.floor((entry.expiresAt - now) / 1000))}`;
}

/**
 * The cached answer as a Fetch Response (the Hono path; Node's fast path writes the form itself).
 * `fresh`: this request rendered it ("x-cache: miss").
 */
export function respondFromCache(
  entry: CachedResponse,
  request: Request,
  { now = Date.now(), fresh = false } = {},
): Response {
  const form = formFor(entry, request.headers.get("accept-encoding"));
  const headers = new Headers();
  for (const [name, value] of Object.entries(form.headers)) headers.set(name, String(value));
  if (fresh) headers.set("x-cache", "miss");
  const cacheControl = cacheControlAt(entry, now);
  if (cacheControl) headers.set("cache-control", cacheControl);
  if (matchesEtag(entry, request.headers.get("if-none-match"))) {
    headers.delete("content-length");
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === "HEAD" ? null : (form.body as Uint8Array<ArrayBuffer>), {
    status: 200,
    headers,
  });
}

/**
 * A bounded map, least recently used out first, with an expiry per entry. `generation` moves on
 * every clear: an answer rendered before a change is not kept after it.
 */
export function createResponseCache({ maxEntries = 2000, maxBytes = 48 * 1024 * 1024 } = {}) {
  // each entry with the bytes it was counted at (its brotli form may arrive later: `recount`)
  const entries = new Map<string, { entry: CachedResponse; counted: number }>();
  let generation = 0;
  let bytes = 0;
  const remove = (key: string) => {
    const slot = entries.get(key);
    if (!slot) return;
    entries.delete(key);
    bytes -= slot.counted;
  };
  return {
    get(key: string, now = Date.now()): CachedResponse | undefined {
      const slot = entries.get(key);
      if (!slot) return undefined;
      entries.delete(key);
      if (now >= slot.entry.expiresAt) {
        bytes -= slot.counted;
        return undefined;
      }
      entries.set(key, slot);
      return slot.entry;
    },
    get generation() {
      return generation;
    },
    /** Keeps `entry` unless the cache was cleared since `startedIn` (the generation the render began in). */
    set(key: string, entry: CachedResponse, startedIn: number): boolean {
      if (startedIn !== generation) return false;
      remove(key);
      entries.set(key, { entry, counted: entry.bytes });
      bytes += entry.bytes;
      this.trim();
      return true;
    },
    /** An entry grew after it was stored (its brotli form arrived): count it again. */
    recount(key: string, entry: CachedResponse) {
      const slot = entries.get(key);
      if (slot?.entry !== entry) return;
      bytes += entry.bytes - slot.counted;
      slot.counted = entry.bytes;
      this.trim();
    },
    trim() {
      while (entries.size > maxEntries || bytes > maxBytes) remove(entries.keys().next().value!);
    },
    clear() {
      generation += 1;
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
export type ResponseCache = ReturnType<typeof createResponseCache>;

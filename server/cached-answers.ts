import type { IncomingHttpHeaders, RequestListener, ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import type { Database } from "../db/client";
import { listenForChanges } from "./cache-invalidation";
import { requestIdOf, type RequestObserver } from "./request-log";
import {
  cacheControlAt,
  cacheKeyOf,
  cachedResponseOf,
  createResponseCache,
  formFor,
  isCacheableRequest,
  isPersonalRequest,
  isStorableResponse,
  matchesEtag,
  respondFromCache,
  type CachedResponse,
  type ResponseCache,
} from "./response-cache";

/**
 * The response cache as the server uses it (docs/decisions/017-response-cache.md): one per
 * process, emptied whenever any process writes to the data behind it.
 */
export type SharedResponseCache = {
  cache: ResponseCache;
  /** false while another process's writes might go unheard: the cache is then not filled */
  usable(): boolean;
  /**
   * Whether kept answers may be served: while usable, and also while the database cannot be
   * reached at all (a stale public page beats a 503 when nothing can be written meanwhile).
   */
  readable(): boolean;
  stop(): Promise<void>;
  /** cacheable requests answered from the cache (hits) and by the app (misses), for the metrics */
  counts: { hits: number; misses: number };
};

type Log = (line: Record<string, unknown>) => void;

/**
 * A cache emptied by every change notification (server/cache-invalidation.ts). `databaseDown`:
 * the database breaker is open (server/database-breaker.ts); kept answers are served meanwhile.
 */
export async function startResponseCache(
  database: Database,
  log?: Log,
  databaseDown: () => boolean = () => false,
): Promise<SharedResponseCache> {
  const cache = createResponseCache();
  const listener = await listenForChanges(database, () => cache.clear(), log);
  return {
    cache,
    usable: () => listener.connected,
    readable: () => listener.connected || databaseDown(),
    stop: () => listener.stop(),
    counts: { hits: 0, misses: 0 },
  };
}

/**
 * Hono middleware, inside compression (which leaves an answer with its own Content-Encoding
 * alone) and outside everything else: answers a cacheable request from the cache, or lets the
 * app answer and keeps a storable result. Requests for the same page while it renders wait for
 * that one render. A write by staff empties this process's cache as soon as it is done, so
 * their next page shows it even before the database's notification arrives.
 */
export function cachedAnswers(shared: SharedResponseCache): MiddlewareHandler {
  const { cache, counts } = shared;
  const rendering = new Map<string, Promise<CachedResponse | null>>();

  return async (c, next) => {
    const request = c.req.raw;
    if (request.method !== "GET" && request.method !== "HEAD") {
      await next();
      if (isPersonalRequest(request.headers.get("authorization"), request.headers.get("cookie")))
        cache.clear();
      return;
    }
    if (!shared.readable() || !isCacheableRequest(request)) return next();
    const url = new URL(request.url);
    const key = cacheKeyOf(url.pathname + url.search);
    const hit = cache.get(key);
    if (hit) {
      counts.hits += 1;
      return respondFromCache(hit, request);
    }
    counts.misses += 1;
    if (!shared.usable()) return next();
    // a HEAD answer has no body to keep
    if (request.method === "HEAD") return next();

    const generation = cache.generation;
    const flight = `${generation} ${key}`;
    const earlier = rendering.get(flight);
    if (earlier) {
      const entry = await earlier;
      if (entry) return respondFromCache(entry, request);
      return next();
    }
    let settle: (entry: CachedResponse | null) => void = () => {};
    rendering.set(flight, new Promise((resolve) => (settle = resolve)));
    let kept: CachedResponse | null = null;
    try {
      await next();
      const response = c.res;
      if (!isStorableResponse(response)) return;
      const identity = new Uint8Array(await response.arrayBuffer());
      const made = cachedResponseOf(response, identity);
      // cleared first: assigning over a response would copy the old headers back onto the new one
      c.res = undefined;
      if (!made) {
        c.res = new Response(identity as Uint8Array<ArrayBuffer>, response);
        return;
      }
      if (shared.usable() && cache.set(key, made.entry, generation)) {
        kept = made.entry;
        void made.whenComplete.then(() => cache.recount(key, made.entry));
      }
      c.res = respondFromCache(made.entry, request, { fresh: true });
    } finally {
      rendering.delete(flight);
      settle(kept);
    }
  };
}

/**
 * In front of the whole app, at Node's level: a cached answer is written straight from memory
 * without building a Fetch Request, so a hit costs little more than a bare `node:http` server.
 * A key is stored only for a cacheable path, so finding one means the path is cacheable; the
 * method and the caller's credentials are checked here. Anything else goes to `fallback`.
 * A hit gets its request id (X-Request-Id) and its log line here, as the app's answers do there.
 */
export function answerFromCache(
  shared: SharedResponseCache,
  fallback: RequestListener,
  options: { observe?: RequestObserver; trustedProxies?: number } = {},
): RequestListener {
  const { cache, counts } = shared;
  const { observe, trustedProxies = 0 } = options;
  return (req, res) => {
    const method = req.method;
    if ((method === "GET" || method === "HEAD") && shared.readable()) {
      const { headers } = req;
      if (!isPersonalRequest(headers.authorization, headers.cookie)) {
        const now = Date.now();
        const url = req.url ?? "/";
        const entry = cache.get(cacheKeyOf(url), now);
        if (entry) {
          counts.hits += 1;
          const requestId = requestIdOf(headers["x-request-id"] as string | undefined, trustedProxies);
          const status = writeCached(entry, method, requestId, headers, res, now);
          observe?.({
            requestId,
            method,
            path: pathOf(url),
            status,
            ms: Date.now() - now,
          });
          return;
        }
      }
    }
    fallback(req, res);
  };
}

const pathOf = (url: string) => {
  const mark = url.indexOf("?");
  return mark === -1 ? url : url.slice(0, mark);
};

function writeCached(
  entry: CachedResponse,
  method: string,
  requestId: string,
  request: IncomingHttpHeaders,
  res: ServerResponse,
  now: number,
): number {
  const form = formFor(entry, request["accept-encoding"]);
  const notModified = matchesEtag(entry, request["if-none-match"]);
  // a copy of the stored list, in the stored order, with this request's id as its last value
  const headers = (notModified ? form.wire.notModified : form.wire.ok).slice();
  headers[headers.length - 1] = requestId;
  const cacheControl = cacheControlAt(entry, now);
  if (cacheControl) {
    for (let name = 0; name < headers.length; name += 2)
      if (headers[name] === "cache-control") headers[name + 1] = cacheControl;
  }
  if (notModified) {
    res.writeHead(304, headers);
    res.end();
    return 304;
  }
  res.writeHead(200, headers);
  res.end(method === "HEAD" ? undefined : form.body);
  return 200;
}

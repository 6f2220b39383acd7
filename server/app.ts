import { mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppContext } from "../app/lib/app-context";
import { isSameOrigin, readSessionCookie } from "../app/features/admin-auth/admin-guard.server";
import { firstTouchCookieFor, firstTouchOf } from "../app/lib/first-touch.server";
import { JSON_BODY_LIMIT } from "../app/lib/http.server";
import { loggedPath, logJson } from "../app/lib/logger.server";
import { hitRateLimit, rateLimitFor, rateLimitMessage } from "../app/lib/rate-limit.server";
import { runWithRequestStore } from "../app/lib/request-store.server";
import { createDatabaseBreaker, type DatabaseBreaker } from "./database-breaker";
import { checkReadiness } from "./health";
import { createServerMetrics, hasBearerToken, type ServerMetrics } from "./metrics";
import { httpCaching, PRIVATE_CACHE_CONTROL } from "./http-caching";
import { createRequestObserver, requestIdOf, type RequestObserver } from "./request-log";
import { baseSecurityHeaders, pageContentSecurityPolicy, UPLOAD_POLICY } from "./security-headers";
import { statusPage } from "./status-pages";

export type ServerAppOptions = {
  /** the built server bundle, or a loader of it (Vite's in development) */
  build: ServerBuild | (() => Promise<ServerBuild>);
  context: Omit<AppContext, "clientAddress">;
  /** build/client: hashed assets and copied public files; absent in development */
  clientDir?: string;
  mode?: "production" | "development";
  /** told of every answered request (server/request-log.ts: the request log and the metrics) */
  observe?: RequestObserver;
  /** the metrics /metrics shows when METRICS_TOKEN is set (made here from `context` when absent) */
  metrics?: ServerMetrics;
  /** opened by a request that runs out of time (server/database-breaker.ts); made here when absent */
  breaker?: DatabaseBreaker;
  /** true once the process shuts down: /readyz answers 503 */
  stopping?: () => boolean;
};

/** The breaker server/main.ts and the tests share with the app: probes with `select 1`. */
export function databaseBreakerFor(
  db: AppContext["db"],
  timeoutMs: number,
  log?: (line: Record<string, unknown>) => void,
): DatabaseBreaker {
  return createDatabaseBreaker({
    probe: () => db.execute(sql`select 1`),
    probeTimeoutMs: Math.min(timeoutMs, 2000),
    probeIntervalMs: 1000,
    log,
  });
}

/**
 * How long the rate limiter waits for its count. A limiter that waited on a stalled database would
 * hold every public write for the whole deadline before its handler even started, and tie up a
 * pooled connection for each: past this it lets the request through (fails open). Counting abuse
 * is worth less than answering; the handler's own queries then answer or fail within the deadline.
 */
const RATE_LIMIT_DEADLINE_MS = 500;

/** `promise`'s value, or null when it fails or takes longer than `ms` (it runs on, unheard). */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([promise.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

const UNAVAILABLE_API = "The service is briefly unavailable. Please try again.";
const UNAVAILABLE_PAGE =
  "Our website is having a short technical break. Your earlier bookings and messages are safe; please try again in a few minutes.";

const YEAR = "public, max-age=31536000, immutable";
/** Asset types compressed at build time: a shared cache must keep one copy per Accept-Encoding. */
const PRECOMPRESSED = /\.(js|css|svg|json|br|gz)$/;
/** Tour uploads (images and a PDF) are the largest bodies; everything else is a small form or JSON. */
const MAX_UPLOAD_BYTES = 40 * 1024 * 1024;
const MAX_FORM_BYTES = 256 * 1024;
const UPLOAD_PATHS =
  /^\/(api\/tours(\/[^/]+)?|admin\/tours\/(upload|update\/[^/]+)|api\/bookings\/[^/]+\/travellers\/[^/]+\/permit|admin\/bookings\/[^/]+|admin\/tours\/departures\/[^/]+\/manifest\/[^/]+)(\.data)?\/?$/;

/** What may be served from /uploads, with its true type; anything else is a 404. */
const UPLOAD_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".avif": "image/avif",
  ".pdf": "application/pdf",
};

/**
 * The storage key an /uploads path names ("images/ab12-960.webp"), or null when it cannot name a
 * stored file: not UTF-8 (`%c0%ae` is an overlong "."), absolute, with a backslash, a NUL, a
 * "." or ".." segment. Such paths answer 404 before any disk or store is asked (issue 22).
 */
function uploadKeyOf(requestPath: string): string | null {
  let key: string;
  try {
    key = decodeURIComponent(requestPath.replace(/^\/uploads\//, ""));
  } catch {
    return null;
  }
  return UPLOAD_KEY.test(key) ? key : null;
}
/** Segments of letters, digits, "_", "-" and dots, none starting with a dot (so no "." or ".."). */
const UPLOAD_KEY = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * The caller's address: the socket's, or behind `trustedProxies` proxies the X-Forwarded-For entry
 * that many places from the right. Each proxy appends the address it saw; entries further left
 * were written by the client and prove nothing.
 */
export function clientAddressOf(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedProxies: number,
): string {
  if (trustedProxies > 0 && forwardedFor) {
    const hops = forwardedFor
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    const hop = hops[Math.max(0, hops.length - trustedProxies)];
    if (hop) return hop;
  }
  return socketAddress ?? "unknown";
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const FORM_TYPE = /^\s*application\/x-www-form-urlencoded\s*(;|$)/i;
const MULTIPART_TYPE = /^\s*multipart\/form-data\s*(;|$)/i;
const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });
const NOT_A_FORM = "Send the form as application/x-www-form-urlencoded or multipart/form-data";
const UNREADABLE_FORM = "The form could not be read: please send it again";

/** Whether a multipart body parses as a form (its boundary given and its parts whole). */
async function isReadableForm(type: string, bytes: ArrayBuffer): Promise<boolean> {
  try {
    await new Response(bytes, { headers: { "content-type": type } }).formData();
    return true;
  } catch {
    return false;
  }
}

/** Whether a urlencoded body is UTF-8 both as bytes and once each name and value is decoded. */
function isUtf8Form(bytes: ArrayBuffer): boolean {
  try {
    for (const pair of STRICT_UTF8.decode(bytes).split("&")) decodeURIComponent(pair.replaceAll("+", " "));
    return true;
  } catch {
    return false;
  }
}

export function createServerApp(options: ServerAppOptions) {
  const { context } = options;
  const { config } = context;
  const breaker = options.breaker ?? databaseBreakerFor(context.db, config.DB_TIMEOUT_MS);
  const app = new Hono<{ Variables: { clientAddress: string } }>();
  const handleRequest = createRequestHandler(options.build, options.mode ?? "production");
  const isApi = (c: Context) => c.req.path.startsWith("/api/") || c.req.path.endsWith(".data");

  const plainAnswer = (
    c: Context,
    status: 400 | 403 | 413 | 415 | 429 | 503,
    message: string,
    headers = {},
  ) => {
    if (isApi(c)) return c.json({ success: false, message }, status, headers);
    const title =
      status === 503
        ? "We'll be right back"
        : status === 429
          ? "Please slow down"
          : status === 400 || status === 415
            ? "Please check what you sent"
            : "Not allowed";
    return c.html(
      statusPage({ title, message, agencyName: config.AGENCY_NAME, phone: config.AGENCY_PHONE }),
      status,
      headers,
    );
  };

  /** The database is away or too slow: 503 with Retry-After, never cached. */
  const unavailable = (c: Context) =>
    plainAnswer(c, 503, isApi(c) ? UNAVAILABLE_API : UNAVAILABLE_PAGE, {
      "Retry-After": String(breaker.retryAfterSeconds),
      "Cache-Control": "no-store",
    });

  const metrics = config.METRICS_TOKEN
    ? (options.metrics ??
      createServerMetrics({
        db: context.db,
        routes: typeof options.build === "function" ? undefined : options.build.routes,
      }))
    : undefined;
  const observe = options.observe ?? createRequestObserver({ metrics });

  // Every request gets an id (a trusted proxy's X-Request-Id, or a new one), answered in the
  // X-Request-Id header, and runs with it and its caller in an AsyncLocalStorage store: every log
  // line it writes carries the id, and the audit log reads the caller.
  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header("x-request-id"), config.TRUST_PROXY);
    const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
    const clientAddress = clientAddressOf(c.req.header("x-forwarded-for"), socket, config.TRUST_PROXY);
    c.set("clientAddress", clientAddress);
    await runWithRequestStore({ clientAddress, requestId, firstTouch: firstTouchOf(c.req.raw) }, next);
    c.header("X-Request-Id", requestId);
    // the first landing with utm parameters or from another site: kept in a first-party cookie
    // (ADR 041); a cache in front passes such landings to the app (deploy/nginx, ADR 053)
    const firstTouch = isApi(c) ? null : firstTouchCookieFor(c.req.raw, config.secureCookies);
    if (firstTouch && c.res.status === 200) {
      c.header("Set-Cookie", firstTouch, { append: true });
      c.header("Cache-Control", PRIVATE_CACHE_CONTROL);
      c.res.headers.delete("ETag");
    }
    observe({
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });

  // A 404 says how long it may be kept (not at all: the page may exist a minute later), so no
  // browser or shared cache guesses one.
  app.use(async (c, next) => {
    await next();
    if (c.res.status === 404 && !c.res.headers.has("cache-control")) {
      c.res.headers.set("Cache-Control", "no-store");
    }
  });
  // For load balancers, orchestrators and Prometheus: before compression and the rate limits, and logged at debug only (server/request-log.ts).
  app.get("/healthz", (c) => c.json({ status: "ok" }, 200, { "Cache-Control": "no-store" }));
  app.get("/readyz", async (c) => {
    const readiness = await checkReadiness({
      db: context.db,
      timeoutMs: Math.min(config.DB_TIMEOUT_MS, 2_000),
      stopping: options.stopping,
    });
    if (readiness.ready) return c.json({ status: "ready" }, 200, { "Cache-Control": "no-store" });
    if (readiness.detail)
      logJson({ level: "warn", msg: "not ready", reason: readiness.reason, detail: readiness.detail });
    return c.json({ status: "unavailable", reason: readiness.reason }, 503, { "Cache-Control": "no-store" });
  });
  if (metrics && config.METRICS_TOKEN) {
    const token = config.METRICS_TOKEN;
    app.get("/metrics", async (c) => {
      if (!hasBearerToken(c.req.header("authorization"), token)) {
        return c.text("Unauthorized", 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
      }
      const { contentType, body } = await metrics.render();
      return c.body(body, 200, { "Content-Type": contentType, "Cache-Control": "no-store" });
    });
  }

  // Compression outside the caching headers: an ETag is of the page's bytes, weak once compressed.
  // A proxy in front keeps what these headers allow (deploy/nginx, ADR 053); the app keeps nothing.
  app.use(compress());
  app.use(httpCaching());

  // One deadline per request (DB_TIMEOUT_MS), whatever number of queries it makes: past it the
  // answer is 503 and the breaker opens; the work left behind fails on its own statement timeout
  // and its answer is dropped. Not in development (a page's first compile may take longer), nor
  // for uploads, whose images are converted in the request.
  if (options.mode !== "development") {
    const deadlineMs = config.DB_TIMEOUT_MS;
    app.use(async (c, next) => {
      if (!SAFE_METHODS.has(c.req.method) && UPLOAD_PATHS.test(c.req.path)) return next();
      const work = next();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<"late">((resolve) => {
        timer = setTimeout(() => resolve("late"), deadlineMs);
      });
      try {
        if ((await Promise.race([work, late])) !== "late") return;
      } finally {
        clearTimeout(timer);
      }
      void work.catch(() => undefined);
      breaker.trip(`${c.req.method} ${loggedPath(c.req.path)} ran past ${deadlineMs} ms`);
      c.res = undefined;
      c.res = unavailable(c);
    });
  }

  app.use(baseSecurityHeaders({ https: config.secureCookies }));

  // The admin cookie rides along on some cross-site requests: no state change may come from one.
  app.use(async (c, next) => {
    if (
      !SAFE_METHODS.has(c.req.method) &&
      readSessionCookie(c.req.raw, config.secureCookies) !== null &&
      !isSameOrigin(c.req.raw, config.SITE_URL)
    ) {
      return plainAnswer(c, 403, "Cross-site request refused");
    }
    await next();
  });

  // One size limit for every body, counted while streaming when there is no Content-Length.
  const tooLarge = (c: Context) => plainAnswer(c, 413, "Request body too large");
  const limits = {
    upload: bodyLimit({ maxSize: MAX_UPLOAD_BYTES, onError: tooLarge }),
    json: bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge }),
    form: bodyLimit({ maxSize: MAX_FORM_BYTES, onError: tooLarge }),
  };
  app.use((c, next) => {
    if (UPLOAD_PATHS.test(c.req.path)) return limits.upload(c, next);
    return (c.req.path.startsWith("/api/") ? limits.json : limits.form)(c, next);
  });

  // Page actions read a form, in one place here for all of them (issue 37): a body that is not one
  // is 415, a multipart body that cannot be read is 400, never the 500 of `request.formData()`
  // throwing in a handler. Upload pages read theirs with readFormData (uploads.server.ts), which
  // answers 400 and 413 itself. A form post whose bytes are not UTF-8 (raw, or percent-encoded)
  // would reach the handlers with U+FFFD in place of what was sent: refused too, as JSON bodies
  // are (http.server.ts).
  app.use(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const type = c.req.header("content-type") ?? "";
    const page = !c.req.path.startsWith("/api/");
    if (FORM_TYPE.test(type)) {
      const bytes = await c.req.raw.arrayBuffer();
      if (!isUtf8Form(bytes)) return plainAnswer(c, 400, "The form was not sent as UTF-8 text");
      c.req.raw = new Request(c.req.raw, { body: bytes });
    } else if (page && MULTIPART_TYPE.test(type)) {
      if (!UPLOAD_PATHS.test(c.req.path)) {
        const bytes = await c.req.raw.arrayBuffer();
        if (!(await isReadableForm(type, bytes))) return plainAnswer(c, 400, UNREADABLE_FORM);
        c.req.raw = new Request(c.req.raw, { body: bytes });
      } else if (!/;\s*boundary=/i.test(type)) return plainAnswer(c, 400, UNREADABLE_FORM);
    } else if (page) {
      return plainAnswer(c, 415, NOT_A_FORM);
    }
    await next();
  });

  if (config.RATE_LIMITS === "true") {
    app.use(async (c, next) => {
      const name = rateLimitFor(c.req.method, c.req.path);
      if (name) {
        // a database that cannot count (or not at once) cannot store the write either: let the
        // request through, so the breaker or the handler answers it (RATE_LIMIT_DEADLINE_MS)
        const outcome = breaker.isOpen()
          ? null
          : await within(
              hitRateLimit(context.db, name, c.get("clientAddress")),
              Math.min(RATE_LIMIT_DEADLINE_MS, config.DB_TIMEOUT_MS / 2),
            );
        if (outcome && !outcome.allowed) {
          return plainAnswer(c, 429, rateLimitMessage(outcome.retryAfterSeconds), {
            "Retry-After": String(outcome.retryAfterSeconds),
          });
        }
      }
      await next();
    });
  }

  app.use(pageContentSecurityPolicy({ dev: options.mode === "development" }));

  if (options.clientDir) {
    const clientDir = options.clientDir;
    // hashed file names never change content; their brotli and gzip forms are made at build time
    // (scripts/compress-assets.mjs) and chosen by the Accept-Encoding header
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (filePath, c) => {
          c.header("Cache-Control", YEAR);
          if (PRECOMPRESSED.test(filePath)) c.header("Vary", "Accept-Encoding");
        },
      }),
    );
    // The build's files never change while it runs: a page's path skips the look on disk
    // (an encoded path still gets it, since the disk is asked for the decoded one).
    const builtFiles = new Set(
      readdirSync(clientDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map(
          (entry) =>
            "/" + path.relative(clientDir, path.join(entry.parentPath, entry.name)).replaceAll(path.sep, "/"),
        ),
    );
    const publicFile = serveStatic({
      root: clientDir,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
    });
    app.use("*", (c, next) =>
      builtFiles.has(c.req.path) || c.req.path.includes("%") ? publicFile(c, next) : next(),
    );
  }

  // Uploads get a new random name each time (lib/uploads.server.ts), so a URL never changes content.
  // Only image and PDF types are served, with their true type, a sandboxing policy, and PDFs as
  // downloads: an uploaded file can never run as a page of this site.
  const uploadsDir = path.join(config.dataDir, "uploads");
  mkdirSync(uploadsDir, { recursive: true });
  app.use("/uploads/*", async (c, next) => {
    const type = UPLOAD_TYPES[path.extname(c.req.path).toLowerCase()];
    if (!type || uploadKeyOf(c.req.path) === null) return c.text("Not found", 404);
    await next();
  });
  app.use(
    "/uploads/*",
    serveStatic({
      root: uploadsDir,
      rewriteRequestPath: (requestPath) => requestPath.replace(/^\/uploads/, ""),
      onFound: (filePath, c) => {
        c.header("Cache-Control", YEAR);
        c.header("Content-Type", UPLOAD_TYPES[path.extname(filePath).toLowerCase()]);
        c.header("Content-Security-Policy", UPLOAD_POLICY);
        if (filePath.toLowerCase().endsWith(".pdf")) {
          c.header("Content-Disposition", 'attachment; filename="itinerary.pdf"');
        }
      },
    }),
  );
  // Not on this machine's disk: ask the configured storage (an object store shared by every process).
  app.get("/uploads/*", async (c) => {
    const key = uploadKeyOf(c.req.path);
    const type = key && UPLOAD_TYPES[path.extname(key).toLowerCase()];
    const file = key && type ? await context.storage.read(key) : null;
    if (!file || !type) return c.text("Not found", 404);
    const headers: Record<string, string> = {
      "Cache-Control": YEAR,
      "Content-Type": type,
      "Content-Security-Policy": UPLOAD_POLICY,
    };
    if (key.toLowerCase().endsWith(".pdf"))
      headers["Content-Disposition"] = 'attachment; filename="itinerary.pdf"';
    return c.body(file.data as Uint8Array<ArrayBuffer>, 200, headers);
  });

  // While the breaker is open, whatever needs the database is answered 503 at once (assets and
  // uploads were served above); a 503 the app gives itself opens it too.
  app.use(async (c, next) => {
    if (breaker.isOpen()) return unavailable(c);
    await next();
    if (c.res.status === 503) breaker.trip(`${c.req.method} ${loggedPath(c.req.path)} answered 503`);
  });

  app.all("*", async (c) => {
    const response = await handleRequest(c.req.raw, { ...context, clientAddress: c.get("clientAddress") });
    // A page whose loader lost the database renders the error boundary with 500: say 503 instead,
    // with a page that tells the visitor it is temporary (the API answers 503 itself).
    if (response.status === 500 && (response.headers.get("content-type") ?? "").startsWith("text/html")) {
      if (!(await databaseAnswers(context.db, config.DB_TIMEOUT_MS))) return unavailable(c);
    }
    return response;
  });
  return app;
}

/** True when a trivial query comes back within the timeout. */
async function databaseAnswers(db: AppContext["db"], timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.min(timeoutMs, 3000));
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

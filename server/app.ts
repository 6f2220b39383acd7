import { mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppContext } from "../app/lib/app-context";
import { isSameOrigin, readCookie } from "../app/features/admin-auth/admin-guard.server";
import { SESSION_COOKIE } from "../app/features/admin-auth/admin-auth-service.server";
import { JSON_BODY_LIMIT } from "../app/lib/http.server";
import { hitRateLimit, rateLimitFor, rateLimitMessage } from "../app/lib/rate-limit.server";
import { runWithRequestStore } from "../app/lib/request-store.server";
import { cachedAnswers, type SharedResponseCache } from "./cached-answers";
import { baseSecurityHeaders, pageContentSecurityPolicy, UPLOAD_POLICY } from "./security-headers";
import { statusPage } from "./status-pages";

type ServerAppOptions = {
  /** the built server bundle, or a loader of it (Vite's in development) */
  build: ServerBuild | (() => Promise<ServerBuild>);
  context: Omit<AppContext, "clientAddress">;
  /** build/client: hashed assets and copied public files; absent in development */
  clientDir?: string;
  mode?: "production" | "development";
  log?: (line: Record<string, unknown>) => void;
  /** answers anonymous public GETs from memory (server/cached-answers.ts); absent: every request renders */
  responseCache?: SharedResponseCache;
};

const YEAR = "public, max-age=31536000, immutable";
/** Asset types compressed at build time: a shared cache must keep one copy per Accept-Encoding. */
const PRECOMPRESSED = /\.(js|css|svg|json|br|gz)$/;
/** Tour uploads (images and a PDF) are the largest bodies; everything else is a small form or JSON. */
const MAX_UPLOAD_BYTES = 40 * 1024 * 1024;
const MAX_FORM_BYTES = 256 * 1024;
const UPLOAD_PATHS = /^\/(api\/tours(\/[^/]+)?|admin\/tours\/(upload|update\/[^/]+))(\.data)?\/?$/;

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

export function createServerApp(options: ServerAppOptions) {
  const { context, log } = options;
  const { config } = context;
  const app = new Hono<{ Variables: { clientAddress: string } }>();
  const handleRequest = createRequestHandler(options.build, options.mode ?? "production");
  const isApi = (c: Context) => c.req.path.startsWith("/api/") || c.req.path.endsWith(".data");

  const plainAnswer = (c: Context, status: 403 | 413 | 429 | 503, message: string, headers = {}) => {
    if (isApi(c)) return c.json({ success: false, message }, status, headers);
    const title =
      status === 503 ? "We'll be right back" : status === 429 ? "Please slow down" : "Not allowed";
    return c.html(
      statusPage({ title, message, agencyName: config.AGENCY_NAME, phone: config.AGENCY_PHONE }),
      status,
      headers,
    );
  };

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    if (log) {
      log({
        level: "info",
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  });

  // Compression outside the response cache, which keeps and serves its own gzip and brotli forms;
  // the cache outside everything else, so a hit does no routing, rendering or database work.
  app.use(compress());
  if (options.responseCache) app.use(cachedAnswers(options.responseCache));

  // Every request runs with its caller in an AsyncLocalStorage store: the audit log reads it.
  app.use((c, next) => {
    const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
    const clientAddress = clientAddressOf(c.req.header("x-forwarded-for"), socket, config.TRUST_PROXY);
    c.set("clientAddress", clientAddress);
    return runWithRequestStore({ clientAddress }, next);
  });

  app.use(baseSecurityHeaders({ https: config.secureCookies }));

  // The admin cookie rides along on some cross-site requests: no state change may come from one.
  app.use(async (c, next) => {
    if (
      !SAFE_METHODS.has(c.req.method) &&
      readCookie(c.req.raw, SESSION_COOKIE) !== null &&
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

  if (config.RATE_LIMITS === "true") {
    app.use(async (c, next) => {
      const name = rateLimitFor(c.req.method, c.req.path);
      if (name) {
        // a database that cannot count cannot store the write either: let the handler answer 503
        const outcome = await hitRateLimit(context.db, name, c.get("clientAddress")).catch(() => null);
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
    if (!type) return c.text("Not found", 404);
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
    const key = decodeURIComponent(c.req.path.slice("/uploads/".length));
    const type = UPLOAD_TYPES[path.extname(key).toLowerCase()];
    const file = type && !key.split("/").includes("..") ? await context.storage.read(key) : null;
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

  app.all("*", async (c) => {
    const response = await handleRequest(c.req.raw, { ...context, clientAddress: c.get("clientAddress") });
    // A page whose loader lost the database renders the error boundary with 500: say 503 instead,
    // with a page that tells the visitor it is temporary (the API answers 503 itself).
    if (response.status === 500 && (response.headers.get("content-type") ?? "").startsWith("text/html")) {
      if (!(await databaseAnswers(context.db, config.DB_TIMEOUT_MS))) {
        return plainAnswer(
          c,
          503,
          "Our website is having a short technical break. Your earlier bookings and messages are safe; please try again in a few minutes.",
          { "Retry-After": "30", "Cache-Control": "no-store" },
        );
      }
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

import { mkdirSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppContext } from "../app/lib/app-context";

export type ServerAppOptions = {
  /** the built server bundle, or a loader of it (Vite's in development) */
  build: ServerBuild | (() => Promise<ServerBuild>);
  context: Omit<AppContext, "clientAddress">;
  /** build/client: hashed assets and copied public files; absent in development */
  clientDir?: string;
  mode?: "production" | "development";
  log?: (line: Record<string, unknown>) => void;
};

const YEAR = "public, max-age=31536000, immutable";
/** Request bodies bigger than this never reach a handler (tour uploads are the largest). */
export const MAX_BODY_BYTES = 40 * 1024 * 1024;

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** The caller's address: the socket's, or the first X-Forwarded-For hop behind a trusted proxy. */
function clientAddressOf(
  c: { env: unknown; req: { header(name: string): string | undefined } },
  trustProxy: boolean,
) {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? "unknown";
}

export function createServerApp(options: ServerAppOptions) {
  const { context, log } = options;
  const app = new Hono();
  const handleRequest = createRequestHandler(options.build, options.mode ?? "production");

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

  app.use(async (c, next) => {
    const declared = Number(c.req.header("content-length") ?? "0");
    if (declared > MAX_BODY_BYTES) {
      return c.json({ success: false, message: "Request body too large" }, 413);
    }
    await next();
  });

  app.use(compress());

  if (options.clientDir) {
    const clientDir = options.clientDir;
    app.use(
      "/assets/*",
      serveStatic({ root: clientDir, onFound: (_path, c) => c.header("Cache-Control", YEAR) }),
    );
    app.use(
      "*",
      serveStatic({
        root: clientDir,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
      }),
    );
  }

  // Uploaded files are named by content (see features/uploads), so they never change.
  const uploadsDir = path.join(context.config.dataDir, "uploads");
  mkdirSync(uploadsDir, { recursive: true });
  app.use(
    "/uploads/*",
    serveStatic({
      root: uploadsDir,
      rewriteRequestPath: (requestPath) => requestPath.replace(/^\/uploads/, ""),
      onFound: (_path, c) => c.header("Cache-Control", YEAR),
    }),
  );
  app.get("/uploads/*", (c) => c.text("Not found", 404));

  app.all("*", (c) =>
    handleRequest(c.req.raw, { ...context, clientAddress: clientAddressOf(c, context.config.TRUST_PROXY) }),
  );
  return app;
}

import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { PUBLIC_CACHE_CONTROL } from "../app/lib/http.server";

/**
 * The HTTP caching every answer carries for a proxy or CDN in front (deploy/nginx, ADR 053): the
 * app keeps no answers itself.
 * - A public page or `.data` answer that says nothing itself gets PUBLIC_CACHE_CONTROL
 *   (`s-maxage` and `stale-while-revalidate`); the public API says so in its routes (publicJson).
 * - A personal one (signed links, the traveller's booking and order, admin) and any answer to a
 *   request with credentials or that sets a cookie gets `private, no-store`.
 * - A shareable 200 gets an ETag of its bytes, and a matching If-None-Match a 304.
 * - `Vary: Accept-Encoding` comes from the compression around this (hono/compress).
 */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** Pages only one person may see, whatever they say themselves. */
const PERSONAL_PAGE = [
  /^\/admin(\/|$|\.data)/,
  /^\/booking(\/|$|\.data)/,
  /^\/(quote|review|trip-emails)\//,
  /^\/travel-gear-store\/order(\/|$|\.data)/,
];

/** The admin session cookie, under either of its names (admin-guard.server.ts). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?sf_admin=/;

/** A request that carries credentials: its answers are never shared. */
function hasCredentials(authorization: string | undefined, cookie: string | undefined): boolean {
  return Boolean(authorization) || SESSION_COOKIE.test(cookie ?? "");
}

/** A Cache-Control a shared cache may keep (an asset's `immutable` one is left alone: it never changes). */
const SHARED = /\bpublic\b|\bs-maxage=/i;

const isPage = (type: string, path: string) => type.startsWith("text/html") || path.endsWith(".data");

export function httpCaching(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { method, path } = c.req;
    if (method !== "GET" && method !== "HEAD") return;
    const headers = c.res.headers;
    const said = headers.get("cache-control");
    const type = headers.get("content-type") ?? "";
    const personal =
      hasCredentials(c.req.header("authorization"), c.req.header("cookie")) ||
      headers.has("set-cookie") ||
      PERSONAL_PAGE.some((pattern) => pattern.test(path));
    if (personal) {
      // assets and uploads are the same for everyone, with or without a session
      if ((said === null && isPage(type, path)) || (said !== null && /\bs-maxage=/i.test(said)))
        headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
      return;
    }
    if (said === null && c.res.status === 200 && isPage(type, path)) {
      headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
    }
    const shared = headers.get("cache-control") ?? "";
    if (c.res.status !== 200 || !SHARED.test(shared) || /\bimmutable\b/.test(shared)) return;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    // read again: reading the body gave @hono/node-server's light Response a new Headers object
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    if (matches(etag, c.req.header("if-none-match"))) {
      // the compression around this adds Vary to bodies only
      const kept = new Headers({ ETag: etag, "Cache-Control": shared, Vary: "Accept-Encoding" });
      // cleared first: assigning over a response would copy the old headers back onto the new one
      c.res = undefined;
      c.res = new Response(null, { status: 304, headers: kept });
      return;
    }
    c.res.headers.set("ETag", etag);
  };
}

/** Whether If-None-Match names `etag` (weak or strong: a compressed copy is the same page). */
function matches(etag: string, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

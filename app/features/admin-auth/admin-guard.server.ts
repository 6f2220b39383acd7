import { parse, serialize } from "hono/utils/cookie";
import type { AppContext } from "~/lib/app-context";
import { HttpError } from "~/lib/http.server";
import { currentRequest } from "~/lib/request-store.server";
import {
  findAdminByApiToken,
  findAdminBySession,
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
  type AdminIdentity,
} from "./admin-auth-service.server";
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from "./admin-devices.server";

/** One cookie of the request (Hono's parser; a value that does not decode is kept as sent). */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  return parse(header, name)[name] ?? null;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A cookie rides along on cross-site requests; a state change must come from our own pages. */
export function isSameOrigin(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get("origin");
  if (!origin) {
    const fetchSite = request.headers.get("sec-fetch-site");
    return fetchSite === null || fetchSite === "same-origin" || fetchSite === "none";
  }
  const allowed = new Set([new URL(siteUrl).origin, new URL(request.url).origin]);
  return allowed.has(origin);
}

/**
 * Set-Cookie for a new session: never readable by scripts, not sent on cross-site POSTs, and gone
 * from the browser when the session's absolute lifetime ends.
 */
export function sessionCookie(token: string, secure: boolean): string {
  const maxAge = Math.floor(SESSION_ABSOLUTE_MS / 1000);
  return serialize(SESSION_COOKIE, token, { path: "/", maxAge, httpOnly: true, sameSite: "Lax", secure });
}

/** Set-Cookie for a browser that has just logged in (admin-devices.server.ts): a year, never read by scripts. */
export function deviceCookie(token: string, secure: boolean): string {
  const maxAge = DEVICE_COOKIE_DAYS * 24 * 60 * 60;
  return serialize(DEVICE_COOKIE, token, { path: "/", maxAge, httpOnly: true, sameSite: "Strict", secure });
}

/** The Set-Cookie headers of a successful login: the session, and a device cookie when it is new. */
export function loginCookies(
  result: { token: string; newDeviceToken: string | null },
  secure: boolean,
): Headers {
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(result.token, secure));
  if (result.newDeviceToken) headers.append("Set-Cookie", deviceCookie(result.newDeviceToken, secure));
  return headers;
}

export function clearedSessionCookie(secure: boolean): string {
  return serialize(SESSION_COOKIE, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "Lax", secure });
}

/** 403 for a state-changing request that carries our cookie but comes from another site. */
export function refuseCrossSite(request: Request, context: AppContext): void {
  if (!SAFE_METHODS.has(request.method.toUpperCase()) && !isSameOrigin(request, context.config.SITE_URL)) {
    throw new HttpError(403, "Cross-site request refused");
  }
}

const unauthorized = () =>
  new HttpError(401, "Authentication required", undefined, { "WWW-Authenticate": 'Bearer realm="admin"' });

/**
 * Every admin loader, action and API call starts here: a valid session cookie or
 * `Authorization: Bearer <token>`, otherwise 401. A stale or foreign Authorization header does not
 * spoil a valid session cookie sent with it (SPEC's client keeps an old token in local storage).
 * The admin is noted in the request's store, so the audit log knows who made each change without
 * every caller passing it on.
 */
export async function requireAdmin(request: Request, context: AppContext): Promise<AdminIdentity> {
  const admin = await authenticate(request, context);
  const store = currentRequest();
  if (store) store.admin = { adminId: admin.adminId, loginId: admin.loginId };
  return admin;
}

async function authenticate(request: Request, context: AppContext): Promise<AdminIdentity> {
  const authorization = request.headers.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    const admin = match?.[1] ? await findAdminByApiToken(context.db, match[1]) : null;
    if (admin) return admin;
  }
  const token = readCookie(request, SESSION_COOKIE);
  if (!token) throw unauthorized();
  const admin = await findAdminBySession(context.db, token);
  if (!admin) throw unauthorized();
  refuseCrossSite(request, context);
  return admin;
}

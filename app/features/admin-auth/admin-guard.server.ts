import type { AppContext } from "~/lib/app-context";
import { HttpError } from "~/lib/http.server";
import {
  findAdminByApiToken,
  findAdminBySession,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  type AdminIdentity,
} from "./admin-auth-service.server";

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null; // a mangled cookie is no session, not a server error
    }
  }
  return null;
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

/** Set-Cookie for a new session: never readable by scripts, not sent on cross-site POSTs. */
export function sessionCookie(token: string, secure: boolean): string {
  const maxAge = Math.floor(SESSION_TTL_MS / 1000);
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
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
 */
export async function requireAdmin(request: Request, context: AppContext): Promise<AdminIdentity> {
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

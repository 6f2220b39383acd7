import type { AppContext } from "~/lib/app-context";
import { HttpError } from "~/lib/http.server";
import { findAdminByApiToken, findAdminBySession, SESSION_COOKIE, type AdminIdentity } from "./admin-auth-service.server";

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A cookie rides along on cross-site requests; a state change must come from our own pages. */
function isSameOrigin(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get("origin");
  if (!origin) {
    const fetchSite = request.headers.get("sec-fetch-site");
    return fetchSite === null || fetchSite === "same-origin" || fetchSite === "none";
  }
  const allowed = new Set([new URL(siteUrl).origin, new URL(request.url).origin]);
  return allowed.has(origin);
}

const unauthorized = () =>
  new HttpError(401, "Authentication required", undefined, { "WWW-Authenticate": 'Bearer realm="admin"' });

/**
 * Every admin loader, action and API call starts here: a valid session cookie or
 * `Authorization: Bearer <token>`, otherwise 401.
 */
export async function requireAdmin(request: Request, context: AppContext): Promise<AdminIdentity> {
  const authorization = request.headers.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    const admin = match?.[1] ? await findAdminByApiToken(context.db, match[1]) : null;
    if (!admin) throw unauthorized();
    return admin;
  }
  const token = readCookie(request, SESSION_COOKIE);
  if (!token) throw unauthorized();
  const admin = await findAdminBySession(context.db, token);
  if (!admin) throw unauthorized();
  if (!SAFE_METHODS.has(request.method.toUpperCase()) && !isSameOrigin(request, context.config.SITE_URL)) {
    throw new HttpError(403, "Cross-site request refused");
  }
  return admin;
}

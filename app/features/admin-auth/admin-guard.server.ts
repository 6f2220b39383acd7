import { parse, serialize } from "hono/utils/cookie";
import type { AppContext } from "~/lib/app-context";
import type { z } from "zod";
import type { Db } from "../../../db/client";
import { HttpError, parseWith, queryOf } from "~/lib/http.server";
import type { Page } from "~/lib/keyset-page";
import { pagedJson } from "~/lib/keyset-page.server";
import { currentRequest } from "~/lib/request-store.server";
import {
  findAdminByApiToken,
  findAdminBySession,
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
  type AdminIdentity,
} from "./admin-auth-service.server";
import { SECOND_FACTOR_NEEDED_MESSAGE } from "./admin-auth-schema";
import { notYourRoleMessage, roleMay, workOf } from "./permissions-schema";
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from "./admin-devices.server";
import { isSecondFactorRequired } from "./second-factor-policy.server";

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
 * On https the session cookie is `__Host-sf_admin`: a browser keeps such a cookie only when this
 * very host set it over https for path `/`, so a sibling subdomain or a plain-http page cannot
 * plant a session id of its choosing (issue 22). Only that name is read then.
 */
function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** The admin session id the request carries, under the name this site uses. */
export function readSessionCookie(request: Request, secure: boolean): string | null {
  return readCookie(request, sessionCookieName(secure));
}

/**
 * Set-Cookie for a new session: never readable by scripts, not sent on cross-site POSTs, and gone
 * from the browser when the session's absolute lifetime ends.
 */
export function sessionCookie(token: string, secure: boolean): string {
  const maxAge = Math.floor(SESSION_ABSOLUTE_MS / 1000);
  const options = { path: "/", maxAge, httpOnly: true, sameSite: "Lax", secure } as const;
  return serialize(sessionCookieName(secure), token, options);
}

/** Set-Cookie for a browser that has just logged in (admin-devices.server.ts): a year, never read by scripts. */
function deviceCookie(token: string, secure: boolean): string {
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
  const options = { path: "/", maxAge: 0, httpOnly: true, sameSite: "Lax", secure } as const;
  return serialize(sessionCookieName(secure), "", options);
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
 * 403 for an admin who has no second factor while every admin must have one: only enrolling it
 * (and logging out) is open to them. The admin pages turn it into a visit to /admin/account.
 */
export class SecondFactorNeeded extends HttpError {
  constructor() {
    super(403, SECOND_FACTOR_NEEDED_MESSAGE);
  }
}

type GuardOptions = {
  /** this call is part of enrolling a second factor, open to an admin who must still enrol one */
  enrolling?: boolean;
  /**
   * the admin shell's own data (who is signed in, their role), read for every page of the area:
   * the page's work is checked by the page's loader, which then answers 403 inside the shell
   */
  shell?: boolean;
};

/**
 * Every admin loader, action and API call starts here: a valid session cookie or
 * `Authorization: Bearer <token>`, otherwise 401. A stale or foreign Authorization header does not
 * spoil a valid session cookie sent with it (the agency's first admin client kept an old token in
 * local storage). While every admin must use a second factor (second-factor-policy.server.ts),
 * an admin without one is refused everything but enrolling it. The admin is noted in the request's store, so the audit log knows who made each
 * change without every caller passing it on.
 */
export async function requireAdmin(
  request: Request,
  context: AppContext,
  options: GuardOptions = {},
): Promise<AdminIdentity> {
  const admin = await authenticate(request, context);
  if (!options.enrolling && !admin.hasSecondFactor && (await isSecondFactorRequired(context.db))) {
    throw new SecondFactorNeeded();
  }
  if (!options.shell) await requirePermission(request, admin);
  const store = currentRequest();
  if (store) store.admin = { adminId: admin.adminId, loginId: admin.loginId, role: admin.role };
  return admin;
}

/**
 * 403 for work this member of staff's role may not do (permissions-schema.ts): the request's method and
 * path name the work, and a page's form its button (`intent`), read from a copy of the body.
 */
async function requirePermission(request: Request, admin: AdminIdentity): Promise<void> {
  if (admin.role === "owner") return;
  const url = new URL(request.url);
  let intent: string | null = null;
  if (request.method.toUpperCase() === "POST" && !url.pathname.startsWith("/api/")) {
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    const value = form?.get("intent");
    intent = typeof value === "string" ? value : null;
  }
  const work = workOf(request.method, url.pathname, intent);
  if (!work || !roleMay(admin.role, work)) throw new HttpError(403, notYourRoleMessage(admin.role, work));
}

async function authenticate(request: Request, context: AppContext): Promise<AdminIdentity> {
  const authorization = request.headers.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    const admin = match?.[1] ? await findAdminByApiToken(context.db, match[1]) : null;
    if (admin) return admin;
  }
  const token = readSessionCookie(request, context.config.secureCookies);
  if (!token) throw unauthorized();
  const admin = await findAdminBySession(context.db, token);
  if (!admin) throw unauthorized();
  refuseCrossSite(request, context);
  return admin;
}

/**
 * The GET of an admin list (ADR 029): the guard first, then the filters parsed with the list's
 * schema (400 on failure), then one page as JSON with the `Link` of the next.
 */
export function adminListPage<S extends z.ZodType>(
  schema: S,
  list: (db: Db, query: z.output<S>) => Promise<Page<unknown>>,
) {
  return async ({ request, context }: { request: Request; context: AppContext }) => {
    await requireAdmin(request, context);
    return pagedJson(request, await list(context.db, parseWith(schema, queryOf(request))));
  };
}

import { currentRequest } from "./request-store.server";

/**
 * Where a visitor first came from (issue 28, ADR 041): the first landing's `utm_source`,
 * `utm_medium`, `utm_campaign` and the referring site's host, kept 30 days in a first-party cookie
 * the server sets (no third-party script). Leads, contacts (first touch) and bookings store it.
 */
export type FirstTouch = { utmSource: string; utmMedium: string; utmCampaign: string; referrer: string };

const FIRST_TOUCH_COOKIE = "sf_first_touch";
const THIRTY_DAYS = 30 * 24 * 60 * 60;
const MAX_VALUE = 100;

export const noFirstTouch: FirstTouch = { utmSource: "", utmMedium: "", utmCampaign: "", referrer: "" };

/** A value as stored: printable, trimmed, at most 100 characters. */
function clean(value: string | null | undefined): string {
  return (value ?? "")
    .replace(/[^\x20-\x7e]/g, "")
    .trim()
    .slice(0, MAX_VALUE);
}

function isEmpty(touch: FirstTouch): boolean {
  return !touch.utmSource && !touch.utmMedium && !touch.utmCampaign && !touch.referrer;
}

/** The referring site's host when it is another site than this one; "" otherwise. */
function externalReferrer(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "";
  try {
    const from = new URL(referer);
    const here = new URL(request.url);
    if (!/^https?:$/.test(from.protocol) || from.host === here.host) return "";
    return clean(from.hostname);
  } catch {
    return "";
  }
}

/** What this request itself says: its URL's utm parameters and an external Referer. */
function landingOf(request: Request): FirstTouch {
  const params = new URL(request.url).searchParams;
  return {
    utmSource: clean(params.get("utm_source")),
    utmMedium: clean(params.get("utm_medium")),
    utmCampaign: clean(params.get("utm_campaign")),
    referrer: externalReferrer(request),
  };
}

function cookieValue(request: Request): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === FIRST_TOUCH_COOKIE) return rest.join("=");
  }
  return null;
}

function parseCookie(value: string): FirstTouch {
  try {
    const params = new URLSearchParams(decodeURIComponent(value));
    return {
      utmSource: clean(params.get("s")),
      utmMedium: clean(params.get("m")),
      utmCampaign: clean(params.get("c")),
      referrer: clean(params.get("r")),
    };
  } catch {
    return noFirstTouch;
  }
}

/**
 * The first touch a request carries: its cookie's, or (on the first landing itself) its own utm
 * parameters and external Referer.
 */
export function firstTouchOf(request: Request): FirstTouch {
  const stored = cookieValue(request);
  if (stored !== null) return parseCookie(stored);
  return landingOf(request);
}

/**
 * The Set-Cookie header for a request that lands with utm parameters or from another site and has
 * no first-touch cookie yet; null otherwise (the first landing is kept, later ones are not).
 */
export function firstTouchCookieFor(request: Request, secure: boolean): string | null {
  if (request.method !== "GET" || cookieValue(request) !== null) return null;
  const touch = landingOf(request);
  if (isEmpty(touch)) return null;
  const value = new URLSearchParams({
    s: touch.utmSource,
    m: touch.utmMedium,
    c: touch.utmCampaign,
    r: touch.referrer,
  }).toString();
  return `${FIRST_TOUCH_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${THIRTY_DAYS}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}

/** The current request's first touch (server/app.ts reads it once per request); none outside one. */
export function currentFirstTouch(): FirstTouch {
  return currentRequest()?.firstTouch ?? noFirstTouch;
}

import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { SCRIPT_MARK_HEADER } from "../app/lib/script-mark";

/**
 * The page policy. Scripts: our own files plus the exact inline scripts of this page, by hash
 * (React Router's SSR emits its context and module loader inline). Styles may be inline: React
 * `style` attributes exist (docs/decisions/013-security-hardening.md). Images: ours and
 * data: URLs. Nothing else is fetched from anywhere.
 */
function pagePolicy(scriptHashes: string[], options: { dev?: boolean; admin?: boolean } = {}): string {
  const scripts = ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)];
  const directives = [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    // admin pages preview the images chosen for upload from blob: URLs before they are sent
    `img-src 'self' data:${options.admin ? " blob:" : ""}`,
    "font-src 'self'",
    // Vite's hot reload talks over a websocket in development only
    `connect-src 'self'${options.dev ? " ws: wss:" : ""}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    // where browsers report what this policy blocked (features/csp-reports): report-to for the
    // Reporting API (REPORTING_ENDPOINTS names it), report-uri for browsers without it
    `report-to ${CSP_REPORT_GROUP}`,
    `report-uri ${CSP_REPORT_PATH}`,
  ];
  return directives.join("; ");
}

const CSP_REPORT_PATH = "/api/csp-reports";
const CSP_REPORT_GROUP = "csp";
/** The Reporting-Endpoints header every page carries, naming the group its policy reports to. */
const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/** Uploaded files: rendered on their own they may do nothing at all. */
export const UPLOAD_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * SHA-256 (base64) of the text of each `<script>` without `src`; with `mark`, only of those whose
 * `nonce` is that mark (the scripts the app wrote, lib/script-mark.ts), so no other can run.
 */
export function inlineScriptHashes(html: string, mark?: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    if (mark !== undefined && !attributes.includes(` nonce="${mark}"`)) continue;
    hashes.add(
      createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64"),
    );
  }
  return [...hashes];
}

/**
 * Headers on every response, set after the handler by `hono/secure-headers`. It does not replace
 * a header the handler already set (overwrite: false): pages and uploads bring their own CSP.
 */
export function baseSecurityHeaders(options: { https: boolean }): MiddlewareHandler {
  return secureHeaders({
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-origin",
    strictTransportSecurity: options.https ? "max-age=31536000; includeSubDomains" : false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      midi: [],
      magnetometer: [],
      gyroscope: [],
      accelerometer: [],
      displayCapture: [],
      browsingTopics: [],
    },
  });
}

/**
 * Gives each HTML page its policy with the hashes of the inline scripts its render wrote: those
 * carrying the render's mark (entry.server.tsx sends it in SCRIPT_MARK_HEADER), which is then
 * removed from the header and the HTML. A page served again from a cache carries the same body,
 * so the same policy. A page without a mark (status pages) allows no inline script; development
 * alone, whose tooling adds its own, allows every inline script found.
 */
export function pageContentSecurityPolicy(options: { dev?: boolean } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get("content-type") ?? "";
    const mark = c.res.headers.get(SCRIPT_MARK_HEADER);
    if (!type.startsWith("text/html") || c.res.headers.has("content-security-policy")) {
      if (mark) c.res.headers.delete(SCRIPT_MARK_HEADER);
      return;
    }
    let html = await c.res.text();
    const hashes = mark || !options.dev ? inlineScriptHashes(html, mark ?? "") : inlineScriptHashes(html);
    if (mark) html = html.replaceAll(` nonce="${mark}"`, "");
    const headers = new Headers(c.res.headers);
    const admin = /^\/admin(\/|$)/.test(new URL(c.req.url).pathname);
    headers.delete(SCRIPT_MARK_HEADER);
    headers.set("Content-Security-Policy", pagePolicy(hashes, { ...options, admin }));
    headers.set("Reporting-Endpoints", REPORTING_ENDPOINTS);
    headers.delete("content-length");
    const { status, statusText } = c.res;
    // cleared first: assigning over a response would copy the old headers back onto the new one
    c.res = undefined;
    c.res = new Response(html, { status, statusText, headers });
  };
}

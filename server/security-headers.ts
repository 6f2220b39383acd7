import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

/**
 * The page policy. Scripts: our own files plus the exact inline scripts of this page, by hash
 * (React Router's SSR emits its context and module loader inline). Styles may be inline: React
 * `style` attributes exist (docs/decisions/013-security-hardening.md). Images: ours and
 * data: URLs. Nothing else is fetched from anywhere.
 */
function pagePolicy(scriptHashes: string[], options: { dev?: boolean } = {}): string {
  const scripts = ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)];
  const directives = [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
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
  ];
  return directives.join("; ");
}

/** Uploaded files: rendered on their own they may do nothing at all. */
export const UPLOAD_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** SHA-256 (base64) of the text of every `<script>` without `src`, JSON-LD included. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
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
 * Gives each HTML page its policy with the hashes of its own inline scripts, computed from the
 * finished body: a page served again from a cache carries the same body, so the same policy.
 */
export function pageContentSecurityPolicy(options: { dev?: boolean } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get("content-type") ?? "";
    if (!type.startsWith("text/html") || c.res.headers.has("content-security-policy")) return;
    const html = await c.res.text();
    const headers = new Headers(c.res.headers);
    headers.set("Content-Security-Policy", pagePolicy(inlineScriptHashes(html), options));
    headers.delete("content-length");
    const { status, statusText } = c.res;
    // cleared first: assigning over a response would copy the old headers back onto the new one
    c.res = undefined;
    c.res = new Response(html, { status, statusText, headers });
  };
}

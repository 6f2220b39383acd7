/**
 * React Router's default Node entry, answering the rendered page as one body rather than a stream
 * (the server needs the whole page for its policy), plus `handleError`: one line in the server's
 * log per failed request instead of a stack trace for every unknown URL or stray POST (issue 8,
 * finding 11).
 */
import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";

import type { AppLoadContext, EntryContext } from "react-router";
import { isRouteErrorResponse, ServerRouter, type HandleErrorFunction } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { SCRIPT_MARK_HEADER, ScriptMarkContext } from "~/lib/script-mark";
import { errorText, loggedPath, logJson } from "~/lib/logger.server";
import { deferPageModules } from "~/lib/page-assets.server";
import { PageStyleContext } from "~/lib/page-start";
import stylesheet from "./app.css?inline";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Ensure requests from bots and SPA Mode renders wait for all content to load before responding
    // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // the inline scripts this render writes carry it; the policy hashes those alone
    const mark = randomBytes(18).toString("base64url");
    responseHeaders.set(SCRIPT_MARK_HEADER, mark);
    const { pipe, abort } = renderToPipeableStream(
      <ScriptMarkContext value={mark}>
        <PageStyleContext value={stylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={mark} />
        </PageStyleContext>
      </ScriptMarkContext>,
      {
        nonce: mark,
        // a finished Suspense boundary is written in place, however long: React would otherwise
        // send one over 12.8 KB after the rest, hidden, for a script to move into place (ADR 049)
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // The page's policy hashes its inline scripts from the finished HTML (server/security-
          // headers.ts), so nothing is sent before the render ends anyway: the chunks are kept and
          // answered as one body, without a stream between React and the server (issue 13). The
          // status is the one at this point, as when the shell went out first.
          const status = responseStatusCode;
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              // Clear the timeout to prevent retaining the closure and memory leak
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const html = Buffer.concat(chunks).toString("utf8");
              // development keeps Vite's own module loading, and the admin area, measured by no
              // one on a phone, its scripts at once
              const deferred = import.meta.env.PROD && !/^\/admin(\/|$)/.test(new URL(request.url).pathname);
              const page = deferred ? deferPageModules(html) : html;
              resolve(new Response(page, { headers: responseHeaders, status }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) {
            logJson({ level: "error", msg: "render failed", error: errorText(error) });
          }
        },
      },
    );
  });
}

/**
 * Answers the router gives by itself (404 for an unknown URL, 405 for a POST to a page without an
 * action) are no fault of the server: one line. A real error: one line with its stack inside.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const { pathname } = new URL(request.url);
  if (isRouteErrorResponse(error) && error.status < 500) {
    logJson({
      level: "info",
      msg: "no such page",
      method: request.method,
      path: loggedPath(pathname),
      status: error.status,
    });
    return;
  }
  // the router keeps the underlying Error of its own error responses on a private `error` field
  const cause = isRouteErrorResponse(error)
    ? ((error as { error?: unknown }).error ?? error.statusText)
    : error;
  logJson({
    level: "error",
    msg: "request failed",
    method: request.method,
    path: loggedPath(pathname),
    error: errorText(cause),
  });
};

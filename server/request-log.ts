import { randomUUID } from "node:crypto";
import { loggedPath, logJson } from "../app/lib/logger.server";

/** What the server knows about a request once it is answered: one log line, one metrics sample. */
export type FinishedRequest = {
  requestId: string;
  method: string;
  /** the path as requested, without its query string */
  path: string;
  status: number;
  ms: number;
};

export type RequestObserver = (request: FinishedRequest) => void;

/**
 * An X-Request-Id a proxy may hand over: one short token of characters that need no escaping in a
 * header or a log line. Anything else (or any id when no proxy is trusted: the caller could choose
 * it to muddle the log) is replaced by a new one.
 */
const FORWARDED_ID = /^[\w.:/+=@-]{1,128}$/;

/** The request's id: the trusted proxy's X-Request-Id, or a new UUID. */
export function requestIdOf(header: string | null | undefined, trustedProxies: number): string {
  if (trustedProxies > 0 && header && FORWARDED_ID.test(header)) return header;
  return randomUUID();
}

/** Probes an orchestrator or a scraper sends every few seconds: logged at debug, not info. */
const PROBE_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * With `log`, one JSON line a request at info (probes at debug), with its id (LOG_LEVEL=error or
 * silent skips the line's work altogether); with `metrics`, a sample for them.
 */
export function createRequestObserver(
  options: { log?: boolean; metrics?: { observeRequest: RequestObserver } } = {},
): RequestObserver {
  const { metrics } = options;
  return (request) => {
    if (options.log) {
      const { requestId, method, path, status, ms } = request;
      const level = PROBE_PATHS.has(path) ? "debug" : "info";
      logJson({ level, requestId, method, path: loggedPath(path), status, ms });
    }
    metrics?.observeRequest(request);
  };
}

import pino, { type DestinationStream, type Level, type Logger } from "pino";
import { currentRequest } from "./request-store.server";
import { pathWithoutSecret } from "./secret-links";

/** One event as the server logs it: `level` ("info", "error", ...) and `msg`, plus what else describes it. */
type LogLine = Record<string, unknown>;
export type Log = (line: LogLine) => void;

/** LOG_LEVEL's values, quietest first: each lets through its own level and the ones before it. */
const LOG_LEVELS = ["silent", "fatal", "error", "warn", "info", "debug", "trace"] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

type Shared = { logger: Logger; stream: DestinationStream; flush: (done: () => void) => void };

/**
 * The server's one logger (pino, docs/decisions/026-operable-server.md): a JSON line per event,
 * `{"level":"info","time":"…","requestId":"…",…}`, on stdout. Lines go through an asynchronous
 * destination: a write hands the line to a buffer and returns, and the buffer reaches stdout in
 * batches while the process serves (a synchronous write a request halved the throughput, issue 23).
 * `flushLog` empties it at shutdown; pino writes it out when the process exits.
 *
 * The server and the built app bundle each load their own copy of this module: the logger lives
 * on globalThis so that both write through the one buffer, in order.
 */
const KEY = Symbol.for("safarnama.logger");
const holder = globalThis as unknown as Record<symbol, Shared | undefined>;

function levelFromEnvironment(): LogLevel {
  const level = process.env.LOG_LEVEL as LogLevel | undefined;
  return level && LOG_LEVELS.includes(level) ? level : "info";
}

function createShared(destination?: DestinationStream): Shared {
  const stream = destination ?? pino.destination({ dest: 1, sync: false });
  const logger = pino(
    {
      level: levelFromEnvironment(),
      // no pid and hostname on every line: the process manager knows them
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // travellers' ID numbers never reach the log, whatever a line carries (ADR 039)
      redact: {
        paths: ["id_number", "*.id_number", "travellers[*].id_number", "*.travellers[*].id_number"],
        censor: "[redacted]",
      },
      // every line written while a request runs carries its id (server/request-log.ts)
      mixin: () => {
        const requestId = currentRequest()?.requestId;
        return requestId ? { requestId } : {};
      },
    },
    stream,
  );
  const flush = (done: () => void) => {
    const flushable = stream as { flush?: (cb: (error?: Error) => void) => void };
    if (typeof flushable.flush === "function") flushable.flush(() => done());
    else done();
  };
  return { logger, stream, flush };
}

function shared(): Shared {
  return (holder[KEY] ??= createShared());
}

/** LOG_LEVEL from the parsed configuration (server/main.ts, at start). */
export function setLogLevel(level: LogLevel): void {
  shared().logger.level = level;
}

/** True when a line of `level` would be written. */
export function logsAt(level: Level): boolean {
  return shared().logger.isLevelEnabled(level);
}

const METHODS: Record<string, Level> = {
  fatal: "fatal",
  error: "error",
  warn: "warn",
  info: "info",
  debug: "debug",
  trace: "trace",
};

/**
 * Logs one event through the shared logger at its `level` (info when absent). Code that logs takes
 * a `Log` and defaults to this one, so a test can pass another.
 */
export const logJson: Log = (line) => {
  const { level, ...rest } = line;
  shared().logger[METHODS[String(level)] ?? "info"](rest);
};

/**
 * A line written whatever LOG_LEVEL says, in the same format and stream: for what an operator must
 * see once (the first admin's generated password).
 */
export const logAlways: Log = (line) => {
  const { level: _level, ...rest } = line;
  shared().logger.child({}, { level: "info" }).info(rest);
};

/**
 * A line about the process itself (listening, shutting down, stopped): written at info whatever
 * LOG_LEVEL says, except silent, as before this logger (LOG_LEVEL=error drops request lines, not
 * these; the tests and scripts that start a server wait for "listening on").
 */
export const logLifecycle: Log = (line) => {
  const { logger } = shared();
  if (logger.level === "silent") return;
  const { level: _level, ...rest } = line;
  logger.child({}, { level: "info" }).info(rest);
};

/** Resolves once every line logged so far has been handed to stdout (at shutdown). */
export function flushLog(): Promise<void> {
  return new Promise((resolve) => shared().flush(resolve));
}

/**
 * Sends the shared logger's lines to `destination` until the returned function is called (tests
 * read what a request logged).
 */
export function logTo(destination: DestinationStream, level: LogLevel = "info"): () => void {
  const previous = holder[KEY];
  const replacement = createShared(destination);
  replacement.logger.level = level;
  holder[KEY] = replacement;
  return () => {
    holder[KEY] = previous;
  };
}

/** Query parameters whose value is a secret, whatever the path. */
const SECRET_PARAMETER = /token|sig|secret|key|password|code|auth/i;

/**
 * A path as it may be written to the log: a link's secret (`/booking/<id>.<signature>`,
 * `/admin/invite/<token>`, every prefix of secret-links.ts) becomes its route's `:token`.
 */
export function loggedPath(path: string): string {
  const plain = path.includes("%") ? decodedOrSelf(path) : path;
  const logged = pathWithoutSecret(plain);
  return logged === plain ? path : logged;
}

function decodedOrSelf(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A URL (or path and query) for the log: its path as `loggedPath` gives it, secret parameters blanked. */
export function loggedUrl(url: string): string {
  const parsed = new URL(url, "http://local");
  const path = loggedPath(parsed.pathname);
  const query = [...parsed.searchParams]
    .map(
      ([name, value]) => `${name}=${SECRET_PARAMETER.test(name) ? "[redacted]" : encodeURIComponent(value)}`,
    )
    .join("&");
  const local = path + (query ? `?${query}` : "");
  return url.startsWith("/") ? local : `${parsed.origin}${local}`;
}

/** An error's stack (or its text when it has none), for the `error` field of a log line. */
export function errorText(error: unknown): string {
  return String((error as Error | undefined)?.stack ?? error);
}

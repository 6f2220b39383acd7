/** Error codes of a database that is gone, refusing, or too slow: the request answers 503. */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "57P01",
  "57P03",
  "53300",
  "08006",
  "08001",
  "08003",
  // statement_timeout: the database is too slow to answer
  "57014",
]);

/** A lost or refused database connection, however deep the driver and Drizzle wrapped it. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === "string" && UNAVAILABLE_CODES.has(e.code)) return true;
    if (
      typeof e.message === "string" &&
      /PGlite is closed|Connection terminated|pool after calling end|Query read timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable/i.test(
        e.message,
      )
    )
      return true;
  }
  return false;
}

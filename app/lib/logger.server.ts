/** One event as the server logs it: `level` ("info" or "error") and `msg`, plus what else describes it. */
type LogLine = Record<string, unknown>;
export type Log = (line: LogLine) => void;

/**
 * The server's one log format: a JSON line per event with its time; errors on stderr. Code that
 * logs takes a `Log`, so a test or a quiet start-up can pass another.
 */
export const logJson: Log = (line) => {
  const text = JSON.stringify({ time: new Date().toISOString(), ...line });
  if (line.level === "error") console.error(text);
  else console.log(text);
};

/** An error's stack (or its text when it has none), for the `error` field of a log line. */
export function errorText(error: unknown): string {
  return String((error as Error | undefined)?.stack ?? error);
}

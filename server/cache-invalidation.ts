import pg from "pg";
import type { Database } from "../db/client";

/** The channel the database triggers notify on every write to data that public answers show. */
export const CHANGES_CHANNEL = "safarnama_changes";

/** The listening connection's application_name (pg_stat_activity shows which one it is). */
export const LISTENER_NAME = "safarnama-cache-listener";

export type ChangeListener = {
  /** false while the listening connection is lost: answers may be stale, so do not use the cache */
  readonly connected: boolean;
  stop(): Promise<void>;
};

/**
 * Calls `onChange` whenever any process writes to the public data (PostgreSQL LISTEN/NOTIFY, which
 * PGlite speaks too). On a server, a lost connection is reconnected with a growing pause; while it
 * is down `connected` is false and `onChange` is called once on reconnecting, since notifications
 * sent meanwhile are gone.
 */
export async function listenForChanges(
  database: Database,
  onChange: (table: string) => void,
  log: (line: Record<string, unknown>) => void = () => {},
): Promise<ChangeListener> {
  if (database.pglite) {
    // in-process: a write's notification arrives before the write's own promise resolves
    const unlisten = await database.pglite.listen(CHANGES_CHANNEL, (payload) => onChange(payload));
    let listening = true;
    return {
      get connected() {
        return listening;
      },
      stop: async () => {
        listening = false;
        await unlisten();
      },
    };
  }
  if (!database.url) throw new Error("listenForChanges needs PGlite or a PostgreSQL URL");
  const url = database.url;

  let client: pg.Client | null = null;
  let connected = false;
  let stopped = false;
  let delay = 250;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      application_name: LISTENER_NAME,
    });
    next.on("notification", (message) => onChange(message.payload ?? ""));
    next.on("error", (error) => log({ level: "error", msg: "change listener lost", error: error.message }));
    next.on("end", () => {
      if (client !== next) return;
      connected = false;
      client = null;
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (stopped) return void (await next.end());
      client = next;
      const wasReconnect = delay > 250;
      connected = true;
      delay = 250;
      if (wasReconnect) onChange("*");
    } catch (error) {
      log({ level: "error", msg: "change listener cannot connect", error: String(error) });
      await next.end().catch(() => undefined);
      schedule();
    }
  };
  const schedule = () => {
    if (stopped) return;
    delay = Math.min(delay * 2, 10_000);
    retry = setTimeout(() => void connect(), delay);
  };

  await connect();
  return {
    get connected() {
      return connected;
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

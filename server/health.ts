import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { migrationsApplied } from "../db/migrate";

/** What the readiness probe looks at (server/main.ts hands the live ones). */
type ReadinessSources = {
  db: Db;
  /** how long the database may take to answer `select 1` */
  timeoutMs: number;
  /** true once the process has begun to shut down: a load balancer stops sending it requests */
  stopping?: () => boolean;
};

/** `reason` is a fixed phrase (the probe answers anyone); `detail` is for the log only. */
type Readiness = { ready: true } | { ready: false; reason: string; detail?: string };

/**
 * Ready when the database answers within the timeout and holds every migration this build
 * carries. The first failure found is the reason.
 */
export async function checkReadiness(sources: ReadinessSources): Promise<Readiness> {
  if (sources.stopping?.()) return { ready: false, reason: "shutting down" };
  const answered = await withTimeout(sources.db.execute(sql`select 1`), sources.timeoutMs);
  if (answered !== "ok") return { ready: false, reason: "database unreachable", detail: answered };
  const migrated = await withTimeout(migrationsApplied(sources.db), sources.timeoutMs);
  if (migrated !== "ok") return { ready: false, reason: "migrations not applied", detail: migrated };
  return { ready: true };
}

/** "ok" when `work` resolves truthy in time; otherwise what went wrong, in a few words. */
async function withTimeout(work: Promise<unknown>, timeoutMs: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
  });
  try {
    return await Promise.race([
      work.then(
        (value) => (value === false ? "the database is behind this build" : "ok"),
        (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200),
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { dailyJobRuns } from "../../db/schema/index";
import { todayInIndia } from "./dates";

type LogLine = (line: Record<string, unknown>) => void;

/** How a caller (the server, a test) runs a daily job: how often it looks, where it logs. */
export type DailyJobOptions = { intervalMs?: number; log?: LogLine };

/**
 * Runs a once-a-day job's check every `intervalMs` (and once `firstAfterMs` after start) in every
 * app process; the job itself claims its day in the database, so only one process does the work.
 * `stop()` lets the run in hand finish and schedules no more.
 */
export function startDailyJob<T extends { claimed: boolean }>(
  options: { name: string; run: () => Promise<T>; firstAfterMs: number } & DailyJobOptions,
): { stop(): Promise<void> } {
  const { name, run, firstAfterMs, intervalMs = 10 * 60_000, log = () => {} } = options;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let current: Promise<unknown> = Promise.resolve();
  const tick = () => {
    current = run()
      .then((result) => {
        if (result.claimed) log({ level: "info", msg: name, ...result });
      })
      .catch((error: unknown) => log({ level: "error", msg: `${name} failed`, error: String(error) }))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, intervalMs);
        timer.unref();
      });
  };
  timer = setTimeout(tick, firstAfterMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}

/** What a once-a-day run did: its day in India, whether this process claimed it, and how much it sent. */
export type DailyRun = { day: string; claimed: boolean; sent: number };

/**
 * A morning job's daily run: from `fromHour` in India, the first process to record `job` for the
 * day in daily_job_runs runs `send` and records how many items it handled; any other process, or an
 * earlier hour, does nothing (ADR 012).
 */
export async function claimMorningRun(
  db: Db,
  job: string,
  now: Date,
  send: () => Promise<DailyRun>,
  fromHour = 9,
): Promise<DailyRun> {
  const day = todayInIndia(now);
  const hourInIndia = Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", hour: "2-digit", hour12: false }).format(
      now,
    ),
  );
  if (hourInIndia < fromHour) return { day, claimed: false, sent: 0 };
  const [claim] = await db.insert(dailyJobRuns).values({ job, day }).onConflictDoNothing().returning();
  if (!claim) return { day, claimed: false, sent: 0 };
  const run = await send();
  await db
    .update(dailyJobRuns)
    .set({ items: run.sent })
    .where(and(eq(dailyJobRuns.job, job), eq(dailyJobRuns.day, day)));
  return run;
}

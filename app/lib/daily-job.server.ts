type LogLine = (line: Record<string, unknown>) => void;

/**
 * Runs a once-a-day job's check every `intervalMs` (and once `firstAfterMs` after start) in every
 * app process; the job itself claims its day in the database, so only one process does the work.
 * `stop()` lets the run in hand finish and schedules no more.
 */
export function startDailyJob<T extends { claimed: boolean }>(options: {
  name: string;
  run: () => Promise<T>;
  intervalMs: number;
  firstAfterMs: number;
  log: LogLine;
}): { stop(): Promise<void> } {
  const { name, run, intervalMs, firstAfterMs, log } = options;
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

/**
 * A circuit breaker in front of the database (issue 22, docs/decisions/025-database-deadline-and-
 * breaker.md). Once a request has run out of time or found the database unavailable, the breaker
 * opens: every request that needs the
 * database is answered 503 with Retry-After at once, instead of each one waiting out the same
 * deadline and holding a pooled connection meanwhile. While open, one health probe at a time asks
 * the database a trivial question; the first that comes back in time closes the breaker.
 */
export type DatabaseBreaker = {
  /** true while requests needing the database should be answered 503 without trying */
  isOpen(): boolean;
  /** a request timed out or found the database unavailable: open (no-op when already open) */
  trip(reason: string): void;
  /** seconds a client should wait before trying again */
  readonly retryAfterSeconds: number;
  /** stops probing (shutdown) */
  stop(): void;
};

type BreakerOptions = {
  /** a trivial query; resolves when the database answered */
  probe: () => Promise<unknown>;
  /** a probe that takes longer than this failed */
  probeTimeoutMs: number;
  /** the pause between one failed probe and the next */
  probeIntervalMs: number;
  log?: (line: Record<string, unknown>) => void;
};

export function createDatabaseBreaker(options: BreakerOptions): DatabaseBreaker {
  const { probe, probeTimeoutMs, probeIntervalMs, log } = options;
  let open = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const probeOnce = async (): Promise<boolean> => {
    let deadline: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      deadline = setTimeout(() => resolve(false), probeTimeoutMs);
    });
    try {
      return await Promise.race([probe().then(() => true), late]);
    } catch {
      return false;
    } finally {
      clearTimeout(deadline);
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void probeOnce().then((healthy) => {
        if (stopped) return;
        if (!healthy) return schedule();
        open = false;
        log?.({ level: "info", msg: "database answers again: circuit breaker closed" });
      });
    }, probeIntervalMs);
    // a probe alone never keeps the process alive
    timer.unref();
  };

  return {
    isOpen: () => open,
    trip(reason) {
      if (open || stopped) return;
      open = true;
      log?.({ level: "error", msg: "database unavailable: circuit breaker open", reason });
      schedule();
    },
    // the same as the API's own 503 (http.server.ts): a probe runs well within it
    retryAfterSeconds: 5,
    stop() {
      stopped = true;
      open = false;
      clearTimeout(timer);
    },
  };
}

import { afterEach, describe, expect, it } from "vitest";
import { createDatabaseBreaker, type DatabaseBreaker } from "./database-breaker";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let breaker: DatabaseBreaker | undefined;
afterEach(() => breaker?.stop());

describe("database circuit breaker (issue 22)", () => {
  it("opens on a trip and stays open while probes fail or hang, then closes on the first that answers", async () => {
    let mode: "hang" | "fail" | "answer" = "hang";
    let probes = 0;
    breaker = createDatabaseBreaker({
      probe: () => {
        probes += 1;
        if (mode === "hang") return new Promise(() => {});
        return mode === "fail" ? Promise.reject(new Error("refused")) : Promise.resolve();
      },
      probeTimeoutMs: 20,
      probeIntervalMs: 10,
    });
    expect(breaker.isOpen()).toBe(false);
    breaker.trip("a request ran past its deadline");
    expect(breaker.isOpen()).toBe(true);
    expect(breaker.retryAfterSeconds).toBeGreaterThan(0);
    await wait(100);
    expect(breaker.isOpen()).toBe(true);
    mode = "fail";
    await wait(60);
    expect(breaker.isOpen()).toBe(true);
    const before = probes;
    expect(before).toBeGreaterThan(1);
    mode = "answer";
    await wait(60);
    expect(breaker.isOpen()).toBe(false);
    // closed: no more probes
    const after = probes;
    await wait(60);
    expect(probes).toBe(after);
  });

  it("probes once at a time however many requests trip it", async () => {
    let inFlight = 0;
    let most = 0;
    breaker = createDatabaseBreaker({
      probe: async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await wait(30);
        inFlight -= 1;
        throw new Error("still down");
      },
      probeTimeoutMs: 100,
      probeIntervalMs: 5,
    });
    for (let i = 0; i < 20; i++) breaker.trip("late");
    await wait(150);
    expect(most).toBe(1);
  });
});

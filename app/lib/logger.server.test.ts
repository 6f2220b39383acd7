import { afterEach, describe, expect, it } from "vitest";
import {
  errorText,
  flushLog,
  loggedPath,
  loggedUrl,
  logAlways,
  logJson,
  logLifecycle,
  logTo,
  setLogLevel,
} from "./logger.server";
import { runWithRequestStore } from "./request-store.server";

let restore: (() => void) | undefined;
afterEach(() => restore?.());

/** The shared logger's lines, parsed, for the rest of the test. */
function capture(level: Parameters<typeof logTo>[1] = "info") {
  const lines: Record<string, unknown>[] = [];
  restore = logTo({ write: (chunk: string) => void lines.push(JSON.parse(chunk)) }, level);
  return lines;
}

describe("the logger", () => {
  it("writes one JSON line an event, with its level's name and the time", () => {
    const lines = capture();
    logJson({ level: "info", msg: "listening", port: 3000 });
    logJson({ level: "error", msg: "failed", error: errorText(new Error("boom")) });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toEqual({ level: "info", time: expect.any(String), msg: "listening", port: 3000 });
    expect(lines[0]!.time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(lines[1]).toMatchObject({ level: "error", msg: "failed" });
    expect(lines[1]!.error).toContain("Error: boom");
    expect(errorText("plain")).toBe("plain");
  });

  it("puts the request's id on every line written while the request runs", async () => {
    const lines = capture();
    await runWithRequestStore({ clientAddress: "127.0.0.1", requestId: "req-1" }, async () => {
      logJson({ level: "info", msg: "first" });
      await new Promise((resolve) => setTimeout(resolve, 1));
      logJson({ level: "error", msg: "later, after an await" });
    });
    logJson({ level: "info", msg: "outside" });
    expect(lines.map((line) => line.requestId)).toEqual(["req-1", "req-1", undefined]);
  });

  it("follows LOG_LEVEL: error drops info, silent drops everything but what must be seen once", () => {
    const lines = capture("error");
    logJson({ level: "info", msg: "a request" });
    logJson({ level: "error", msg: "a failure" });
    logLifecycle({ level: "info", msg: "listening" });
    setLogLevel("silent");
    logJson({ level: "error", msg: "silenced" });
    logLifecycle({ level: "info", msg: "stopped" });
    logAlways({ level: "info", msg: "first admin's password" });
    expect(lines.map((line) => line.msg)).toEqual(["a failure", "listening", "first admin's password"]);
  });

  it("flushes without a destination to wait for", async () => {
    capture();
    await expect(flushLog()).resolves.toBeUndefined();
  });
});

describe("what the log may show of a URL", () => {
  it("logs a signed booking link's route, never its token", () => {
    expect(loggedPath("/booking/0b6c1f5e-2f1d-4c59-9d7a-1f1a1b2c3d4e.Zm9vYmFy")).toBe("/booking/:token");
    expect(loggedPath("/booking/abc.def.data")).toBe("/booking/:token.data");
    expect(loggedPath("/BOOKING/abc.def")).toBe("/booking/:token");
    expect(loggedPath("/%62ooking/abc.def")).toBe("/booking/:token");
    expect(loggedPath("/booking")).toBe("/booking");
    expect(loggedPath("/packages/kerala")).toBe("/packages/kerala");
  });

  it("blanks secret query parameters and keeps the others", () => {
    expect(loggedUrl("https://site.example/booking/abc.def?token=t0k&page=2")).toBe(
      "https://site.example/booking/:token?token=[redacted]&page=2",
    );
    expect(loggedUrl("/contact?q=kerala%20trip&signature=xyz")).toBe(
      "/contact?q=kerala%20trip&signature=[redacted]",
    );
  });
});

describe("travellers' ID numbers", () => {
  it("never reach a log line, whatever carries them (ADR 039)", () => {
    const lines = capture();
    logJson({ level: "error", msg: "odd", id_number: "499118665246" });
    logJson({ level: "error", msg: "odd body", body: { travellers: [{ id_number: "499118665246" }] } });
    expect(JSON.stringify(lines)).not.toContain("499118665246");
    expect(lines[0]!.id_number).toBe("[redacted]");
  });
});

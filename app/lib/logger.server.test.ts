import { afterEach, describe, expect, it, vi } from "vitest";
import {
  errorText,
  flushLog,
  jsonString,
  loggedPath,
  loggedUrl,
  logAlways,
  logJson,
  logLifecycle,
  logTo,
  setLogLevel,
  timedBatch,
  writeRequestLine,
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

  it("writes the hand-built request line exactly as pino writes the same fields, and only at its level", () => {
    const lines = capture();
    const fields = {
      requestId: 'id "quoted"',
      method: "GET",
      path: '/odd\\path"\u2028é',
      status: 200,
      ms: 3,
    };
    writeRequestLine({ level: "info", ...fields });
    logJson({ level: "info", ...fields });
    expect(lines).toHaveLength(2);
    expect(Object.keys(lines[0]!)).toEqual(Object.keys(lines[1]!));
    expect({ ...lines[0], time: "" }).toEqual({ ...lines[1], time: "" });
    writeRequestLine({ level: "debug", ...fields });
    expect(lines).toHaveLength(2);
  });

  it("quotes a request line's strings exactly as JSON.stringify does", () => {
    const texts = [
      "",
      "GET",
      "/api/tours/d078799f-27e8-4c7d-8795-473e8995da50",
      "3f1c0c4e-8f4b-4d7a-9a51-1d2b3c4d5e6f",
      'id "quoted"',
      "back\\slash",
      "tab\tnewline\n\u0000\u001f",
      "\u007f é ₹ \u2028\u2029",
      "pair \ud83d\ude00 lone \ud800 \udfff",
    ];
    for (const text of texts) expect(jsonString(text)).toBe(JSON.stringify(text));
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

describe("the batch in front of pino's asynchronous destination (issue 23)", () => {
  it("hands the lines of 20 ms over in one write, in order, and at once on flush", () => {
    vi.useFakeTimers();
    try {
      const writes: string[] = [];
      let flushed = 0;
      const batch = timedBatch({
        write: (text) => writes.push(text),
        flush: (done) => done(),
        flushSync: () => (flushed += 1),
      });
      batch.write("a\n");
      batch.write("b\n");
      expect(writes).toEqual([]);
      vi.advanceTimersByTime(20);
      expect(writes).toEqual(["a\nb\n"]);
      batch.write("c\n");
      batch.flushSync();
      expect(writes).toEqual(["a\nb\n", "c\n"]);
      expect(flushed).toBe(1);
      vi.advanceTimersByTime(20);
      expect(writes).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

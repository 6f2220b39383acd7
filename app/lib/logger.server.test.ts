import { afterEach, describe, expect, it, vi } from "vitest";
import { errorText, logJson } from "./logger.server";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("logJson", () => {
  it("writes one JSON line with the time, errors to stderr", () => {
    const out = vi.spyOn(console, "log").mockImplementation(() => {});
    const err = vi.spyOn(console, "error").mockImplementation(() => {});
    logJson({ level: "info", msg: "listening", port: 3000 });
    logJson({ level: "error", msg: "failed", error: errorText(new Error("boom")) });
    expect(out).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(out.mock.calls[0]![0]))).toMatchObject({
      level: "info",
      msg: "listening",
      port: 3000,
    });
    expect(JSON.parse(String(out.mock.calls[0]![0])).time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const line = JSON.parse(String(err.mock.calls[0]![0]));
    expect(line).toMatchObject({ level: "error", msg: "failed" });
    expect(line.error).toContain("Error: boom");
    expect(errorText("plain")).toBe("plain");
  });
});

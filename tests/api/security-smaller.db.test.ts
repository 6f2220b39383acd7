import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "../setup/test-server";

/** Issue 22, "Smaller": each finding with the answer it must give now. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { responseCache: false });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe("upload paths that cannot name a stored file (issue 22)", () => {
  it("answer 404, not 500, and log no stack trace", async () => {
    const logged = [vi.spyOn(console, "error").mockImplementation(() => {}), vi.spyOn(console, "log")];
    for (const pathname of [
      "/uploads/%c0%ae%c0%ae/x.png",
      "/uploads/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/x.png",
      "/uploads/%2Fetc%2Fx.png",
      "/uploads//etc/x.png",
      "/uploads/%2e%2e/%2e%2e/x.png",
      "/uploads/images/%00.png",
      "/uploads/C:%5Cwindows%5Cx.png",
      "/uploads/%E0%A4%A.png",
    ]) {
      const answer = await fetch(`${server.url}${pathname}`);
      expect(answer.status, pathname).toBe(404);
      expect(await answer.text(), pathname).not.toMatch(/\n\s+at \S+ \(|node_modules|URIError/);
    }
    const lines = logged.flatMap((spy) => spy.mock.calls.map((call) => String(call[0])));
    expect(lines.filter((line) => /\n\s+at |stack/i.test(line))).toEqual([]);
    for (const spy of logged) spy.mockRestore();
  });
});

describe("headers (issue 22)", () => {
  it("say charset=utf-8 on every HTML answer", async () => {
    for (const pathname of ["/", "/packages", "/no/such/page", "/admin/login"]) {
      const answer = await fetch(`${server.url}${pathname}`);
      await answer.arrayBuffer();
      expect(answer.headers.get("content-type"), pathname).toMatch(/^text\/html;\s*charset=utf-8$/i);
    }
  });

  it("give every 404 a Cache-Control", async () => {
    for (const pathname of [
      "/no/such/page",
      "/api/no-such-call",
      "/uploads/images/none.webp",
      "/uploads/x.exe",
    ]) {
      const answer = await fetch(`${server.url}${pathname}`);
      await answer.arrayBuffer();
      expect(answer.status, pathname).toBe(404);
      expect(answer.headers.get("cache-control"), pathname).toBeTruthy();
    }
  });
});

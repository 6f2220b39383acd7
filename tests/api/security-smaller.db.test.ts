import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "../setup/test-server";

/** Issue 22, "Smaller": each finding with the answer it must give now. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
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

describe("bodies that are not UTF-8 (issue 22)", () => {
  const post = (pathname: string, type: string, body: Uint8Array<ArrayBuffer> | string) =>
    fetch(`${server.url}${pathname}`, { method: "POST", headers: { "content-type": type }, body });
  const form = "application/x-www-form-urlencoded";

  it("are refused with 400, in a JSON call or a form post, percent-encoded or raw", async () => {
    const json = new Uint8Array([
      ...new TextEncoder().encode('{"name":"Asha'),
      0xff,
      ...new TextEncoder().encode('"}'),
    ]);
    expect((await post("/api/contact", "application/json", json)).status).toBe(400);
    expect((await post("/contact", form, "name=Asha%FF%FE&email=a%40example.com")).status).toBe(400);
    expect((await post("/contact.data", form, "name=%C0%AE")).status).toBe(400);
    const raw = new Uint8Array([...new TextEncoder().encode("name=Asha"), 0xe9]);
    expect((await post("/contact", form, raw)).status).toBe(400);
  });

  it("let a UTF-8 form through to its page", async () => {
    const answer = await post("/contact", form, "name=%E0%A4%86%E0%A4%B6%E0%A4%BE&email=bad");
    // the page's own answer (its field messages: the email is wrong), not the encoding refusal
    expect(await answer.text()).not.toContain("not sent as UTF-8");
    expect(answer.headers.get("content-type")).toMatch(/text\/html/);
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

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../app/lib/rate-limit.server";
import { adminHeaders } from "../setup/admin";
import { startTestServer, type TestServer } from "../setup/test-server";

/** Issue 22: the page policy's reports are received, rate-limited, stored and shown to admins. */
let server: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "true", RATE_LIMITS: "true" });
  admin = await adminHeaders(server.database.db);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

let addressCount = 0;
const report = (type: string, body: unknown, address = `192.0.2.${++addressCount}`) =>
  server.fetch("/api/csp-reports", {
    method: "POST",
    headers: { "content-type": type, "x-forwarded-for": address },
    body: JSON.stringify(body),
  });

describe("CSP reports (issue 22)", () => {
  it("every page's policy names where to report, by report-to and report-uri", async () => {
    const page = await server.fetch("/");
    await page.arrayBuffer();
    const policy = page.headers.get("content-security-policy")!;
    expect(policy).toMatch(/report-to csp(;|$)/);
    expect(policy).toContain("report-uri /api/csp-reports");
    expect(page.headers.get("reporting-endpoints")).toBe('csp="/api/csp-reports"');
  });

  it("stores reports of both shapes and lists them to admins only, newest first", async () => {
    const legacy = await report("application/csp-report", {
      "csp-report": {
        "document-uri": "http://localhost/packages",
        "violated-directive": "script-src-elem",
        "blocked-uri": "inline",
        "script-sample": "alert(1)\u0000",
      },
    });
    expect(legacy.status).toBe(204);
    const modern = await report("application/reports+json", [
      {
        type: "csp-violation",
        body: {
          documentURL: "http://localhost/",
          effectiveDirective: "img-src",
          blockedURL: "https://x.example/a.png",
        },
      },
      { type: "deprecation", body: { id: "x" } },
    ]);
    expect(modern.status).toBe(204);
    expect((await report("text/plain", { "csp-report": {} })).status).toBe(415);

    expect((await server.fetch("/api/admin/csp-reports")).status).toBe(401);
    const list = await server.fetch("/api/admin/csp-reports", { headers: admin });
    expect(list.status).toBe(200);
    const reports = (await list.json()) as { directive: string; sample: string; blocked_url: string }[];
    expect(reports.map((r) => r.directive)).toEqual(["img-src", "script-src-elem"]);
    expect(reports[1]!.sample).toBe("alert(1)");
    expect(reports[0]!.blocked_url).toBe("https://x.example/a.png");
  });

  it("are rate-limited per address", async () => {
    const address = "198.51.100.77";
    const { max } = RATE_LIMITS.report;
    const body = [{ type: "csp-violation", body: { effectiveDirective: "script-src-elem" } }];
    for (let i = 0; i < max; i++) {
      expect((await report("application/reports+json", body, address)).status).toBe(204);
    }
    const refused = await report("application/reports+json", body, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
  });
});

import { readFile } from "node:fs/promises";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "../../app/entry.server";
import { logTo } from "../../app/lib/logger.server";
import { inspectPdf } from "../../app/lib/uploads.server";
import { apiOperations } from "../../app/features/api-docs/api-catalogue";
import { rateLimitFor } from "../../app/lib/rate-limit.server";
import { clientAddressOf } from "../../server/app";
import { createHash } from "node:crypto";
import { Hono } from "hono";
import { SCRIPT_MARK_HEADER } from "../../app/lib/script-mark";
import { inlineScriptHashes, pageContentSecurityPolicy } from "../../server/security-headers";
import { fileOf, tinyPdf } from "../fixtures/upload-files";

afterEach(() => vi.restoreAllMocks());

describe("client address behind proxies (finding 6)", () => {
  it("counts trusted hops from the right, so a forged leftmost entry is ignored", () => {
    expect(clientAddressOf("6.6.6.6, 203.0.113.9", "10.0.0.2", 1)).toBe("203.0.113.9");
    expect(clientAddressOf("6.6.6.6, 203.0.113.9, 10.0.0.3", "10.0.0.2", 2)).toBe("203.0.113.9");
    expect(clientAddressOf("203.0.113.9", "10.0.0.2", 2)).toBe("203.0.113.9");
    expect(clientAddressOf("6.6.6.6", "10.0.0.2", 0)).toBe("10.0.0.2");
  });
});

describe("itinerary PDFs (finding 9)", () => {
  it("refuses a file that only starts like a PDF", async () => {
    const fake = Buffer.from("%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n%%EOF\n");
    await expect(inspectPdf(fileOf(fake, "a.pdf"), 1 << 20, "bad")).rejects.toMatchObject({ status: 400 });
    const withScript = Buffer.concat([
      tinyPdf.subarray(0, 20),
      Buffer.from("<script>x</script>"),
      tinyPdf.subarray(20),
    ]);
    await expect(inspectPdf(fileOf(withScript, "a.pdf"), 1 << 20, "bad")).rejects.toMatchObject({
      status: 400,
    });
    await expect(inspectPdf(fileOf(tinyPdf, "a.pdf"), 1 << 20, "bad")).resolves.toBeInstanceOf(Uint8Array);
  });
});

describe(".env.example (finding 5)", () => {
  it("ships no usable admin credential", async () => {
    const text = await readFile(".env.example", "utf8");
    expect(text).toMatch(/^ADMIN_ID=$/m);
    expect(text).toMatch(/^ADMIN_PASSWORD=$/m);
  });
});

describe("unknown URLs (finding 11)", () => {
  it("log one line, not a stack trace", () => {
    // the server's logger (pino) writes to its destination, not through console.*
    const lines: string[] = [];
    const restore = logTo({ write: (chunk: string) => void lines.push(chunk) });
    const request = new Request("http://x/no/such/page", { method: "POST" });
    const routerError = Object.assign(new Error("You made a POST request to /no/such/page"), {});
    handleError(
      {
        status: 405,
        statusText: "Method Not Allowed",
        internal: true,
        data: "",
        error: routerError,
      } as never,
      {
        request,
        params: {},
        context: {} as never,
      },
    );
    restore();
    expect(lines).toHaveLength(1);
    expect(lines[0]!.trimEnd().split("\n")).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "info", msg: "no such page", status: 405 });
  });
});

describe("rate limit matching", () => {
  it("covers the API and the page posts, with and without .data", () => {
    expect(rateLimitFor("POST", "/api/contact")).toBe("enquiry");
    expect(rateLimitFor("POST", "/_root.data")).toBe("enquiry");
    expect(rateLimitFor("POST", "/packages/abc.data")).toBe("booking");
    expect(rateLimitFor("POST", "/travel-gear-store")).toBe("order");
    // the trip's messages (issue 27): a traveller's review, the one-click stop of the trip emails
    expect(rateLimitFor("POST", "/api/reviews/verified")).toBe("enquiry");
    expect(rateLimitFor("POST", "/review/abc.def.data")).toBe("enquiry");
    expect(rateLimitFor("POST", "/trip-emails/stop/abc.def")).toBe("other");
    expect(rateLimitFor("POST", "/api/waitlist")).toBe("waitlist");
    expect(rateLimitFor("POST", "/api/waitlist/x/booking")).toBeNull();
    expect(rateLimitFor("POST", "/admin/login.data")).toBe("login");
    expect(rateLimitFor("GET", "/api/contact")).toBeNull();
    expect(rateLimitFor("POST", "/api/bookings/x/status")).toBeNull();
    // the traveller's booking: the lookup (a read whose status alone tells), its page forms, cancelling
    expect(rateLimitFor("GET", "/api/bookings/lookup")).toBe("lookup");
    expect(rateLimitFor("HEAD", "/api/bookings/lookup/")).toBe("lookup");
    expect(rateLimitFor("POST", "/booking.data")).toBe("lookup");
    expect(rateLimitFor("POST", "/booking/abc.def.data")).toBe("lookup");
    expect(rateLimitFor("POST", "/api/cancellation-requests")).toBe("lookup");
    expect(rateLimitFor("GET", "/booking/abc.def")).toBeNull();
    // the shopper's order: the same limit as a booking's lookup
    expect(rateLimitFor("GET", "/api/shop/orders/lookup")).toBe("lookup");
    expect(rateLimitFor("HEAD", "/api/shop/orders/lookup/")).toBe("lookup");
    expect(rateLimitFor("POST", "/travel-gear-store/order.data")).toBe("lookup");
    expect(rateLimitFor("GET", "/travel-gear-store/order")).toBeNull();
    expect(rateLimitFor("POST", "/api/cancellation-requests/x/decision")).toBeNull();
  });
});

describe("every public write is under a rate limit (issue 22)", () => {
  it("covers each write of the API document that needs no admin, logout and unsubscribe included", () => {
    const publicWrites = apiOperations.filter((op) => !op.admin && op.method !== "get");
    expect(publicWrites.map((op) => op.path)).toContain("/api/subscription/unsubscribe");
    for (const op of publicWrites) {
      const path = op.path.replace(/\{\w+\}/g, "x");
      expect(rateLimitFor(op.method, path), `${op.method} ${op.path}`).not.toBeNull();
    }
  });

  it("covers each page outside the admin screens that takes a form post, with and without .data", async () => {
    const routes = await readFile("app/routes.ts", "utf8");
    const pages = [
      ...routes.matchAll(/route\("([^"]+)", "(routes\/(?:site\/[^"]+|admin\/log(?:in|out)[^"]*))"/g),
    ];
    let withAction = 0;
    for (const [, url, file] of pages) {
      const source = await readFile(`app/${file}`, "utf8");
      if (!/export (async )?function action|export const action/.test(source)) continue;
      withAction += 1;
      const path = `/${url!.replace(/:\w+/g, "x")}`;
      expect(rateLimitFor("POST", path), path).not.toBeNull();
      expect(rateLimitFor("POST", `${path}.data`), `${path}.data`).not.toBeNull();
    }
    expect(withAction).toBeGreaterThan(5);
  });
});

describe("inline script hashes", () => {
  it("hash every inline script, JSON-LD included, and skip external ones", () => {
    const html =
      '<script>a()</script><script type="application/ld+json">{}</script><script src="/x.js"></script>';
    expect(inlineScriptHashes(html)).toHaveLength(2);
  });
});

describe("the page policy allows only the scripts the render wrote (issue 22)", () => {
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  it("hashes the marked scripts, not one slipped into the HTML, and sends neither the mark nor its header", async () => {
    const app = new Hono();
    app.use(pageContentSecurityPolicy());
    app.get("/", (c) => {
      c.header(SCRIPT_MARK_HEADER, "s3cr3t");
      return c.html(
        '<p>Review: <script>steal()</script></p><script nonce="s3cr3t">ours()</script><script nonce="guess">x()</script>',
      );
    });
    const answer = await app.request("/");
    const policy = answer.headers.get("content-security-policy")!;
    expect(policy).toContain(sha("ours()"));
    expect(policy).not.toContain(sha("steal()"));
    expect(policy).not.toContain(sha("x()"));
    expect(answer.headers.get(SCRIPT_MARK_HEADER)).toBeNull();
    const html = await answer.text();
    expect(html).not.toContain("s3cr3t");
    expect(html).toContain("<script>ours()</script>");
  });

  it("allows no inline script on a page without a mark", async () => {
    const app = new Hono();
    app.use(pageContentSecurityPolicy());
    app.get("/", (c) => c.html("<script>steal()</script>"));
    const policy = (await app.request("/")).headers.get("content-security-policy")!;
    expect(policy).not.toContain("sha256-");
  });
});

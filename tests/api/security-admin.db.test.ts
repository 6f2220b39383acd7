import { writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { adminApiTokens, adminSessions, adminUsers } from "../../db/schema";
import {
  createApiToken,
  revokeApiTokens,
  tokenHash,
} from "../../app/features/admin-auth/admin-auth-service.server";
import { createAdminRow } from "../factories/admin-factory";
import { createReviewRow } from "../factories/review-factory";
import { createTourRow } from "../factories/tour-factory";
import { tinyPdf } from "../fixtures/upload-files";
import { postLogin } from "../setup/admin";
import { startTestServer, type TestServer } from "../setup/test-server";

/** Issue 8: headers, the cross-site guard, sessions, the second factor, tokens and the audit log. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "true" });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

let addressCount = 0;
const newAddress = () => `198.18.0.${++addressCount}`;
const json = { "content-type": "application/json" };

const login = (body: Record<string, string>, address = newAddress()) =>
  postLogin(server.fetch, body, { "x-forwarded-for": address });

async function session(loginId: string, password: string, extra: Record<string, string> = {}) {
  const response = await login({ id: loginId, password, ...extra });
  expect(response.status).toBe(200);
  return (response.headers.get("set-cookie") ?? "").split(";")[0]!;
}

describe("security headers", { timeout: 60_000 }, () => {
  it("are on a page, with a CSP hashing exactly its inline scripts", async () => {
    const page = await server.fetch("/");
    const html = await page.text();
    const csp = page.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src "))!;
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "img-src 'self' data:",
    ]) {
      expect(csp).toContain(directive);
    }
    // the scripts that run: JSON-LD is data, which the policy neither needs nor gets a hash for
    const inline = [
      ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inline.length).toBeGreaterThan(0);
    expect(scriptSrc.match(/'sha256-/g)?.length).toBe(new Set(inline.map((m) => m[1])).size);
    expectCommonHeaders(page.headers);
  });

  it("let admin pages, and only them, show images from blob: URLs (the tour form's previews)", async () => {
    const imgSrc = async (path: string) =>
      ((await server.fetch(path)).headers.get("content-security-policy") ?? "")
        .split(";")
        .map((d) => d.trim())
        .find((d) => d.startsWith("img-src "));
    expect(await imgSrc("/")).toBe("img-src 'self' data:");
    expect(await imgSrc("/administration-fees")).toBe("img-src 'self' data:");
    expect(await imgSrc("/admin/login")).toBe("img-src 'self' data: blob:");
  });

  it("are on an API answer", async () => {
    const answer = await server.fetch("/api/tours");
    expectCommonHeaders(answer.headers);
    expect(answer.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  it("are on uploaded files: true type, sandbox, PDFs as downloads; never HTML or SVG", async () => {
    const dir = path.join(server.dataDir, "uploads", "pdfs");
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "a.pdf"), tinyPdf);
    await writeFile(path.join(dir, "evil.html"), "<script>alert(1)</script>");
    await writeFile(path.join(dir, "evil.svg"), "<svg onload=alert(1)></svg>");
    const pdf = await server.fetch("/uploads/pdfs/a.pdf");
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(pdf.headers.get("content-security-policy")).toMatch(/sandbox/);
    expectCommonHeaders(pdf.headers);
    expect((await server.fetch("/uploads/pdfs/evil.html")).status).toBe(404);
    expect((await server.fetch("/uploads/pdfs/evil.svg")).status).toBe(404);
  });
});

function expectCommonHeaders(headers: Headers) {
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
  expect(headers.get("permissions-policy")).toContain("camera=()");
  expect(headers.get("x-frame-options")).toBe("DENY");
  // SITE_URL is http here: no HSTS (it would pin a plain-HTTP site)
  expect(headers.get("strict-transport-security")).toBeNull();
}

describe("cross-site requests with the admin cookie", { timeout: 60_000 }, () => {
  it("are refused on every state change, pages included", async () => {
    const admin = await createAdminRow(server.database.db);
    const cookie = await session(admin.loginId, admin.password);
    for (const target of ["/contact", "/admin/tours/delete", "/api/auth/logout"]) {
      const response = await server.fetch(target, {
        method: "POST",
        headers: {
          cookie,
          origin: "https://evil.example",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: "id=1",
      });
      expect(response.status, target).toBe(403);
    }
    expect((await server.fetch("/api/auth/me", { headers: { cookie } })).status).toBe(200);
  });
});

describe("sessions", { timeout: 60_000 }, () => {
  it("get a new id at login, end after 30 idle minutes or 12 hours, and can end everywhere", async () => {
    const admin = await createAdminRow(server.database.db);
    const first = await session(admin.loginId, admin.password);
    const second = await session(admin.loginId, admin.password);
    expect(first).not.toBe(second);
    const me = (cookie: string) => server.fetch("/api/auth/me", { headers: { cookie } });
    const hashOf = (cookie: string) => tokenHash(cookie.split("=")[1]!);

    await server.database.db
      .update(adminSessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(adminSessions.tokenHash, hashOf(first)));
    expect((await me(first)).status).toBe(401);

    await server.database.db
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminSessions.tokenHash, hashOf(second)));
    expect((await me(second)).status).toBe(401);

    const a = await session(admin.loginId, admin.password);
    const b = await session(admin.loginId, admin.password);
    const ended = await server.fetch("/api/auth/logout?everywhere=true", {
      method: "POST",
      headers: { cookie: a },
    });
    expect(await ended.json()).toMatchObject({ success: true, sessions_ended: 2 });
    expect((await me(b)).status).toBe(401);
  });
});

describe("second factor (TOTP)", { timeout: 60_000 }, () => {
  it("enrols, asks for the code at login, throttles wrong codes, takes each recovery code once", async () => {
    const admin = await createAdminRow(server.database.db);
    const cookie = await session(admin.loginId, admin.password);
    const post = (body: unknown) =>
      server.fetch("/api/auth/totp", {
        method: "POST",
        headers: { ...json, cookie },
        body: JSON.stringify(body),
      });
    const { secret } = await (await post({})).json();
    expect((await post({ code: "000000" })).status).toBe(400);
    const enabled = await (await post({ code: await generate({ secret }) })).json();
    expect(enabled.recovery_codes).toHaveLength(10);

    const asked = await login({ id: admin.loginId, password: admin.password });
    expect(asked.status).toBe(401);
    expect(await asked.json()).toMatchObject({ code_required: true });
    expect(asked.headers.get("set-cookie")).toBeNull();

    const address = newAddress();
    for (let i = 0; i < 5; i++) {
      const wrong = await login({ id: admin.loginId, password: admin.password, code: "123456" }, address);
      expect(await wrong.json()).toEqual({ success: false, message: "Invalid ID or Password" });
    }
    const throttled = await login({ id: admin.loginId, password: admin.password, code: "123456" }, address);
    expect(throttled.status).toBe(429);

    const recovery = enabled.recovery_codes[0] as string;
    expect((await login({ id: admin.loginId, password: admin.password, code: recovery })).status).toBe(200);
    expect((await login({ id: admin.loginId, password: admin.password, code: recovery })).status).toBe(401);
    const [row] = await server.database.db.select().from(adminUsers).where(eq(adminUsers.id, admin.id));
    expect(row?.totpEnabledAt).not.toBeNull();
  });
});

describe("API tokens", { timeout: 60_000 }, () => {
  // finding 11: tokens never expired and could only be revoked in SQL
  it("stop working once expired or revoked", async () => {
    const admin = await createAdminRow(server.database.db);
    const me = (token: string) =>
      server.fetch("/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
    const expiring = await createApiToken(server.database.db, admin.id, "ci");
    expect((await me(expiring)).status).toBe(200);
    await server.database.db
      .update(adminApiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminApiTokens.tokenHash, tokenHash(expiring)));
    expect((await me(expiring)).status).toBe(401);

    const revoked = await createApiToken(server.database.db, admin.id, "laptop");
    expect(await revokeApiTokens(server.database.db, admin.id, "laptop")).toBe(1);
    expect((await me(revoked)).status).toBe(401);
  });
});

describe("audit log", { timeout: 60_000 }, () => {
  it("records who did what, when, from where, with before and after; admin-only", async () => {
    const admin = await createAdminRow(server.database.db);
    const address = newAddress();
    await login({ id: admin.loginId, password: "wrong password" }, address);
    const cookie = await session(admin.loginId, admin.password);
    const headers = { ...json, cookie, "x-forwarded-for": address };

    const tour = await createTourRow(server.database.db);
    const booking = await (
      await server.fetch("/api/bookings", {
        method: "POST",
        headers: json,
        body: JSON.stringify({
          package_id: tour.id,
          travel_date: addDays(todayInIndia(), 30),
          number_of_travelers: 1,
          customer_name: "Asha",
          customer_email: "asha-audit@example.com",
          customer_phone: "+91 98765 43210",
        }),
      })
    ).json();
    const status = await server.fetch(`/api/bookings/${booking.booking.id}/status`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ status: "confirmed" }),
    });
    expect(status.status).toBe(200);
    const review = await createReviewRow(server.database.db, { packageId: tour.id });
    expect((await server.fetch(`/api/reviews/${review.id}`, { method: "DELETE", headers })).status).toBe(200);
    expect((await server.fetch(`/api/tours/${tour.id}`, { method: "DELETE", headers })).status).toBe(200);

    expect((await server.fetch("/api/admin/audit")).status).toBe(401);
    const entries: {
      action: string;
      actor: { login_id: string; address: string };
      before: unknown;
      after: unknown;
    }[] = await (await server.fetch("/api/admin/audit?limit=200", { headers })).json();
    const mine = entries.filter((entry) => entry.actor.login_id === admin.loginId);
    const actions = mine.map((entry) => entry.action);
    for (const action of [
      "admin.login_failed",
      "admin.login",
      "booking.status_changed",
      "review.deleted",
      "tour.deleted",
    ]) {
      expect(actions, action).toContain(action);
    }
    const change = mine.find((entry) => entry.action === "booking.status_changed")!;
    expect(change).toMatchObject({
      actor: { address },
      before: { status: "pending" },
      after: { status: "confirmed" },
    });
  });
});

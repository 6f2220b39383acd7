import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessions, adminUsers } from "../../db/schema";
import { createSession, tokenHash } from "../../app/features/admin-auth/admin-auth-service.server";
import { createAdminRow } from "../factories/admin-factory";
import { adminHeaders, postLogin } from "../setup/admin";
import { startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;

// Behind a trusted proxy every test can speak from its own address, so the per-address limit
// of one test never trips another.
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "true" });
});
afterAll(async () => {
  await server?.close();
});

let addressCount = 0;
const newAddress = () => `198.51.100.${++addressCount}`;

const login = (body: unknown, address = newAddress(), headers: Record<string, string> = {}) =>
  postLogin(server.fetch, body, { "x-forwarded-for": address, ...headers });

/** The `sf_admin=<token>` pair of a login answer, ready for a Cookie header. */
function sessionCookieOf(response: Response): string {
  const setCookie = response.headers.get("set-cookie") ?? "";
  const pair = setCookie.split(";")[0] ?? "";
  expect(pair).toMatch(/^sf_admin=[\w-]{20,}$/);
  return pair;
}

async function loggedIn(): Promise<{ loginId: string; cookie: string }> {
  const admin = await createAdminRow(server.database.db);
  const response = await login({ id: admin.loginId, password: admin.password });
  expect(response.status).toBe(200);
  return { loginId: admin.loginId, cookie: sessionCookieOf(response) };
}

const me = (headers: Record<string, string> = {}) => server.fetch("/api/auth/me", { headers });

const INVALID = { success: false, message: "Invalid ID or Password" };

describe("POST /api/auth/login", () => {
  it("logs in with the right password: 200, the admin's ID and an httpOnly SameSite=Lax cookie", async () => {
    const admin = await createAdminRow(server.database.db);
    const response = await login({ id: admin.loginId, password: admin.password });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, admin: { id: admin.loginId } });
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^sf_admin=[\w-]+;/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//);
    // the session's absolute lifetime (12 hours), not a week
    expect(cookie).toMatch(/;\s*Max-Age=43200/);
    // SITE_URL is http:// here; https:// adds Secure (see admin-guard.server.test.ts)
    expect(cookie).not.toMatch(/Secure/i);

    const token = sessionCookieOf(response).slice("sf_admin=".length);
    const [session] = await server.database.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, tokenHash(token)));
    expect(session?.adminId).toBe(admin.id);
    const [user] = await server.database.db.select().from(adminUsers).where(eq(adminUsers.id, admin.id));
    expect(user?.lastLoginAt).toBeInstanceOf(Date);
  });

  it("answers a wrong password and an unknown ID with the same 401 and no cookie", async () => {
    const admin = await createAdminRow(server.database.db);
    for (const body of [
      { id: admin.loginId, password: `${admin.password}x` },
      { id: `nobody-${randomUUID()}`, password: admin.password },
      { id: "' OR 1=1 --", password: "' OR 1=1 --" },
    ]) {
      const response = await login(body);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(INVALID);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("answers bad input with 400 and a message per field", async () => {
    const cases: [unknown, string[]][] = [
      [{}, ["id", "password"]],
      [{ id: "   ", password: "" }, ["id", "password"]],
      [{ id: 5, password: true }, ["id", "password"]],
      [{ id: "x".repeat(65), password: "secret" }, ["id"]],
      [{ id: "admin\u0000", password: "secret" }, ["id"]],
      [{ id: "admin", password: "p".repeat(257) }, ["password"]],
    ];
    for (const [body, fields] of cases) {
      const response = await login(body);
      expect(response.status).toBe(400);
      const json = await response.json();
      expect(json.success).toBe(false);
      expect(Object.keys(json.errors).sort()).toEqual(fields);
    }
    const empty = await login({});
    expect((await empty.json()).errors).toEqual({
      id: "Please enter your ID",
      password: "Please enter your password",
    });
  });

  it("answers malformed JSON with 400 and other methods with 405", async () => {
    const response = await login("{ not json");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: "Malformed JSON body" });
    expect((await server.fetch("/api/auth/login")).status).toBe(405);
  });

  it("refuses a login posted from another site", async () => {
    const admin = await createAdminRow(server.database.db);
    const response = await login({ id: admin.loginId, password: admin.password }, newAddress(), {
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("sweeps expired sessions when someone logs in", async () => {
    const admin = await createAdminRow(server.database.db);
    const old = await createSession(
      server.database.db,
      admin.id,
      new Date(Date.now() - 8 * 24 * 60 * 60 * 1000),
    );
    expect((await me({ cookie: `sf_admin=${old.token}` })).status).toBe(401);
    await loggedIn();
    const rows = await server.database.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, tokenHash(old.token)));
    expect(rows).toEqual([]);
  });
});

describe("GET /api/auth/me", () => {
  it("names the admin of a session cookie or a Bearer token", async () => {
    const { loginId, cookie } = await loggedIn();
    const bySession = await me({ cookie });
    expect(bySession.status).toBe(200);
    expect(bySession.headers.get("cache-control")).toBe("no-store");
    expect(await bySession.json()).toEqual({ id: loginId });

    const byToken = await me(await adminHeaders(server.database.db));
    expect(byToken.status).toBe(200);
    expect((await byToken.json()).id).toMatch(/^admin-/);
  });

  it("answers 401 with no, a forged or a mangled credential", async () => {
    const credentials: Record<string, string>[] = [
      {},
      { cookie: "sf_admin=forged-token-value" },
      { cookie: "sf_admin=%E0%A4%A" },
      { authorization: "Bearer sfk_forged" },
      { authorization: "Basic YWRtaW46YWRtaW4=" },
    ];
    for (const headers of credentials) {
      const response = await me(headers);
      expect(response.status).toBe(401);
      expect((await response.json()).success).toBe(false);
    }
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session and clears the cookie", async () => {
    const { cookie } = await loggedIn();
    const response = await server.fetch("/api/auth/logout", { method: "POST", headers: { cookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(response.headers.get("set-cookie")).toMatch(/^sf_admin=;.*Max-Age=0/);
    expect((await me({ cookie })).status).toBe(401);
  });

  it("answers 200 when not logged in", async () => {
    const response = await server.fetch("/api/auth/logout", { method: "POST" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
  });
});

describe("cross-site requests carrying the session cookie", () => {
  it("are refused with 403 on admin writes and leave the session alone", async () => {
    const { cookie } = await loggedIn();
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
    ];
    for (const headers of foreign) {
      const logout = await server.fetch("/api/auth/logout", {
        method: "POST",
        headers: { cookie, ...headers },
      });
      expect(logout.status).toBe(403);
      const review = await server.fetch("/api/reviews", {
        method: "POST",
        headers: { cookie, "content-type": "application/json", ...headers },
        body: "{}",
      });
      expect(review.status).toBe(403);
    }
    expect((await me({ cookie })).status).toBe(200);
  });

  it("pass the guard from our own origin, and a Bearer token is not subject to it", async () => {
    const { cookie } = await loggedIn();
    const sameOrigin = await server.fetch("/api/reviews", {
      method: "POST",
      headers: { cookie, origin: server.url, "content-type": "application/json" },
      body: "{}",
    });
    // past the guard: the empty review is rejected on its fields
    expect(sameOrigin.status).toBe(400);
    const withToken = await server.fetch("/api/reviews", {
      method: "POST",
      headers: {
        ...(await adminHeaders(server.database.db)),
        origin: "https://evil.example",
        "content-type": "application/json",
      },
      body: "{}",
    });
    expect(withToken.status).toBe(400);
  });
});

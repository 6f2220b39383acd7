import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminRow } from "../factories/admin-factory";
import { startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;

// behind a trusted proxy each test speaks from its own address, so throttles never cross tests
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "true" });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

let addressCount = 0;
const newAddress = () => `203.0.113.${++addressCount}`;

/** The login form posted as a browser without JavaScript posts it. */
function postLogin(fields: Record<string, string>, address: string, headers: Record<string, string> = {}) {
  return server.fetch("/admin/login", {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

describe("the admin login page's form", () => {
  it("logs in with the API's session cookie and returns to the page asked for", async () => {
    const admin = await createAdminRow(server.database.db);
    const response = await postLogin(
      { id: admin.loginId, password: admin.password, next: "/admin/bookings?status=pending" },
      newAddress(),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/bookings?status=pending");
    const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^sf_admin=[\w-]{20,}$/);
    const me = await server.fetch("/api/auth/me", { headers: { cookie } });
    expect(await me.json()).toEqual({ id: admin.loginId });
  });

  it("never sends the admin to another site after login", async () => {
    const admin = await createAdminRow(server.database.db);
    for (const next of ["https://evil.example/admin", "//evil.example", "/packages"]) {
      const response = await postLogin({ id: admin.loginId, password: admin.password, next }, newAddress());
      expect(response.headers.get("location")).toBe("/admin");
    }
  });

  it("says 'Invalid ID or Password', and when throttled adds how long to wait", async () => {
    const admin = await createAdminRow(server.database.db);
    const address = newAddress();
    const wrong = await postLogin({ id: admin.loginId, password: "wrong" }, address);
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("Invalid ID or Password");
    for (let i = 0; i < 4; i++) await postLogin({ id: admin.loginId, password: "wrong" }, address);

    // locked now, even for the right password
    const locked = await postLogin({ id: admin.loginId, password: admin.password }, address);
    expect(locked.status).toBe(429);
    expect(locked.headers.get("set-cookie")).toBeNull();
    const html = await locked.text();
    expect(html).toContain("Invalid ID or Password");
    expect(html).toMatch(/please wait about 1[45] minutes before trying again/);
  });

  it("refuses a login posted from another site", async () => {
    const admin = await createAdminRow(server.database.db);
    const response = await postLogin({ id: admin.loginId, password: admin.password }, newAddress(), {
      origin: "https://evil.example",
    });
    // React Router's own origin check (400) answers before the action's (403)
    expect([400, 403]).toContain(response.status);
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminRow } from "../factories/admin-factory";
import { adminHeaders, postLogin } from "../setup/admin";
import { startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "true" });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function sessionCookie(): Promise<string> {
  const admin = await createAdminRow(server.database.db);
  const response = await postLogin(
    server.fetch,
    { id: admin.loginId, password: admin.password },
    { "x-forwarded-for": "198.51.100.77" },
  );
  expect(response.status).toBe(200);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

const me = (headers: Record<string, string>) => server.fetch("/api/auth/me", { headers });

describe("a stale Authorization header beside a valid session cookie", () => {
  it("is not refused for the header: the session decides", async () => {
    const cookie = await sessionCookie();
    for (const authorization of [
      "Bearer sfk_revoked-long-ago",
      "Bearer old-jwt.from.localstorage",
      "Basic eDp5",
    ]) {
      expect((await me({ cookie, authorization })).status).toBe(200);
    }
  });

  it("still answers 401 with the stale header alone or beside a forged cookie", async () => {
    expect((await me({ authorization: "Bearer sfk_revoked-long-ago" })).status).toBe(401);
    expect((await me({ authorization: "Bearer sfk_x", cookie: "sf_admin=forged" })).status).toBe(401);
  });

  it("a valid token is still enough on its own", async () => {
    expect((await me(await adminHeaders(server.database.db))).status).toBe(200);
  });
});

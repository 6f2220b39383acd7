import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginFailures } from "../../db/schema";
import { throttleKey } from "../../app/features/admin-auth/login-throttle.server";
import { createAdminRow } from "../factories/admin-factory";
import { postLogin } from "../setup/admin";
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
const newAddress = () => `203.0.113.${++addressCount}`;

const login = (body: { id: string; password: string }, address = newAddress()) =>
  postLogin(server.fetch, body, { "x-forwarded-for": address });

const THROTTLED = { success: false, message: "Too many attempts. Please wait a few minutes and try again." };

describe("POST /api/auth/login throttling", () => {
  it("locks an ID at an address for the rest of 15 minutes after 5 failures there, even for the right password", async () => {
    const admin = await createAdminRow(server.database.db);
    const address = newAddress();
    for (let i = 0; i < 5; i++) {
      expect((await login({ id: admin.loginId, password: "wrong password" }, address)).status).toBe(401);
    }
    for (const id of [admin.loginId, admin.loginId.toUpperCase()]) {
      const locked = await login({ id, password: admin.password }, address);
      expect(locked.status).toBe(429);
      expect(await locked.json()).toEqual(THROTTLED);
      const retryAfter = Number(locked.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(locked.headers.get("set-cookie")).toBeNull();
    }
    // refused tries are not counted: exactly the 5 failures remain
    const key = throttleKey.id(admin.loginId, address);
    const rows = await server.database.db.select().from(loginFailures).where(eq(loginFailures.key, key));
    expect(rows).toHaveLength(5);

    // 16 minutes later the failures no longer count
    await server.database.db
      .update(loginFailures)
      .set({ failedAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(loginFailures.key, key));
    expect((await login({ id: admin.loginId, password: admin.password }, address)).status).toBe(200);
  });

  // issue 8, finding 7: five wrong passwords from anywhere used to lock the real admin out
  it("does not lock the owner out from another address when an attacker fails from one", async () => {
    const admin = await createAdminRow(server.database.db);
    const attacker = newAddress();
    for (let i = 0; i < 8; i++) await login({ id: admin.loginId, password: "wrong password" }, attacker);
    expect((await login({ id: admin.loginId, password: admin.password }, attacker)).status).toBe(429);
    expect((await login({ id: admin.loginId, password: admin.password }, newAddress())).status).toBe(200);
  });

  it("lets at most 5 of a burst of parallel guesses through", async () => {
    const admin = await createAdminRow(server.database.db);
    const address = newAddress();
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () =>
        login({ id: admin.loginId, password: "guess" }, address).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
  });

  it("locks an address after 20 failures, whatever IDs it tries", async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i++) {
      expect((await login({ id: `guess-${i}-${randomUUID()}`, password: "guess" }, address)).status).toBe(
        401,
      );
    }
    const admin = await createAdminRow(server.database.db);
    const locked = await login({ id: admin.loginId, password: admin.password }, address);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual(THROTTLED);
    expect((await login({ id: admin.loginId, password: admin.password }, newAddress())).status).toBe(200);
  });

  it("clears an ID's failures on success and prunes failures older than the window", async () => {
    const admin = await createAdminRow(server.database.db);
    const stale = `ip:stale-${randomUUID()}`;
    await server.database.db
      .insert(loginFailures)
      .values({ key: stale, failedAt: new Date(Date.now() - 20 * 60 * 1000) });
    const address = newAddress();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        expect((await login({ id: admin.loginId, password: "wrong password" }, address)).status).toBe(401);
      }
      expect((await login({ id: admin.loginId, password: admin.password }, address)).status).toBe(200);
    }
    const left = await server.database.db
      .select()
      .from(loginFailures)
      .where(like(loginFailures.key, `%${admin.loginId}%`));
    expect(left).toEqual([]);
    expect(await server.database.db.select().from(loginFailures).where(eq(loginFailures.key, stale))).toEqual(
      [],
    );
  });
});

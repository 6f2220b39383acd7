import { and, eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEmails } from "../../db/schema";
import { createApiToken, setAdminPassword } from "../../app/features/admin-auth/admin-auth-service.server";
import { MAX_FAILURES_PER_ACCOUNT } from "../../app/features/admin-auth/login-throttle.server";
import { agencyContactOf } from "../../app/features/notifications/email/agency-contact.server";
import { createAdminRow } from "../factories/admin-factory";
import { postLogin } from "../setup/admin";
import { startTestServer, type TestServer } from "../setup/test-server";

/** Issue 22: the second factor stays, and every change to an admin account is reported. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "true" });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

let addressCount = 0;
const newAddress = () => `198.19.0.${++addressCount}`;
const json = { "content-type": "application/json" };

async function session(loginId: string, password: string, extra: Record<string, string> = {}) {
  const response = await postLogin(
    server.fetch,
    { id: loginId, password, ...extra },
    { "x-forwarded-for": newAddress() },
  );
  expect(response.status).toBe(200);
  return (response.headers.get("set-cookie") ?? "").split(";")[0]!;
}

/** The code of the next 30-second step: the one just used to enrol is not taken twice. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function noticesTo(event: string) {
  return server.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.event, event), eq(outboxEmails.toAddress, server.config.AGENCY_EMAIL)));
}

async function enrolled() {
  const admin = await createAdminRow(server.database.db);
  const cookie = await session(admin.loginId, admin.password);
  const totp = (method: string, body: unknown, headers: Record<string, string> = { cookie }) =>
    server.fetch("/api/auth/totp", { method, headers: { ...json, ...headers }, body: JSON.stringify(body) });
  const { secret } = await (await totp("POST", {})).json();
  const on = await (await totp("POST", { code: await generate({ secret }) })).json();
  expect(on.recovery_codes).toHaveLength(10);
  return { admin, cookie, totp, secret: secret as string, recoveryCodes: on.recovery_codes as string[] };
}

describe("changing the second factor", { timeout: 60_000 }, () => {
  it("turning it off needs the password and a current code, never an API token, and is reported", async () => {
    const { admin, totp, secret, recoveryCodes } = await enrolled();
    const before = (await noticesTo("admin-account-totp-disabled")).length;

    expect((await totp("DELETE", {})).status).toBe(400);
    expect((await totp("DELETE", { password: admin.password, code: "000000" })).status).toBe(400);
    const wrongPassword = await totp("DELETE", { password: "not the password", code: recoveryCodes[0] });
    expect(wrongPassword.status).toBe(400);

    const token = await createApiToken(server.database.db, admin.id, "stolen");
    const byToken = await totp(
      "DELETE",
      { password: admin.password, code: await nextCode(secret) },
      { authorization: `Bearer ${token}` },
    );
    expect(byToken.status).toBe(403);
    expect((await byToken.json()).message).toMatch(/not with an API token/);
    expect((await totp("POST", {}, { authorization: `Bearer ${token}` })).status, "enrolment by token").toBe(
      403,
    );

    const off = await totp("DELETE", { password: admin.password, code: await nextCode(secret) });
    expect(off.status).toBe(200);
    expect((await noticesTo("admin-account-totp-disabled")).length).toBe(before + 1);
    // off: the password alone logs in again
    await session(admin.loginId, admin.password);
  });

  it("re-enrolling needs the password and a current code; the old app works until the new one is confirmed", async () => {
    const { admin, totp, recoveryCodes } = await enrolled();
    expect((await totp("POST", {})).status).toBe(400);
    const started = await totp("POST", { password: admin.password, code: recoveryCodes[0] });
    expect(started.status).toBe(200);
    const { secret: newSecret } = await started.json();
    // not confirmed yet: the old factor is still asked for and still works
    await session(admin.loginId, admin.password, { code: recoveryCodes[1]! });

    const confirmed = await totp("POST", { code: await generate({ secret: newSecret }) });
    expect(confirmed.status).toBe(200);
    expect((await noticesTo("admin-account-totp-reenrolled")).length).toBeGreaterThan(0);
    // the old recovery codes went with the old app
    const old = await postLogin(
      server.fetch,
      { id: admin.loginId, password: admin.password, code: recoveryCodes[2] },
      { "x-forwarded-for": newAddress() },
    );
    expect(old.status).toBe(401);
    await session(admin.loginId, admin.password, { code: await nextCode(newSecret) });
  });

  it("a new API token and a password change are reported to the agency's address", async () => {
    const admin = await createAdminRow(server.database.db);
    const agency = agencyContactOf(server.config);
    await createApiToken(server.database.db, admin.id, "ci", 30, agency);
    const token = await noticesTo("admin-account-api-token-issued");
    expect(token.some((email) => email.textBody.includes(admin.loginId))).toBe(true);
    await setAdminPassword(server.database.db, admin.loginId, "a brand new passphrase", agency);
    const password = await noticesTo("admin-account-password-changed");
    expect(password.some((email) => email.textBody.includes(admin.loginId))).toBe(true);
  });
});

describe("failures per account across addresses, with device cookies", { timeout: 90_000 }, () => {
  it("unknown browsers share one allowance; a browser that logged in before keeps its own; the owner is told once", async () => {
    const admin = await createAdminRow(server.database.db);
    const first = await postLogin(
      server.fetch,
      { id: admin.loginId, password: admin.password },
      { "x-forwarded-for": newAddress() },
    );
    const cookies = first.headers.getSetCookie();
    const device = cookies.find((cookie) => cookie.startsWith("sf_device="));
    expect(device).toMatch(/HttpOnly/i);
    const deviceCookie = device!.split(";")[0]!;

    // one guess from each of many addresses, no device cookie
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      const guess = await postLogin(
        server.fetch,
        { id: admin.loginId, password: `guess ${i}` },
        { "x-forwarded-for": newAddress() },
      );
      expect(guess.status).toBe(401);
    }
    for (let i = 0; i < 3; i++) {
      const held = await postLogin(
        server.fetch,
        { id: admin.loginId, password: admin.password },
        { "x-forwarded-for": newAddress() },
      );
      expect(held.status).toBe(429);
      expect(Number(held.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(
      (await noticesTo("admin-account-login-locked")).filter((m) => m.textBody.includes(admin.loginId)),
    ).toHaveLength(1);

    // the owner's browser, from yet another address, is not locked out
    const owner = await postLogin(
      server.fetch,
      { id: admin.loginId, password: admin.password },
      { "x-forwarded-for": newAddress(), cookie: deviceCookie },
    );
    expect(owner.status).toBe(200);
    expect(owner.headers.getSetCookie().some((c) => c.startsWith("sf_device="))).toBe(false);
  });

  it("a device cookie of another account gives no allowance of its own", async () => {
    const mine = await createAdminRow(server.database.db);
    const other = await createAdminRow(server.database.db);
    const first = await postLogin(
      server.fetch,
      { id: mine.loginId, password: mine.password },
      { "x-forwarded-for": newAddress() },
    );
    const deviceCookie = first.headers
      .getSetCookie()
      .find((c) => c.startsWith("sf_device="))!
      .split(";")[0]!;
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      await postLogin(
        server.fetch,
        { id: other.loginId, password: `guess ${i}` },
        { "x-forwarded-for": newAddress(), cookie: deviceCookie },
      );
    }
    const held = await postLogin(
      server.fetch,
      { id: other.loginId, password: other.password },
      { "x-forwarded-for": newAddress(), cookie: deviceCookie },
    );
    expect(held.status).toBe(429);
  });
});

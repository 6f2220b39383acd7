import { and, eq } from "drizzle-orm";
import { generate } from "otplib";
import { beforeAll, describe, expect, it } from "vitest";
import { outboxEmails } from "../../db/schema";
import { SECOND_FACTOR_NEEDED_MESSAGE } from "../../app/features/admin-auth/admin-auth-schema";
import { createApiToken } from "../../app/features/admin-auth/admin-auth-service.server";
import {
  isSecondFactorRequired,
  recordInitialSecondFactorPolicy,
} from "../../app/features/admin-auth/second-factor-policy.server";
import { createAdminRow } from "../factories/admin-factory";
import { postLogin } from "../setup/admin";
import { testServerForFile } from "../setup/test-server";

/** Issue 22: the owner may require a second factor of every admin; then nothing else is open without one. */
const serverOf = testServerForFile({ TRUST_PROXY: "true" });
beforeAll(async () => {
  // as a new installation's first admin leaves it
  await recordInitialSecondFactorPolicy(serverOf().database.db, true);
});

let addressCount = 0;
const newAddress = () => `198.19.7.${++addressCount}`;
const json = { "content-type": "application/json" };

async function session(loginId: string, password: string, extra: Record<string, string> = {}) {
  const response = await postLogin(
    serverOf().fetch,
    { id: loginId, password, ...extra },
    { "x-forwarded-for": newAddress() },
  );
  expect(response.status).toBe(200);
  return (response.headers.get("set-cookie") ?? "").split(";")[0]!;
}

const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

function call(path: string, headers: Record<string, string>, method = "GET", body?: unknown) {
  return serverOf().fetch(path, {
    method,
    redirect: "manual",
    headers: { ...json, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** An admin who logs in without a second factor and then enrols one, as the first login does. */
async function enrol(cookie: string) {
  const { secret } = await (await call("/api/auth/totp", { cookie }, "POST", {})).json();
  const on = await call("/api/auth/totp", { cookie }, "POST", { code: await generate({ secret }) });
  expect(on.status).toBe(200);
  return secret as string;
}

describe("a second factor required of every admin", { timeout: 90_000 }, () => {
  it("an admin without one logs in, but every page leads to enrolling it and every API call is refused until then", async () => {
    expect(await isSecondFactorRequired(serverOf().database.db)).toBe(true);
    const admin = await createAdminRow(serverOf().database.db);
    const cookie = await session(admin.loginId, admin.password);

    const refused = await call("/api/bookings", { cookie });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(SECOND_FACTOR_NEEDED_MESSAGE);
    const token = await createApiToken(serverOf().database.db, admin.id, "script");
    expect((await call("/api/bookings", { authorization: `Bearer ${token}` })).status).toBe(403);

    const page = await call("/admin/bookings?status=pending", { cookie });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe(
      `/admin/account?next=${encodeURIComponent("/admin/bookings?status=pending")}`,
    );
    expect((await call("/admin/account", { cookie })).status).toBe(200);
    // who is logged in, the rule and logging out stay open
    expect((await call("/api/auth/me", { cookie })).status).toBe(200);
    expect(await (await call("/api/auth/totp/policy", { cookie })).json()).toEqual({ required: true });

    await enrol(cookie);
    expect((await call("/api/bookings", { cookie })).status).toBe(200);
    expect((await call("/api/bookings", { authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await call("/admin/bookings", { cookie })).status).toBe(200);
  });

  it("one's own second factor stays on while the rule holds", async () => {
    const admin = await createAdminRow(serverOf().database.db);
    const cookie = await session(admin.loginId, admin.password);
    const secret = await enrol(cookie);
    const off = await call("/api/auth/totp", { cookie }, "DELETE", {
      password: admin.password,
      code: await nextCode(secret),
    });
    expect(off.status).toBe(400);
    expect((await off.json()).message).toMatch(/must keep two-step sign-in/);
  });

  it("only an admin with a second factor changes the rule; turning it off takes the password and a code, and is reported", async () => {
    const admin = await createAdminRow(serverOf().database.db);
    const cookie = await session(admin.loginId, admin.password);
    // not enrolled yet: may read the rule, may not change it
    const early = await call("/api/auth/totp/policy", { cookie }, "PUT", { required: false });
    expect(early.status).toBe(403);

    const secret = await enrol(cookie);
    const token = await createApiToken(serverOf().database.db, admin.id, "script");
    const byToken = await call("/api/auth/totp/policy", { authorization: `Bearer ${token}` }, "PUT", {
      required: false,
      password: admin.password,
      code: await nextCode(secret),
    });
    expect(byToken.status).toBe(403);
    const noProof = await call("/api/auth/totp/policy", { cookie }, "PUT", { required: false });
    expect(noProof.status).toBe(400);
    expect((await noProof.json()).errors).toHaveProperty("code");
    expect(await isSecondFactorRequired(serverOf().database.db)).toBe(true);

    const off = await call("/api/auth/totp/policy", { cookie }, "PUT", {
      required: false,
      password: admin.password,
      code: await nextCode(secret),
    });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ required: false });
    const notices = await serverOf()
      .database.db.select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.event, "admin-account-second-factor-optional"),
          eq(outboxEmails.toAddress, serverOf().config.AGENCY_EMAIL),
        ),
      );
    expect(notices.some((email) => email.textBody.includes(admin.loginId))).toBe(true);

    // off: an admin without a second factor works again; on again needs no proof
    const other = await createAdminRow(serverOf().database.db);
    const otherCookie = await session(other.loginId, other.password);
    expect((await call("/api/bookings", { cookie: otherCookie })).status).toBe(200);
    const on = await call("/api/auth/totp/policy", { cookie }, "PUT", { required: true });
    expect(on.status).toBe(200);
    expect((await call("/api/bookings", { cookie: otherCookie })).status).toBe(403);
  });
});

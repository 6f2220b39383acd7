import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminUsers, outboxEmails } from "../../db/schema";
import { unsealedEmail } from "../../app/features/notifications/outbox/outbox-seal.server";
import type { StaffRole } from "../../domain/staff-values";
import { createApiToken } from "../../app/features/admin-auth/admin-auth-service.server";
import { apiWork, notYourRoleMessage, roleMay } from "../../app/features/admin-auth/permissions-schema";
import { apiOperations } from "../../app/features/api-docs/api-catalogue";
import { createAdminRow } from "../factories/admin-factory";
import { createBookingRow } from "../factories/booking-factory";
import { postLogin } from "../setup/admin";
import { testServerForFile } from "../setup/test-server";

/** Issue 28: staff with roles, from one table of permissions, enforced on every admin operation. */
const serverOf = testServerForFile({ TRUST_PROXY: "true" });

let addressCount = 0;
const newAddress = () => `198.19.9.${++addressCount}`;
const json = { "content-type": "application/json" };

async function tokenOf(role: StaffRole) {
  const admin = await createAdminRow(serverOf().database.db);
  await serverOf().database.db.update(adminUsers).set({ role }).where(eq(adminUsers.id, admin.id));
  return {
    admin,
    headers: { authorization: `Bearer ${await createApiToken(serverOf().database.db, admin.id, role)}` },
  };
}

const adminOperations = apiOperations.filter((op) => op.admin);
const UUID = "00000000-0000-4000-8000-000000000000";

describe("the permissions table", { timeout: 120_000 }, () => {
  it("names every admin operation of the API document", () => {
    const missing = adminOperations
      .map((op) => `${op.method.toUpperCase()} ${op.path}`)
      .filter((key) => !(key in apiWork));
    expect(missing).toEqual([]);
  });

  it("every admin operation refuses a role the table does not allow, and only those", async () => {
    for (const role of ["manager", "agent"] as const) {
      const { headers } = await tokenOf(role);
      for (const op of adminOperations) {
        const path = op.path.replace(/\{[^}]+\}/g, UUID);
        const multipart = op.bodyType === "multipart/form-data";
        const response = await fetch(`${serverOf().url}${path}`, {
          method: op.method.toUpperCase(),
          headers: multipart || op.method === "get" ? headers : { ...headers, ...json },
          body: op.method === "get" ? undefined : multipart ? new FormData() : "{}",
        });
        const work = apiWork[`${op.method.toUpperCase()} ${op.path}`]!;
        const allowed = roleMay(role, work);
        const refusedForRole =
          response.status === 403 && (await response.json()).message === notYourRoleMessage(role, work);
        expect(refusedForRole, `${role} ${op.method.toUpperCase()} ${op.path}: ${response.status}`).toBe(
          !allowed,
        );
      }
    }
  });

  it("the API document names the roles of each admin operation", async () => {
    const document = await (await serverOf().fetch("/api/openapi.json")).json();
    expect(document.paths["/api/staff"].post["x-roles"]).toEqual(["owner"]);
    expect(document.paths["/api/bookings"].get["x-roles"]).toEqual(["owner", "manager", "agent"]);
    expect(document.paths["/api/tours/{id}"].delete["x-roles"]).toEqual(["owner", "manager"]);
    expect(document.paths["/api/tours/{id}"].delete.description).toMatch(/Roles: owner, manager\.$/);
  });

  it("an agent records a payment but cannot refund it", async () => {
    const { headers } = await tokenOf("agent");
    const booking = await createBookingRow(serverOf().database.db, {
      totalAmount: 20_000,
      pricePerPerson: 10_000,
    });
    const pay = (body: Record<string, unknown>) =>
      serverOf().fetch(`/api/bookings/${booking.id}/payments`, {
        method: "POST",
        headers: { ...headers, ...json },
        body: JSON.stringify({ method: "upi", paid_on: "2026-11-20", ...body }),
      });
    expect((await pay({ kind: "payment", amount: 5_000 })).status).toBe(201);
    const refund = await pay({ kind: "refund", amount: 1_000 });
    expect(refund.status).toBe(403);
    expect((await refund.json()).message).toBe(
      "Your role (agent) cannot record refunds. Ask the agency's owner.",
    );
  });
});

describe("staff accounts", { timeout: 120_000 }, () => {
  it("the owner invites an agent who sets a password by the link and logs in; disabling ends it all", async () => {
    const { headers: owner } = await tokenOf("owner");
    const invited = await serverOf().fetch("/api/staff", {
      method: "POST",
      headers: { ...owner, ...json },
      body: JSON.stringify({ id: "asha.agent", email: "asha.agent@example.com", role: "agent" }),
    });
    expect(invited.status).toBe(201);
    const { staff, invite_url: inviteUrl } = await invited.json();
    expect(staff).toMatchObject({ id: "asha.agent", role: "agent", invite_pending: true, disabled: false });
    const [email] = await serverOf()
      .database.db.select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.toAddress, "asha.agent@example.com"), eq(outboxEmails.event, "staff-invite")),
      );
    // the recipient's copy holds the link; the stored copy staff can read does not (ADR 050)
    expect(unsealedEmail(email!).textBody).toContain(new URL(inviteUrl).pathname);
    expect(email!.textBody).not.toContain(new URL(inviteUrl).pathname);

    const again = await serverOf().fetch("/api/staff", {
      method: "POST",
      headers: { ...owner, ...json },
      body: JSON.stringify({ id: "asha.agent", email: "other@example.com", role: "manager" }),
    });
    expect(again.status).toBe(409);

    const invitePath = new URL(inviteUrl).pathname;
    const setPassword = (password: string, confirm: string) =>
      fetch(`${serverOf().url}${invitePath}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": newAddress() },
        body: new URLSearchParams({ password, confirm_password: confirm }),
      });
    expect((await setPassword("a long enough passphrase", "a different passphrase")).status).toBe(400);
    expect((await setPassword("a long enough passphrase", "a long enough passphrase")).status).toBe(200);
    expect((await setPassword("another passphrase here", "another passphrase here")).status).toBe(404);

    const login = await postLogin(
      serverOf().fetch,
      { id: "asha.agent", password: "a long enough passphrase" },
      { "x-forwarded-for": newAddress() },
    );
    expect(login.status).toBe(200);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect((await serverOf().fetch("/api/bookings", { headers: { cookie } })).status).toBe(200);
    expect((await serverOf().fetch("/api/staff", { headers: { cookie } })).status).toBe(403);
    const page = await fetch(`${serverOf().url}/admin/staff`, { headers: { cookie }, redirect: "manual" });
    expect(page.status).toBe(403);

    const disabled = await serverOf().fetch("/api/staff/asha.agent", {
      method: "PATCH",
      headers: { ...owner, ...json },
      body: JSON.stringify({ disabled: true }),
    });
    expect(disabled.status).toBe(200);
    expect((await disabled.json()).staff.disabled).toBe(true);
    expect((await serverOf().fetch("/api/bookings", { headers: { cookie } })).status).toBe(401);
    const refused = await postLogin(
      serverOf().fetch,
      { id: "asha.agent", password: "a long enough passphrase" },
      { "x-forwarded-for": newAddress() },
    );
    expect(refused.status).toBe(401);
  });

  it("the last owner who can log in cannot be demoted or disabled", async () => {
    await serverOf()
      .database.db.update(adminUsers)
      .set({ role: "manager" })
      .where(eq(adminUsers.role, "owner"));
    const { admin, headers } = await tokenOf("owner");
    const demote = await serverOf().fetch(`/api/staff/${admin.loginId}`, {
      method: "PATCH",
      headers: { ...headers, ...json },
      body: JSON.stringify({ role: "agent" }),
    });
    expect(demote.status).toBe(409);
    const disable = await serverOf().fetch(`/api/staff/${admin.loginId}`, {
      method: "PATCH",
      headers: { ...headers, ...json },
      body: JSON.stringify({ disabled: true }),
    });
    expect(disable.status).toBe(409);
  });
});

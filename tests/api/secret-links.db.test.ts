import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsers, outboxEmails } from "../../db/schema";
import type { StaffRole } from "../../domain/staff-values";
import { createApiToken } from "../../app/features/admin-auth/admin-auth-service.server";
import { startOutboxWorker } from "../../app/features/notifications/outbox/outbox-worker.server";
import { logTo } from "../../app/lib/logger.server";
import { SECRET_LINK_PREFIXES } from "../../app/lib/secret-links";
import { createRequestObserver } from "../../server/request-log";
import { createAdminRow } from "../factories/admin-factory";
import { createTourRow } from "../factories/tour-factory";
import { startSmtpReceiver, type SmtpReceiver } from "../setup/smtp-receiver";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * Issue 37, H1 and L2: a secret link (a staff invitation, a traveller's booking, quote, review or
 * stop link) reaches its recipient and no one else: not staff reading the outbox, not the log.
 */
let server: TestServer;
let smtp: SmtpReceiver;
const logged: string[] = [];
let restoreLog: () => void;

beforeAll(async () => {
  restoreLog = logTo({ write: (line: string) => void logged.push(line) }, "debug");
  server = await startTestServer(
    { SITE_URL: "https://safarnama.example" },
    { observe: createRequestObserver({ log: true }) },
  );
  smtp = await startSmtpReceiver();
}, 180_000);
afterAll(async () => {
  restoreLog?.();
  await smtp?.close();
  await server?.close();
});

const json = { "content-type": "application/json" };

async function headersOf(role: StaffRole) {
  const admin = await createAdminRow(server.database.db);
  await server.database.db.update(adminUsers).set({ role }).where(eq(adminUsers.id, admin.id));
  return { authorization: `Bearer ${await createApiToken(server.database.db, admin.id, role)}` };
}

/** Every email of the outbox as one role reads it: the list and each email opened. */
async function outboxAs(headers: Record<string, string>): Promise<string> {
  const list = await server.fetch("/api/emails?limit=100", { headers });
  expect(list.status).toBe(200);
  const { data } = (await list.json()) as { data: { id: string }[] };
  const opened = await Promise.all(
    data.map(async ({ id }) => (await server.fetch(`/api/emails/${id}`, { headers })).text()),
  );
  return [JSON.stringify(data), ...opened].join("\n");
}

async function deliver() {
  const worker = startOutboxWorker({
    db: server.database.db,
    config: { ...server.config, SMTP_URL: smtp.url },
    intervalMs: 60_000,
    log: () => {},
  });
  await worker.flush();
  await worker.stop();
}

describe("secret links in emails (issue 37, H1)", { timeout: 120_000 }, () => {
  it("no role reads a pending invitation or a booking link in the outbox; the recipient gets it", async () => {
    const owner = await headersOf("owner");
    const invited = await server.fetch("/api/staff", {
      method: "POST",
      headers: { ...owner, ...json },
      body: JSON.stringify({ id: "owner.two", email: "owner.two@staff.example", role: "owner" }),
    });
    expect(invited.status).toBe(201);
    const inviteToken = new URL(((await invited.json()) as { invite_url: string }).invite_url).pathname.split(
      "/",
    )[3]!;
    const tour = await createTourRow(server.database.db);
    const booked = await server.fetch("/api/bookings", {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        package_id: tour.id,
        customer_name: "Asha Verma",
        customer_email: "asha.secret@example.com",
        customer_phone: "9876543210",
        travel_date: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
        number_of_travelers: 2,
      }),
    });
    expect(booked.status).toBe(201);
    const { booking } = (await booked.json()) as { booking: { id: string } };

    for (const role of ["agent", "manager", "owner"] as const) {
      const read = await outboxAs(await headersOf(role));
      expect(read, role).toContain("staff-invite");
      expect(read, role).toContain("/admin/invite/[hidden]");
      expect(read, role).not.toContain(inviteToken);
      expect(read, role).toContain("booking-confirmation");
      expect(read, role).not.toMatch(new RegExp(`/booking/${booking.id}\\.`));
    }
    // the stored copy itself holds neither
    const stored = JSON.stringify(await server.database.db.select().from(outboxEmails));
    expect(stored.replace(/"sealedLinks":\{[^}]*\}/g, "")).not.toContain(inviteToken);

    // an agent who guessed the page cannot use a hidden link
    const agent = await headersOf("agent");
    const takeOver = await fetch(`${server.url}/admin/invite/[hidden]`, {
      method: "POST",
      headers: { ...agent, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        password: "an agent's passphrase",
        confirm_password: "an agent's passphrase",
      }),
    });
    expect(takeOver.status).toBe(404);

    await deliver();
    const invitation = smtp.received.find((mail) => mail.to.includes("owner.two@staff.example"));
    expect(invitation!.raw).toContain(`/admin/invite/${inviteToken}`);
    const confirmation = smtp.received.find((mail) => mail.to.includes("asha.secret@example.com"));
    expect(confirmation!.parts.map((part) => part.body).join("")).toMatch(
      new RegExp(`/booking/${booking.id}\\.[\\w-]{43}`),
    );
    // once sent, the tokens are gone from the database too
    const rows = await server.database.db.select().from(outboxEmails);
    expect(rows.filter((row) => row.status === "sent" && row.sealedLinks !== null)).toEqual([]);

    const setPassword = await fetch(`${server.url}/admin/invite/${inviteToken}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        password: "owner two's passphrase",
        confirm_password: "owner two's passphrase",
      }),
    });
    expect(setPassword.status).toBe(200);
  });

  it("a failed email sent again still reaches its recipient whole, and its answer hides the link", async () => {
    const owner = await headersOf("owner");
    const invited = await server.fetch("/api/staff", {
      method: "POST",
      headers: { ...owner, ...json },
      body: JSON.stringify({ id: "agent.retry", email: "agent.retry@staff.example", role: "agent" }),
    });
    const token = new URL(((await invited.json()) as { invite_url: string }).invite_url).pathname.split(
      "/",
    )[3]!;
    const [row] = await server.database.db
      .update(outboxEmails)
      .set({ status: "failed" })
      .where(eq(outboxEmails.toAddress, "agent.retry@staff.example"))
      .returning();
    const resent = await server.fetch(`/api/emails/${row!.id}/resend`, { method: "POST", headers: owner });
    expect(resent.status).toBe(202);
    expect(await resent.text()).not.toContain(token);
    await deliver();
    const mail = smtp.received.find((received) => received.to.includes("agent.retry@staff.example"));
    expect(mail!.raw).toContain(`/admin/invite/${token}`);
  });
});

/** The routes of app/routes.ts: their paths as written there ("booking/:token"). */
async function routePaths(): Promise<string[]> {
  const source = await readFile("app/routes.ts", "utf8");
  return [...source.matchAll(/route\("([^"]+)"/g)].map((match) => match[1]!);
}

describe("secret links in the log (issue 37, L2)", { timeout: 600_000 }, () => {
  it("every route with a token names its prefix in the one rule", async () => {
    const secret = (await routePaths()).filter((path) => path.split("/").includes(":token"));
    expect(secret.length).toBeGreaterThanOrEqual(6);
    for (const path of secret) {
      const prefix = `/${path.slice(0, path.indexOf(":token"))}`;
      expect(SECRET_LINK_PREFIXES, path).toContain(prefix);
    }
  });

  it("no request to any route writes its token to the log, however it is asked", async () => {
    const token = "0b6c1f5e-2f1d-4c59-9d7a-1f1a1b2c3d4e.U2VjcmV0U2lnbmF0dXJlT2ZGb3J0eVRocmVlQ2hhcmFjdGVycw";
    const paths = (await routePaths()).map(
      (path) =>
        "/" +
        path
          .replace(":token", token)
          .replace(/:[a-zA-Z]+/g, "0b6c1f5e-2f1d-4c59-9d7a-1f1a1b2c3d4f")
          .replace("*", "x"),
    );
    // every route once; those with a token also as a data request, in capitals and percent-encoded
    const variants = paths.flatMap((path) =>
      path.includes(token)
        ? [
            path,
            `${path}.data`,
            path.toUpperCase(),
            path.replace(token, encodeURIComponent(token).replaceAll(".", "%2E")),
          ]
        : [path],
    );
    logged.length = 0;
    for (const path of variants) {
      await (await fetch(`${server.url}${path}`)).arrayBuffer();
      const posted = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "x=1",
      });
      await posted.arrayBuffer();
    }
    expect(logged.length).toBeGreaterThan(variants.length);
    const secretParts = [token.split(".")[1]!.toLowerCase(), token.slice(0, 36)];
    const leaks = logged.filter((line) => secretParts.some((part) => line.toLowerCase().includes(part)));
    expect(leaks).toEqual([]);
  });
});

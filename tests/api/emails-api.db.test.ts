import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEmails } from "../../db/schema";
import { enqueueEmail } from "../../app/features/notifications/outbox/outbox-service.server";
import { startOutboxWorker } from "../../app/features/notifications/outbox/outbox-worker.server";
import { adminHeaders } from "../setup/admin";
import { startSmtpReceiver, type SmtpReceiver } from "../setup/smtp-receiver";
import { startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;
let smtp: SmtpReceiver;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  smtp = await startSmtpReceiver();
  admin = await adminHeaders(server.database.db);
}, 180_000);
afterAll(async () => {
  await smtp?.close();
  await server?.close();
});

/** A queued email, optionally already given up on (as the worker leaves it after the last try). */
async function queued(status: "pending" | "sent" | "failed" = "pending") {
  const subject = `Test email ${randomUUID().slice(0, 8)}`;
  const to = `guest-${randomUUID().slice(0, 8)}@example.com`;
  await enqueueEmail(server.database.db, { to, subject, event: "test", text: "Hello", html: "<p>Hello</p>" });
  const [row] = await server.database.db
    .update(outboxEmails)
    .set({
      status,
      attempts: status === "failed" ? 10 : 0,
      lastError: status === "failed" ? "550 mailbox full" : null,
    })
    .where(eq(outboxEmails.subject, subject))
    .returning();
  return row!;
}

const get = (path: string, headers = admin) => server.fetch(path, { headers });
const resend = (id: string, headers = admin) =>
  server.fetch(`/api/emails/${id}/resend`, { method: "POST", headers });

describe("the outbox API", { timeout: 60_000 }, () => {
  it("answers 401 without an admin session or token", async () => {
    const email = await queued();
    expect((await get("/api/emails", {})).status).toBe(401);
    expect((await get(`/api/emails/${email.id}`, {})).status).toBe(401);
    expect((await resend(email.id, {})).status).toBe(401);
  });

  it("lists emails newest first, filtered by status", async () => {
    const failed = await queued("failed");
    const pending = await queued("pending");
    const all = await (await get("/api/emails")).json();
    const ids = all.data.map((email: { id: string }) => email.id);
    expect(ids.indexOf(pending.id)).toBeLessThan(ids.indexOf(failed.id));
    const onlyFailed = await (await get("/api/emails?status=failed")).json();
    expect(onlyFailed.data.every((email: { status: string }) => email.status === "failed")).toBe(true);
    expect(onlyFailed.data[0]).toMatchObject({
      id: failed.id,
      to: failed.toAddress,
      subject: failed.subject,
      event: "test",
      attempts: 10,
      last_error: "550 mailbox full",
    });
    expect(onlyFailed.data[0]).not.toHaveProperty("text");
    expect((await get("/api/emails?status=lost")).status).toBe(400);
  });

  it("opens one email with both parts; 404 for an unknown one", async () => {
    const email = await queued();
    const answer = await (await get(`/api/emails/${email.id}`)).json();
    expect(answer).toMatchObject({ id: email.id, text: "Hello", html: "<p>Hello</p>", status: "pending" });
    expect((await get(`/api/emails/${randomUUID()}`)).status).toBe(404);
    expect((await get("/api/emails/not-an-id")).status).toBe(404);
  });

  it("sends a failed email again exactly once, however often resend is pressed", async () => {
    const email = await queued("failed");
    const [first, second] = await Promise.all([resend(email.id), resend(email.id)]);
    expect([first.status, second.status].sort()).toEqual([202, 409]);
    expect((await resend(email.id)).status).toBe(409);

    const worker = startOutboxWorker({
      db: server.database.db,
      config: { ...server.config, SMTP_URL: smtp.url },
      intervalMs: 60_000,
      log: () => {},
    });
    await worker.flush();
    await worker.flush();
    await worker.stop();
    expect(smtp.received.filter((mail) => mail.subject === email.subject)).toHaveLength(1);
    const [row] = await server.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, email.id));
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
    expect((await resend(email.id)).status).toBe(409);
    expect((await resend(randomUUID())).status).toBe(404);
  });
});

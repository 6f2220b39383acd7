import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../../../db/client";
import { outboxEmails } from "../../../../db/schema/index";
import { createTestDatabase } from "../../../../tests/setup/test-database";
import { parseConfig } from "~/lib/env.server";
import { enqueueEmail } from "./outbox-service.server";
import { startOutboxWorker, type OutboxWorkerOptions } from "./outbox-worker.server";

type Received = { from: string; to: string[]; raw: string };

let database: Database;
let dataDir: string;
let smtp: SMTPServer;
let smtpUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "safarnama-outbox-"));
  smtp = new SMTPServer({
    authOptional: true,
    // no TLS certificate here: the client must not try to upgrade
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(outboxEmails);
  received.length = 0;
});

/** A port nothing listens on: bind one, then let it go. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function withWorker<T>(
  env: Record<string, string>,
  run: (worker: ReturnType<typeof startOutboxWorker>) => Promise<T>,
  options: Partial<OutboxWorkerOptions> = {},
): Promise<T> {
  const config = parseConfig({ DATA_DIR: dataDir, NODE_ENV: "test", ...env });
  // a long interval: the test drives the worker through flush()
  const worker = startOutboxWorker({
    db: database.db,
    config,
    intervalMs: 60_000,
    log: () => {},
    ...options,
  });
  try {
    return await run(worker);
  } finally {
    await worker.stop();
  }
}

async function queue(overrides: { to?: string; subject?: string } = {}) {
  const email = {
    to: overrides.to ?? `guest-${randomUUID().slice(0, 8)}@example.com`,
    subject: overrides.subject ?? `Booking SF-${randomUUID().slice(0, 6)} confirmed`,
    event: "test",
    text: "Thank you for booking with us.\n<script>alert(1)</script>",
  };
  await enqueueEmail(database.db, email);
  const [row] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.subject, email.subject));
  return { ...email, id: row!.id };
}

const rowOf = async (id: string) =>
  (await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]!;

describe("outbox worker over SMTP", () => {
  it("sends a queued email to the SMTP server with its To and Subject, then marks it sent", async () => {
    const email = await queue();
    const sent = await withWorker({ SMTP_URL: smtpUrl }, (worker) => worker.flush());
    expect(sent).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual([email.to]);
    expect(received[0]!.from).toBe("bookings@safarnama.example");
    expect(received[0]!.raw).toMatch(new RegExp(`^To: ${email.to}\\r?$`, "m"));
    expect(received[0]!.raw).toMatch(new RegExp(`^Subject: ${email.subject}\\r?$`, "m"));
    expect(received[0]!.raw).toContain("<script>alert(1)</script>");
    expect(await rowOf(email.id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect((await rowOf(email.id)).sentAt).toBeInstanceOf(Date);
  });

  it("shares the work between workers without sending anything twice", async () => {
    const emails = await Promise.all(Array.from({ length: 6 }, () => queue()));
    const counts = await withWorker(
      { SMTP_URL: smtpUrl },
      (first) =>
        withWorker({ SMTP_URL: smtpUrl }, (second) => Promise.all([first.flush(), second.flush()]), {
          batchSize: 2,
        }),
      { batchSize: 2 },
    );
    expect(counts[0] + counts[1]).toBe(6);
    expect(received.flatMap((message) => message.to).sort()).toEqual(emails.map((e) => e.to).sort());
  });

  it("keeps an email it could not send and retries it later", async () => {
    const email = await queue();
    const before = Date.now();
    const down = { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` };
    expect(await withWorker(down, (worker) => worker.flush())).toBe(0);
    const failed = await rowOf(email.id);
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 60_000);

    // not due yet: another round leaves it alone
    expect(await withWorker({ SMTP_URL: smtpUrl }, (worker) => worker.flush())).toBe(0);
    expect((await rowOf(email.id)).attempts).toBe(1);

    await database.db
      .update(outboxEmails)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outboxEmails.id, email.id));
    expect(await withWorker({ SMTP_URL: smtpUrl }, (worker) => worker.flush())).toBe(1);
    expect(await rowOf(email.id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(received.map((message) => message.to)).toEqual([[email.to]]);
  });

  it("gives up after the last attempt but keeps the row", async () => {
    const email = await queue();
    const down = { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` };
    for (const expected of ["pending", "failed"]) {
      await database.db
        .update(outboxEmails)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(outboxEmails.id, email.id));
      await withWorker(down, (worker) => worker.flush(), { maxAttempts: 2 });
      expect((await rowOf(email.id)).status).toBe(expected);
    }
    expect(await rowOf(email.id)).toMatchObject({ attempts: 2, lastError: expect.any(String) });
  });
});

describe("outbox worker without SMTP_URL", () => {
  it("writes each message as an .eml file under DATA_DIR/outbox", async () => {
    const email = await queue();
    expect(await withWorker({}, (worker) => worker.flush())).toBe(1);
    const files = (await readdir(path.join(dataDir, "outbox"))).filter((name) => name.includes(email.id));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const message = await readFile(path.join(dataDir, "outbox", files[0]!), "utf8");
    expect(message).toMatch(new RegExp(`^To: ${email.to}$`, "m"));
    expect(message).toMatch(new RegExp(`^Subject: ${email.subject}$`, "m"));
    expect(message).toMatch(/^From: Safarnama Travels <bookings@safarnama\.example>$/m);
    expect(await rowOf(email.id)).toMatchObject({ status: "sent" });
    // issue 22: a person's mail is readable by the server's account only
    expect((await stat(path.join(dataDir, "outbox", files[0]!))).mode & 0o777).toBe(0o600);
  });
});

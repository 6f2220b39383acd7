import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Db } from "../../../../db/client";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../../../../db/private-files";
import type { Config } from "~/lib/env.server";
import { logJson, type Log } from "~/lib/logger.server";
import { qrCodePng } from "~/lib/qr-code.server";
import {
  claimDueEmails,
  markEmailFailed,
  markEmailSent,
  OUTBOX_MAX_ATTEMPTS,
  releaseEmails,
  type OutboxEmail,
} from "./outbox-service.server";
import { unsealedEmail } from "./outbox-seal.server";

export type OutboxWorkerOptions = {
  db: Db;
  config: Pick<Config, "SMTP_URL" | "MAIL_FROM" | "SITE_URL" | "dataDir">;
  /** pause between looks at the outbox */
  intervalMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  log?: Log;
};

type OutboxWorker = {
  /** sends every email due now; resolves to how many were sent */
  flush(): Promise<number>;
  /** no new email after the one being sent: the rest of its batch is handed back; then closes the mail connection */
  stop(): Promise<void>;
  /** sends of this worker that succeeded and failed since it started (the metrics read them) */
  stats(): { sent: number; failed: number };
};

/** The email's files for nodemailer: stored bytes as they are, QR codes drawn now. */
async function attachmentsOf(email: OutboxEmail) {
  return Promise.all(
    email.attachments.map(async (file) => ({
      filename: file.filename,
      contentType: file.contentType,
      cid: file.cid,
      content: file.qr ? await qrCodePng(file.qr) : Buffer.from(file.content ?? "", "base64"),
    })),
  );
}

/** The SMTP reply code of a permanent refusal (5xx: no such mailbox, policy), null for anything else. */
function refusedCode(error: unknown): number | null {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600 ? code : null;
}

type Mailer = { send(email: OutboxEmail): Promise<void>; close(): void };

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox. */
function createMailer(config: OutboxWorkerOptions["config"]): Mailer {
  const messageOf = async (stored: OutboxEmail) => {
    // the recipient's copy: the secret links' tokens back in (ADR 050)
    const email = unsealedEmail(stored);
    return {
      from: config.MAIL_FROM,
      to: email.toAddress,
      subject: email.subject,
      text: email.textBody,
      html: email.htmlBody ?? undefined,
      attachments: await attachmentsOf(email),
      headers: email.headers,
      // stable across retries, so a receiver can tell a resend from a new message
      messageId: `<${email.id}@${new URL(config.SITE_URL).hostname}>`,
    };
  };
  if (config.SMTP_URL) {
    // short timeouts: a hung server must give up well inside OUTBOX_LEASE_MS
    const transport = nodemailer.createTransport({
      url: config.SMTP_URL,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    return {
      send: async (email) => void (await transport.sendMail(await messageOf(email))),
      close: () => transport.close(),
    };
  }
  const dir = path.join(config.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (email) => {
      const info = await transport.sendMail(await messageOf(email));
      const stamp = email.createdAt.toISOString().replace(/[:.]/g, "-");
      const file = path.join(dir, `${stamp}-${email.id}.eml`);
      // the folder is made when the first email finds it missing (not looked for before each one)
      // 0600 in a 0700 folder: each file holds a person's address and booking (DPDP Act 2023)
      const write = () => writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      await write().catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
        await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
        await write();
      });
    },
    close: () => transport.close(),
  };
}

/**
 * Sends the outbox in the background of every app process. Rows are claimed with a lease (see
 * claimDueEmails), so any number of processes can run this against one database.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    db,
    intervalMs = 5_000,
    batchSize = 20,
    maxAttempts = OUTBOX_MAX_ATTEMPTS,
    log = logJson,
  } = options;
  const mailer = createMailer(options.config);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<number> = Promise.resolve(0);
  const counts = { sent: 0, failed: 0 };

  async function deliver(email: OutboxEmail): Promise<boolean> {
    try {
      await mailer.send(email);
    } catch (error) {
      counts.failed += 1;
      const refused = refusedCode(error);
      const detail = error instanceof Error ? error.message : String(error);
      const message = refused ? `Refused by the receiving mail server (${refused}): ${detail}` : detail;
      const status = await markEmailFailed(db, email, message, maxAttempts, new Date(), refused !== null);
      log({
        level: status === "failed" ? "error" : "info",
        msg: status === "failed" ? "email given up" : "email send failed; will retry",
        email: email.id,
        attempts: email.attempts,
        error: message,
      });
      return false;
    }
    await markEmailSent(db, email.id);
    counts.sent += 1;
    return true;
  }

  async function round(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDueEmails(db, batchSize);
      for (const [index, email] of batch.entries()) {
        // stopping (a shutdown): finish the email being sent, hand back the rest of the batch
        if (stopped) {
          await releaseEmails(
            db,
            batch.slice(index).map((unsent) => unsent.id),
          );
          return sent;
        }
        if (await deliver(email)) sent += 1;
      }
      if (batch.length < batchSize || stopped) return sent;
    }
  }

  // one round at a time per process: a flush() during a timed round waits for it, then runs
  function flush(): Promise<number> {
    current = current.catch(() => 0).then(round);
    return current;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      flush()
        .catch((error: unknown) => log({ level: "error", msg: "outbox round failed", error: String(error) }))
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  }
  schedule();

  return {
    flush,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current.catch(() => 0);
      mailer.close();
    },
    stats: () => ({ ...counts }),
  };
}

import { and, count, eq, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { outboxEmails } from "../../../../db/schema/index";
import { logJson } from "~/lib/logger.server";
import { fieldError } from "~/lib/domain-error";
import { SCREEN_COUNT_CAP, pageOf, type PageRequest } from "~/lib/keyset-page";
import { afterCursor, cappedCount, keyOf, keysetOrder, type Keyset } from "~/lib/keyset-page.server";
import { mailboxOf } from "./mailbox";
import { sealedColumns } from "./outbox-seal.server";
import type { OutboxFilter } from "./outbox-schema";

/** For other features: an email as its recipient gets it, and the inbox an address reaches. */
export { unsealedEmail } from "./outbox-seal.server";
export { mailboxOf } from "./mailbox";

/**
 * A file sent with an email: its bytes (base64), or the text of a QR code the worker draws as a PNG
 * when it sends (so composing an email stays synchronous). `cid` shows it inline in the HTML.
 */
export type EmailAttachment = {
  filename: string;
  contentType: string;
  content?: string;
  qr?: string;
  cid?: string;
};

export type OutgoingEmail = {
  to: string;
  subject: string;
  /** names what the email reports ("booking-confirmation", …) for the admin's list */
  event: string;
  text: string;
  html?: string;
  /** the agency's own notices: never capped (every lead must reach a person) */
  toStaff?: boolean;
  attachments?: EmailAttachment[];
  /** extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058) */
  headers?: Record<string, string>;
};
export type OutboxEmail = typeof outboxEmails.$inferSelect;

/** After this many failed tries (about six hours with the backoff below) an email is marked failed. */
export const OUTBOX_MAX_ATTEMPTS = 10;
/**
 * How long a claimed email stays invisible to other workers. Longer than the SMTP timeouts of the
 * worker, so only a worker that died mid-send lets it fall due again (it is then sent at least once).
 */
const OUTBOX_LEASE_MS = 5 * 60 * 1000;

/**
 * At most this many emails an hour to one customer inbox (mailbox.ts: `victim+1@…` and
 * `v.ictim@gmail.com` count as `victim@…`). Anyone can type a stranger's address into a form; the
 * per-address request limits (lib/rate-limit.server.ts) hold one sender back, this holds back many
 * senders aiming at one inbox.
 */
export const MAX_EMAILS_PER_RECIPIENT_PER_HOUR = 5;
/**
 * At most this many customer emails an hour to one domain: a domain that takes mail for any name
 * (a catch-all) is one recipient however many mailboxes are typed. High enough for the big
 * providers' share of a busy hour of real bookings.
 */
export const MAX_EMAILS_PER_DOMAIN_PER_HOUR = 100;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Who asked for an email. `visitor`: an anonymous request (a public form or the public API), which
 * anyone can aim at a stranger's inbox, so it counts against the recipient's hourly share and is
 * held once that is used up. Anything else (staff at work, the system's own jobs: documents,
 * status changes, refunds, reminders) is never capped (issue 38).
 */
type EnqueueOptions = { visitor?: boolean; now?: Date };

/** Why a held email was not sent: the Emails screen and `GET /api/emails` show it beside Resend. */
export const capReasons = {
  mailbox: `Held, not sent: this inbox had ${MAX_EMAILS_PER_RECIPIENT_PER_HOUR} emails from our public forms in the last hour (a limit against abuse). Send it again if it is wanted.`,
  domain: `Held, not sent: this email domain had ${MAX_EMAILS_PER_DOMAIN_PER_HOUR} emails from our public forms in the last hour (a limit against abuse). Send it again if it is wanted.`,
} as const;

/**
 * Queues an email. Call it with the transaction that writes what the email reports, so the
 * two commit together; the outbox worker sends it (and retries) after the answer has gone out.
 * False when a visitor's email found the recipient's hourly share used up: it is stored as
 * `capped` with the reason (never dropped), for the admin to send again.
 */
export async function enqueueEmail(
  db: Db,
  email: OutgoingEmail,
  options: EnqueueOptions = {},
): Promise<boolean> {
  const [queued] = await enqueueEmails(db, [email], options);
  return queued ?? false;
}

/**
 * Visitors' customer mail queued in the last hour per mailbox and per domain among these: staff
 * and system mail carry no key, and held (capped) emails were not sent, so neither counts.
 */
async function recentCustomerMail(db: Db, mailboxes: string[], domains: string[], now: Date) {
  const since = new Date(now.getTime() - HOUR_MS);
  const byMailbox = new Map<string, number>();
  const byDomain = new Map<string, number>();
  if (mailboxes.length === 0) return { byMailbox, byDomain };
  const mailboxRows = await db
    .select({ key: outboxEmails.recipientKey, sent: count() })
    .from(outboxEmails)
    .where(
      and(
        inArray(outboxEmails.recipientKey, mailboxes),
        gte(outboxEmails.createdAt, since),
        ne(outboxEmails.status, "capped"),
      ),
    )
    .groupBy(outboxEmails.recipientKey);
  const domainRows = await db
    .select({ key: outboxEmails.recipientDomain, sent: count() })
    .from(outboxEmails)
    .where(
      and(
        inArray(outboxEmails.recipientDomain, domains),
        gte(outboxEmails.createdAt, since),
        ne(outboxEmails.status, "capped"),
      ),
    )
    .groupBy(outboxEmails.recipientDomain);
  for (const row of mailboxRows) if (row.key) byMailbox.set(row.key, row.sent);
  for (const row of domainRows) if (row.key) byDomain.set(row.key, row.sent);
  return { byMailbox, byDomain };
}

/**
 * Queues several emails in three statements at most (two counts, one insert): what `enqueueEmail`
 * does for one. A visitor's customer emails are counted against each inbox's and domain's hourly
 * share, across the list too; one over it is stored `capped` with its reason. Answers, for each
 * email in order, whether it was queued to send.
 */
export async function enqueueEmails(
  db: Db,
  emails: OutgoingEmail[],
  options: EnqueueOptions = {},
): Promise<boolean[]> {
  const { visitor = false, now = new Date() } = options;
  const addressed = emails.map((email) => ({
    email,
    counted: visitor && !email.toStaff,
    ...mailboxOf(email.to),
  }));
  const counted = addressed.filter((entry) => entry.counted);
  const { byMailbox, byDomain } = await recentCustomerMail(
    db,
    [...new Set(counted.map((c) => c.mailbox))],
    [...new Set(counted.map((c) => c.domain))],
    now,
  );
  const held = addressed.map(({ counted, mailbox, domain }): string | null => {
    if (!counted) return null;
    const toMailbox = byMailbox.get(mailbox) ?? 0;
    const toDomain = byDomain.get(domain) ?? 0;
    if (toMailbox >= MAX_EMAILS_PER_RECIPIENT_PER_HOUR || toDomain >= MAX_EMAILS_PER_DOMAIN_PER_HOUR) {
      logJson({ level: "info", msg: "email held: recipient's hourly limit reached" });
      return toMailbox >= MAX_EMAILS_PER_RECIPIENT_PER_HOUR ? capReasons.mailbox : capReasons.domain;
    }
    byMailbox.set(mailbox, toMailbox + 1);
    byDomain.set(domain, toDomain + 1);
    return null;
  });
  const rows = addressed.map(({ email, counted, mailbox, domain }, i) => ({
    toAddress: email.to,
    // only a visitor's email is counted, so only it carries the keys to count by
    recipientKey: counted ? mailbox : null,
    recipientDomain: counted ? domain : null,
    subject: email.subject,
    event: email.event,
    // the stored copy holds no secret link's token (ADR 050): the worker puts them back
    ...sealedColumns(email),
    ...(held[i] ? { status: "capped" as const, lastError: held[i] } : {}),
  }));
  if (rows.length > 0) await db.insert(outboxEmails).values(rows);
  return held.map((reason) => reason === null);
}

/**
 * Takes up to `limit` due emails for this worker: counts the attempt and pushes next_attempt_at out
 * by the lease in one statement. SKIP LOCKED lets several processes claim side by side without
 * waiting for or double-sending each other's rows; nothing stays locked while the mail is sent.
 *
 * Without `now` the database's own clock decides what is due: queued rows get their
 * next_attempt_at from it (microseconds), and a JavaScript Date (milliseconds, another clock)
 * could still read "earlier" than a row queued a moment ago and skip it.
 */
export async function claimDueEmails(db: Db, limit: number, now?: Date): Promise<OutboxEmail[]> {
  const current = now ?? sql`now()`;
  const due = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.status, "pending"), lte(outboxEmails.nextAttemptAt, current)))
    .orderBy(outboxEmails.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(outboxEmails)
    .set({
      attempts: sql`${outboxEmails.attempts} + 1`,
      nextAttemptAt: now
        ? new Date(now.getTime() + OUTBOX_LEASE_MS)
        : sql`now() + make_interval(secs => ${OUTBOX_LEASE_MS / 1000})`,
    })
    .where(inArray(outboxEmails.id, due))
    .returning();
}

export async function markEmailSent(db: Db, id: string, now = new Date()): Promise<void> {
  await db
    .update(outboxEmails)
    .set({ status: "sent", sentAt: now, lastError: null, sealedLinks: null })
    .where(eq(outboxEmails.id, id));
}

/** 1, 2, 4, … minutes after each failure, at most two hours apart. */
function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 2 * 60 * 60 * 1000);
}

/**
 * Schedules the next try, or gives up once `maxAttempts` tries have failed, or at once when the
 * receiving server refused the message for good (`permanent`: an SMTP 5xx answer, which a retry
 * would only repeat). Returns the new status.
 */
export async function markEmailFailed(
  db: Db,
  email: Pick<OutboxEmail, "id" | "attempts">,
  error: string,
  maxAttempts = OUTBOX_MAX_ATTEMPTS,
  now = new Date(),
  permanent = false,
): Promise<"pending" | "failed"> {
  const status = permanent || email.attempts >= maxAttempts ? "failed" : "pending";
  await db
    .update(outboxEmails)
    .set({
      status,
      lastError: error.slice(0, 1000),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(email.attempts)),
    })
    .where(eq(outboxEmails.id, email.id));
  return status;
}

const OUTBOX_PAGE_SIZE = 25;

type OutboxListQuery = { status?: OutboxFilter; page: number } & Partial<PageRequest>;

const outboxKeyset: Keyset = { at: outboxEmails.createdAt, id: outboxEmails.id };

/**
 * The admin's view of the outbox: newest first, optionally one status, 25 a page. Numbered pages
 * reach the first 1,000 emails (the count stops there, ADR 029); past them, the page after a cursor.
 */
export async function listOutboxEmails(db: Db, query: OutboxListQuery) {
  const where: SQL | undefined =
    query.status === "unsent"
      ? inArray(outboxEmails.status, ["failed", "capped"])
      : query.status
        ? eq(outboxEmails.status, query.status)
        : undefined;
  const limit = query.limit ?? OUTBOX_PAGE_SIZE;
  const skip = query.cursor ? 0 : (query.page - 1) * limit;
  if (skip >= SCREEN_COUNT_CAP) {
    throw fieldError("invalid", "page", "Pages past the first 1,000 emails: follow the Link header");
  }
  const key = keyOf(outboxKeyset);
  const [rows, count] = await Promise.all([
    db
      .select({
        id: outboxEmails.id,
        toAddress: outboxEmails.toAddress,
        subject: outboxEmails.subject,
        event: outboxEmails.event,
        status: outboxEmails.status,
        attempts: outboxEmails.attempts,
        lastError: outboxEmails.lastError,
        nextAttemptAt: outboxEmails.nextAttemptAt,
        createdAt: outboxEmails.createdAt,
        sentAt: outboxEmails.sentAt,
        at: key.at,
        key: key.id,
      })
      .from(outboxEmails)
      .where(and(where, afterCursor(outboxKeyset, query.cursor)))
      .orderBy(...keysetOrder(outboxKeyset))
      .limit(limit + 1)
      .offset(skip),
    cappedCount(db, outboxEmails, where),
  ]);
  const page = pageOf(
    rows,
    limit,
    (row) => [row.at, row.key],
    ({ at: _at, key: _key, ...email }) => email,
  );
  return {
    emails: page.items,
    next: page.next,
    page: query.cursor ? 0 : query.page,
    pages: Math.ceil(count.count / limit),
    total: count.count,
  };
}
export type OutboxListItem = Awaited<ReturnType<typeof listOutboxEmails>>["emails"][number];

/** One email as staff may read it: its stored copy, without the sealed tokens (ADR 050). */
export async function getOutboxEmail(db: Db, id: string): Promise<StoredEmail | null> {
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id)).limit(1);
  return row ? withoutSealedLinks(row) : null;
}

export type StoredEmail = Omit<OutboxEmail, "sealedLinks">;
const withoutSealedLinks = ({ sealedLinks: _sealed, ...email }: OutboxEmail): StoredEmail => email;

/**
 * Puts an email that was not sent (failed, or held by the hourly cap) back in the queue with fresh
 * tries; the worker sends it on its next round. Only an unsent email moves: a second click (or a
 * second admin) finds it pending and changes nothing, so it goes out once. "missing" when there is
 * no such email, "not-failed" otherwise.
 */
export async function resendOutboxEmail(
  db: Db,
  id: string,
): Promise<{ ok: true; email: StoredEmail } | { ok: false; reason: "missing" | "not-failed" }> {
  const [row] = await db
    .update(outboxEmails)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(outboxEmails.id, id), inArray(outboxEmails.status, ["failed", "capped"])))
    .returning();
  if (row) return { ok: true, email: withoutSealedLinks(row) };
  return { ok: false, reason: (await getOutboxEmail(db, id)) ? "not-failed" : "missing" };
}

/**
 * Emails not sent: the queue (pending, retries included), those given up (failed) and those held
 * by the hourly cap (capped).
 */
export async function outboxBacklog(db: Db): Promise<{ pending: number; failed: number; capped: number }> {
  const rows = await db
    .select({ status: outboxEmails.status, count: sql<number>`count(*)::int` })
    .from(outboxEmails)
    .where(inArray(outboxEmails.status, ["pending", "failed", "capped"]))
    .groupBy(outboxEmails.status);
  const count = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return { pending: count("pending"), failed: count("failed"), capped: count("capped") };
}

/**
 * Hands claimed emails back at once (a worker stopping with part of its batch unsent), so the next
 * worker sends them now rather than when the claim's lease runs out.
 */
export async function releaseEmails(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outboxEmails)
    .set({ attempts: sql`${outboxEmails.attempts} - 1`, nextAttemptAt: sql`now()` })
    .where(and(inArray(outboxEmails.id, ids), eq(outboxEmails.status, "pending")));
}

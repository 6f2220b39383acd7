import { and, count, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { outboxEmails } from "../../../../db/schema/index";
import { logJson } from "~/lib/logger.server";
import { fieldError } from "~/lib/domain-error";
import { SCREEN_COUNT_CAP, pageOf, type PageRequest } from "~/lib/keyset-page";
import { afterCursor, cappedCount, keyOf, keysetOrder, type Keyset } from "~/lib/keyset-page.server";
import { mailboxOf } from "./mailbox";
import { sealedColumns } from "./outbox-seal.server";

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
 * Queues an email. Call it with the transaction that writes what the email reports, so the
 * two commit together; the outbox worker sends it (and retries) after the answer has gone out.
 * False when the recipient has had its hourly share already: the email is dropped, not queued.
 */
export async function enqueueEmail(db: Db, email: OutgoingEmail, now = new Date()): Promise<boolean> {
  const [queued] = await enqueueEmails(db, [email], now);
  return queued ?? false;
}

/** Customer mail of the last hour per mailbox and per domain among these (staff mail is not counted). */
async function recentCustomerMail(db: Db, mailboxes: string[], domains: string[], now: Date) {
  const since = new Date(now.getTime() - HOUR_MS);
  const byMailbox = new Map<string, number>();
  const byDomain = new Map<string, number>();
  if (mailboxes.length === 0) return { byMailbox, byDomain };
  const mailboxRows = await db
    .select({ key: outboxEmails.recipientKey, sent: count() })
    .from(outboxEmails)
    .where(and(inArray(outboxEmails.recipientKey, mailboxes), gte(outboxEmails.createdAt, since)))
    .groupBy(outboxEmails.recipientKey);
  const domainRows = await db
    .select({ key: outboxEmails.recipientDomain, sent: count() })
    .from(outboxEmails)
    .where(and(inArray(outboxEmails.recipientDomain, domains), gte(outboxEmails.createdAt, since)))
    .groupBy(outboxEmails.recipientDomain);
  for (const row of mailboxRows) if (row.key) byMailbox.set(row.key, row.sent);
  for (const row of domainRows) if (row.key) byDomain.set(row.key, row.sent);
  return { byMailbox, byDomain };
}

/**
 * Queues several emails in three statements at most (two counts, one insert): what `enqueueEmail`
 * does for one, with the hourly share of each customer inbox and domain counted across the list
 * too. Answers, for each email in order, whether it was queued.
 */
export async function enqueueEmails(db: Db, emails: OutgoingEmail[], now = new Date()): Promise<boolean[]> {
  const addressed = emails.map((email) => ({ email, ...mailboxOf(email.to) }));
  const customers = addressed.filter(({ email }) => !email.toStaff);
  const { byMailbox, byDomain } = await recentCustomerMail(
    db,
    [...new Set(customers.map((c) => c.mailbox))],
    [...new Set(customers.map((c) => c.domain))],
    now,
  );
  const queued = addressed.map(({ email, mailbox, domain }) => {
    if (email.toStaff) return true;
    const toMailbox = byMailbox.get(mailbox) ?? 0;
    const toDomain = byDomain.get(domain) ?? 0;
    if (toMailbox >= MAX_EMAILS_PER_RECIPIENT_PER_HOUR || toDomain >= MAX_EMAILS_PER_DOMAIN_PER_HOUR) {
      logJson({ level: "info", msg: "email dropped: recipient's hourly limit reached" });
      return false;
    }
    byMailbox.set(mailbox, toMailbox + 1);
    byDomain.set(domain, toDomain + 1);
    return true;
  });
  const rows = addressed
    .filter((_, i) => queued[i])
    .map(({ email, mailbox, domain }) => ({
      toAddress: email.to,
      // staff mail is never counted, so it carries no key to count by
      recipientKey: email.toStaff ? null : mailbox,
      recipientDomain: email.toStaff ? null : domain,
      subject: email.subject,
      event: email.event,
      // the stored copy holds no secret link's token (ADR 050): the worker puts them back
      ...sealedColumns(email),
    }));
  if (rows.length > 0) await db.insert(outboxEmails).values(rows);
  return queued;
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

/** Schedules the next try, or gives up once `maxAttempts` tries have failed. Returns the new status. */
export async function markEmailFailed(
  db: Db,
  email: Pick<OutboxEmail, "id" | "attempts">,
  error: string,
  maxAttempts = OUTBOX_MAX_ATTEMPTS,
  now = new Date(),
): Promise<"pending" | "failed"> {
  const status = email.attempts >= maxAttempts ? "failed" : "pending";
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

type OutboxListQuery = { status?: OutboxEmail["status"]; page: number } & Partial<PageRequest>;

const outboxKeyset: Keyset = { at: outboxEmails.createdAt, id: outboxEmails.id };

/**
 * The admin's view of the outbox: newest first, optionally one status, 25 a page. Numbered pages
 * reach the first 1,000 emails (the count stops there, ADR 029); past them, the page after a cursor.
 */
export async function listOutboxEmails(db: Db, query: OutboxListQuery) {
  const where: SQL | undefined = query.status ? eq(outboxEmails.status, query.status) : undefined;
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
 * Puts a failed email back in the queue with fresh tries; the worker sends it on its next round.
 * Only a failed email moves: a second click (or a second admin) finds it pending and changes
 * nothing, so it goes out once. "missing" when there is no such email, "not-failed" otherwise.
 */
export async function resendOutboxEmail(
  db: Db,
  id: string,
): Promise<{ ok: true; email: StoredEmail } | { ok: false; reason: "missing" | "not-failed" }> {
  const [row] = await db
    .update(outboxEmails)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(outboxEmails.id, id), eq(outboxEmails.status, "failed")))
    .returning();
  if (row) return { ok: true, email: withoutSealedLinks(row) };
  return { ok: false, reason: (await getOutboxEmail(db, id)) ? "not-failed" : "missing" };
}

/** Emails not sent: the queue (pending, retries included) and those given up (failed). */
export async function outboxBacklog(db: Db): Promise<{ pending: number; failed: number }> {
  const rows = await db
    .select({ status: outboxEmails.status, count: sql<number>`count(*)::int` })
    .from(outboxEmails)
    .where(inArray(outboxEmails.status, ["pending", "failed"]))
    .groupBy(outboxEmails.status);
  const count = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return { pending: count("pending"), failed: count("failed") };
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

import { count, eq, inArray, sql } from "drizzle-orm";
import { pageOf, type Page, type PageRequest } from "~/lib/keyset-page";
import { afterCursor, keyOf, keysetOrder, type Keyset } from "~/lib/keyset-page.server";
import type { Db } from "../../../../db/client";
import { pushSends, pushSubscriptions } from "../../../../db/schema/index";
import type { AgencyContact } from "../email/agency-contact.server";
import { absoluteLink } from "../email/email-render.server";
import { publicAddressesOnly, type AddressPolicy } from "./push-address-guard.server";
import { deliverPush, type StoredSubscription } from "./push-delivery.server";
import type { PushMessage, PushSubscriptionInput } from "./push-schema";
import type { VapidKeys } from "./vapid-keys.server";

/**
 * Stores a browser's push subscription, one row per endpoint: subscribing again (new keys after
 * the browser rotated them) replaces the old object. Only the standard fields are kept, so
 * whatever else a client adds never reaches the jsonb column.
 */
export async function savePushSubscription(db: Db, subscription: PushSubscriptionInput): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: subscription.endpoint, subscription })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { subscription: sql`excluded.subscription` },
    });
}

/** The visitor turned travel deals off. True when there was such a subscription. */
export async function removePushSubscription(db: Db, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

const subscriptionKeyset: Keyset = { at: pushSubscriptions.createdAt, id: pushSubscriptions.id };

/** The admin's view, a page, newest first (the endpoint is all that identifies a browser). */
export async function listPushSubscriptions(db: Db, query: PageRequest) {
  const key = keyOf(subscriptionKeyset);
  const rows = await db
    .select({
      endpoint: pushSubscriptions.endpoint,
      createdAt: pushSubscriptions.createdAt,
      at: key.at,
      id: key.id,
    })
    .from(pushSubscriptions)
    .where(afterCursor(subscriptionKeyset, query.cursor))
    .orderBy(...keysetOrder(subscriptionKeyset))
    .limit(query.limit + 1);
  return pageOf(
    rows,
    query.limit,
    (row) => [row.at, row.id],
    ({ endpoint, createdAt }) => ({ endpoint, createdAt }),
  );
}

export async function countPushSubscriptions(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(pushSubscriptions);
  return row?.total ?? 0;
}

type PushSend = typeof pushSends.$inferSelect;

const sendKeyset: Keyset = { at: pushSends.createdAt, id: pushSends.id };

/** The messages sent, a page, newest first. */
export async function listPushSends(db: Db, query: PageRequest = { limit: 20 }): Promise<Page<PushSend>> {
  const key = keyOf(sendKeyset);
  const rows = await db
    .select({ send: pushSends, at: key.at, id: key.id })
    .from(pushSends)
    .where(afterCursor(sendKeyset, query.cursor))
    .orderBy(...keysetOrder(sendKeyset))
    .limit(query.limit + 1);
  return pageOf(
    rows,
    query.limit,
    (row) => [row.at, row.id],
    (row) => row.send,
  );
}

type PushSendOptions = {
  vapid: VapidKeys;
  agency: AgencyContact;
  sentBy: string;
  /** tests put a local receiver in place of the push service by allowing loopback */
  policy?: AddressPolicy;
  timeoutMs?: number;
  concurrency?: number;
};

/**
 * Sends the admin's message to every subscriber, a few at a time. Subscriptions the push service
 * reports gone (404/410) are removed; the counts are kept in push_sends for the admin.
 */
export async function sendPushToAll(
  db: Db,
  message: PushMessage,
  options: PushSendOptions,
): Promise<PushSend> {
  const { policy = publicAddressesOnly, timeoutMs = 10_000, concurrency = 8 } = options;
  const url = absoluteLink(options.agency.siteUrl, message.url);
  const payload = JSON.stringify({ title: message.title, body: message.body, url });
  const rows = await db.select().from(pushSubscriptions);
  const tally = { sent: 0, removed: 0, failed: 0 };
  const gone: string[] = [];
  let next = 0;
  const work = async () => {
    while (next < rows.length) {
      const row = rows[next++]!;
      const outcome = await deliverPush(row.subscription as StoredSubscription, payload, {
        vapid: options.vapid,
        subject: `mailto:${options.agency.email}`,
        policy,
        timeoutMs,
      });
      if (outcome.result === "sent") tally.sent += 1;
      else if (outcome.result === "gone") gone.push(row.endpoint);
      else tally.failed += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, work));
  if (gone.length > 0) {
    const removed = await db
      .delete(pushSubscriptions)
      .where(inArray(pushSubscriptions.endpoint, gone))
      .returning({ id: pushSubscriptions.id });
    tally.removed = removed.length;
  }
  const [record] = await db
    .insert(pushSends)
    .values({ title: message.title, body: message.body, url, sentBy: options.sentBy, ...tally })
    .returning();
  if (!record) throw new Error("push send record returned nothing");
  return record;
}

import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { pushSubscriptions } from "../../../db/schema";
import type { PushSubscriptionInput } from "./push-schema";

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

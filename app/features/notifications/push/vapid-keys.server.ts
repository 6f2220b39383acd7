import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { Db } from "../../../../db/client";
import { appSettings } from "../../../../db/schema/index";
import type { Config } from "~/lib/env.server";

export type VapidKeys = { publicKey: string; privateKey: string };

const SETTING = "vapid-keys";
// the stored keys never change once written, so each process reads them once
const cache = new WeakMap<Db, Promise<VapidKeys>>();

async function readStored(db: Db): Promise<VapidKeys | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING)).limit(1);
  return (row?.value as VapidKeys | undefined) ?? null;
}

/**
 * Keys generated on the first start and kept in the database, so push works with no set-up.
 * Several processes starting together each try to insert; the first row wins and everyone
 * reads that one back.
 */
async function storedVapidKeys(db: Db): Promise<VapidKeys> {
  const existing = await readStored(db);
  if (existing) return existing;
  const generated = webpush.generateVAPIDKeys();
  await db.insert(appSettings).values({ key: SETTING, value: generated }).onConflictDoNothing();
  const stored = await readStored(db);
  if (!stored) throw new Error("VAPID keys were not stored");
  return stored;
}

/** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set; otherwise the stored pair. */
export function vapidKeysOf(
  db: Db,
  config: Pick<Config, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY">,
): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return Promise.resolve({ publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY });
  }
  let keys = cache.get(db);
  if (!keys) {
    keys = storedVapidKeys(db);
    // a failed read (database briefly down) is tried again next time
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}

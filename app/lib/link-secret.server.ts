import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appSettings } from "../../db/schema/index";

/**
 * The server secret a kind of signed link is made with (a booking's page, a quote's page): made
 * on first use and kept in `app_settings` under its own key, shared by every process; it never
 * leaves the server. Deleting that row invalidates every link of that kind ever sent (ADR 015).
 */

const caches = new Map<string, WeakMap<Db, Promise<Buffer>>>();

async function readSecret(db: Db, setting: string): Promise<Buffer | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, setting)).limit(1);
  const value = (row?.value as { secret?: unknown } | undefined)?.secret;
  return typeof value === "string" ? Buffer.from(value, "base64url") : null;
}

/** Several processes starting together each try to insert; the first row wins and all read it. */
async function storedSecret(db: Db, setting: string): Promise<Buffer> {
  const existing = await readSecret(db, setting);
  if (existing) return existing;
  const secret = randomBytes(32).toString("base64url");
  await db.insert(appSettings).values({ key: setting, value: { secret } }).onConflictDoNothing();
  const stored = await readSecret(db, setting);
  if (!stored) throw new Error(`the ${setting} was not stored`);
  return stored;
}

/**
 * The secret under `setting`, cached per database handle. A transaction is a new handle each
 * time: read it before a transaction begins (on PGlite a read outside an open transaction waits).
 */
export function linkSecret(db: Db, setting: string): Promise<Buffer> {
  let cache = caches.get(setting);
  if (!cache) {
    cache = new WeakMap();
    caches.set(setting, cache);
  }
  let secret = cache.get(db);
  if (!secret) {
    secret = storedSecret(db, setting);
    secret.catch(() => cache.delete(db));
    cache.set(db, secret);
  }
  return secret;
}

import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { appSettings } from "../../../../db/schema/index";
import { isUuid } from "~/lib/ids";

/**
 * The signed link of a traveller's booking page (`/booking/<id>.<signature>`): an HMAC-SHA256 of
 * the booking's id under a server secret, so the link needs no typing and cannot be forged or
 * guessed. The secret is made on first use and kept in `app_settings`, shared by every process;
 * it never leaves the server. Deleting that row invalidates every link ever sent (ADR 015).
 */

const SETTING = "booking-link-secret";
const cache = new WeakMap<Db, Promise<Buffer>>();

async function readSecret(db: Db): Promise<Buffer | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING)).limit(1);
  const value = (row?.value as { secret?: unknown } | undefined)?.secret;
  return typeof value === "string" ? Buffer.from(value, "base64url") : null;
}

/** Several processes starting together each try to insert; the first row wins and all read it. */
async function storedSecret(db: Db): Promise<Buffer> {
  const existing = await readSecret(db);
  if (existing) return existing;
  const secret = randomBytes(32).toString("base64url");
  await db.insert(appSettings).values({ key: SETTING, value: { secret } }).onConflictDoNothing();
  const stored = await readSecret(db);
  if (!stored) throw new Error("the booking link secret was not stored");
  return stored;
}

function linkSecret(db: Db): Promise<Buffer> {
  let secret = cache.get(db);
  if (!secret) {
    secret = storedSecret(db);
    secret.catch(() => cache.delete(db));
    cache.set(db, secret);
  }
  return secret;
}

const signatureOf = (secret: Buffer, bookingId: string, expiresOn: string | null = null) =>
  createHmac("sha256", secret)
    .update(`booking-page:${bookingId.toLowerCase()}${expiresOn === null ? "" : `:${expiresOn}`}`)
    .digest("base64url");

/**
 * `<id>.<signature>`: the emailed link, which expires 30 days after the booking's travel date
 * (whatever that date is when the link is opened). `<id>.<yyyymmdd>.<signature>`: a fresh link
 * asked for with the reference and contact, whose last day is signed into it.
 */
const tokenOf = (secret: Buffer, bookingId: string, expiresOn: string | null = null) =>
  expiresOn === null
    ? `${bookingId.toLowerCase()}.${signatureOf(secret, bookingId)}`
    : `${bookingId.toLowerCase()}.${expiresOn.replaceAll("-", "")}.${signatureOf(secret, bookingId, expiresOn)}`;

/** The token of a booking's page: its id and the signature of it, and the last day it opens when given. */
export async function bookingLinkToken(
  db: Db,
  bookingId: string,
  expiresOn: string | null = null,
): Promise<string> {
  return tokenOf(await linkSecret(db), bookingId, expiresOn);
}

/** The site path of a booking's page, for emails (made absolute there). */
export async function bookingPagePath(db: Db, bookingId: string): Promise<string> {
  return (await bookingPagePaths(db))(bookingId);
}

/**
 * The path maker for bookings about to be written: the secret is read once, before the writer's
 * transaction begins (the secret is cached per database handle, and a transaction is a new handle
 * each time; on PGlite a read outside an open transaction would wait for it).
 */
export async function bookingPagePaths(db: Db): Promise<(bookingId: string) => string> {
  const secret = await linkSecret(db);
  return (bookingId) => `/booking/${tokenOf(secret, bookingId)}`;
}

type VerifiedLink = {
  bookingId: string;
  /** the signed last day (YYYY-MM-DD), null for an emailed link */ expiresOn: string | null;
};

/** The booking a token was signed for, or null for anything else (compared in constant time). */
export async function verifyBookingLinkToken(db: Db, token: string): Promise<VerifiedLink | null> {
  const match = /^([0-9a-fA-F-]{36})\.(?:(\d{4})(\d{2})(\d{2})\.)?([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match || !isUuid(match[1]!)) return null;
  const bookingId = match[1]!.toLowerCase();
  const expiresOn = match[2] ? `${match[2]}-${match[3]}-${match[4]}` : null;
  const expected = Buffer.from(signatureOf(await linkSecret(db), bookingId, expiresOn));
  const given = Buffer.from(match[5]!);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { bookingId, expiresOn }
    : null;
}

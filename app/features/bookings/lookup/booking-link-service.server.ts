import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "../../../../db/client";
import { isUuid } from "~/lib/ids";
import { linkSecret } from "~/lib/link-secret.server";

/**
 * The signed link of a traveller's booking page (`/booking/<id>.<signature>`): an HMAC-SHA256 of
 * the booking's id under a server secret, so the link needs no typing and cannot be forged or
 * guessed. The secret is `linkSecret`'s "booking-link-secret" (ADR 015).
 */

const SETTING = "booking-link-secret";
const secretOf = (db: Db) => linkSecret(db, SETTING);

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
  return tokenOf(await secretOf(db), bookingId, expiresOn);
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
  const secret = await secretOf(db);
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
  const expected = Buffer.from(signatureOf(await secretOf(db), bookingId, expiresOn));
  const given = Buffer.from(match[5]!);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { bookingId, expiresOn }
    : null;
}

/**
 * What else a booking's signed link may open (issue 27): the review form of its review request,
 * and the stop of its briefing and review emails. Each is signed under the same secret with its
 * own purpose, so one link never opens another's page.
 */
type BookingLinkPurpose = "trip-review" | "trip-emails-stop";

const purposeSignatureOf = (secret: Buffer, purpose: BookingLinkPurpose, bookingId: string) =>
  createHmac("sha256", secret).update(`${purpose}:${bookingId.toLowerCase()}`).digest("base64url");

/** `<id>.<signature>` for a purpose: no expiry (a review is taken once; a stop can be asked any time). */
export async function bookingPurposeToken(db: Db, purpose: BookingLinkPurpose, bookingId: string) {
  const secret = await secretOf(db);
  return `${bookingId.toLowerCase()}.${purposeSignatureOf(secret, purpose, bookingId)}`;
}

/** The booking a purpose's token was signed for, or null (compared in constant time). */
export async function verifyBookingPurposeToken(
  db: Db,
  purpose: BookingLinkPurpose,
  token: string,
): Promise<string | null> {
  const match = /^([0-9a-fA-F-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match || !isUuid(match[1]!)) return null;
  const bookingId = match[1]!.toLowerCase();
  const expected = Buffer.from(purposeSignatureOf(await secretOf(db), purpose, bookingId));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? bookingId : null;
}

import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "../../../db/client";
import { isUuid } from "~/lib/ids";
import { linkSecret } from "~/lib/link-secret.server";

/**
 * The signed link of a quote's page (`/quote/<id>.<signature>`): an HMAC-SHA256 of the version's
 * id under its own server secret, as a booking's link is (ADR 015, ADR 042). No login, no expiry
 * of its own: the quote's valid-until day decides what the page lets the traveller do.
 */

const SETTING = "quote-link-secret";

const signatureOf = (secret: Buffer, quoteId: string) =>
  createHmac("sha256", secret).update(`quote-page:${quoteId.toLowerCase()}`).digest("base64url");

/**
 * The maker of quote tokens, with the secret read once: call it before a transaction begins (on
 * PGlite a read outside an open transaction waits for it).
 */
export async function quoteTokens(db: Db): Promise<(quoteId: string) => string> {
  const secret = await linkSecret(db, SETTING);
  return (quoteId) => `${quoteId.toLowerCase()}.${signatureOf(secret, quoteId)}`;
}

/** The quote version a token was signed for, or null for anything else (compared in constant time). */
export async function verifyQuoteToken(db: Db, token: string): Promise<string | null> {
  const match = /^([0-9a-fA-F-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match || !isUuid(match[1]!)) return null;
  const quoteId = match[1]!.toLowerCase();
  const expected = Buffer.from(signatureOf(await linkSecret(db, SETTING), quoteId));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? quoteId : null;
}

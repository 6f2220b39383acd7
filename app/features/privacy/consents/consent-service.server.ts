import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { consents, enquiries, isSignupEnquiry, type ConsentRow } from "../../../../db/schema";
import type { PersonContact } from "~/features/people/people-schema";
import { PRIVACY_NOTICE_VERSION } from "../notice/privacy-notice-content";
import type { ConsentGiven, ConsentJson } from "./consent-schema";

const emailKey = (email: string | null | undefined) => (email ?? "").trim().toLowerCase();

/** The last 10 digits, as the people export and erasure match phones; "" for anything shorter. */
function phoneKey(phone: string | null | undefined): string {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits.length >= 10 ? digits.slice(-10) : "";
}

/**
 * Records consents as given, in the caller's transaction (the form's record and its consent are
 * written together or not at all), under the privacy notice's current version. A consent already
 * live for the same person, purpose, form, version and reference is not recorded twice.
 */
async function recordConsents(db: Db, given: ConsentGiven[], now = new Date()): Promise<void> {
  const rows = given
    .map((consent) => ({
      email: emailKey(consent.email),
      phone: phoneKey(consent.phone),
      purpose: consent.purpose,
      channel: consent.channel,
      reference: consent.reference ?? "",
      noticeVersion: PRIVACY_NOTICE_VERSION,
      givenAt: now,
    }))
    .filter((row) => row.email !== "" || row.phone !== "");
  if (rows.length === 0) return;
  await db.insert(consents).values(rows).onConflictDoNothing();
}

export const recordConsent = (db: Db, given: ConsentGiven) => recordConsents(db, [given]);

function toConsentJson(row: ConsentRow): ConsentJson {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    purpose: row.purpose,
    channel: row.channel,
    notice_version: row.noticeVersion,
    reference: row.reference,
    given_at: row.givenAt.toISOString(),
    withdrawn_at: row.withdrawnAt ? row.withdrawnAt.toISOString() : null,
    withdrawn_via: row.withdrawnVia,
  };
}

/** Every consent of one person (`GET /api/consents`), newest first; at most 500. */
export async function listConsents(db: Db, contact: PersonContact): Promise<ConsentJson[]> {
  const rows = await db
    .select()
    .from(consents)
    .where(
      contact.kind === "email" ? eq(consents.email, contact.email) : eq(consents.phone, contact.lastDigits),
    )
    .orderBy(desc(consents.givenAt), desc(consents.id))
    .limit(500);
  return rows.map(toConsentJson);
}

/**
 * Withdraws the marketing consent of an email address (the unsubscribe link, or staff on the
 * person's word): every live marketing consent is marked withdrawn and the newsletter signups
 * of the address are deleted, so no offer reaches it again. Returns how many consents it ended.
 */
export async function withdrawMarketing(
  db: Db,
  email: string,
  via: string,
  now = new Date(),
): Promise<number> {
  const key = emailKey(email);
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(consents)
      .set({ withdrawnAt: now, withdrawnVia: via })
      .where(and(eq(consents.email, key), eq(consents.purpose, "marketing"), isNull(consents.withdrawnAt)))
      .returning({ id: consents.id });
    await tx.delete(enquiries).where(and(isSignupEnquiry, sql`lower(${enquiries.email}) = ${key}`));
    return ended.length;
  });
}

import { createHmac, timingSafeEqual } from "node:crypto";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { tourDepartures, tripCheckIns, tripLeaderLinks, type TripCheckInRow } from "../../../db/schema/index";
import { recordAudit } from "~/features/audit/audit-service.server";
import { absoluteLink } from "~/features/notifications/email/email-render.server";
import { addDays, todayInIndia } from "~/lib/dates";
import { isUuid } from "~/lib/ids";
import { linkSecret } from "~/lib/link-secret.server";
import { LEADER_LINK_DAYS_AFTER_TRIP } from "../../../domain/trip-values";
import { findTripDeparture, tripRoster, type TripDeparture } from "./trip-roster.server";
import type { CheckInInput, CheckInJson } from "./trip-schema";

/**
 * The tour leader's signed link of a departure (`/trip/<link id>.<signature>`, ADR 057): an HMAC of
 * the link's id and last day under its own server secret, and a row that staff can revoke. It
 * opens until a few days after the trip's last day.
 */

const SETTING = "trip-leader-link-secret";

const signatureOf = (secret: Buffer, linkId: string, expiresOn: string) =>
  createHmac("sha256", secret).update(`trip-leader:${linkId}:${expiresOn}`).digest("base64url");

/** Makes a link for the departure's leader; the medical notes it shows are recorded in the audit log. */
export async function createLeaderLink(
  db: Db,
  packageId: string,
  departureId: string,
  siteUrl: string,
  adminId: string | null,
): Promise<{ url: string; expires_on: string } | null> {
  const trip = await findTripDeparture(db, packageId, departureId);
  if (!trip) return null;
  const secret = await linkSecret(db, SETTING);
  const roster = await tripRoster(db, trip);
  const expiresOn = addDays(trip.departure.departureDate, trip.days - 1 + LEADER_LINK_DAYS_AFTER_TRIP);
  const link = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tripLeaderLinks)
      .values({ departureId: trip.departure.id, expiresOn, createdBy: adminId })
      .returning();
    await recordAudit(tx, {
      action: "trip.leader_link_created",
      targetType: "departure",
      targetId: trip.departure.id,
      after: {
        link_id: row!.id,
        expires_on: expiresOn,
        travellers: roster.length,
        // who the leader will read medical notes of (the notes themselves stay out of the log)
        medical_notes_of: roster.filter((t) => t.medicalNotes.trim() !== "").map((t) => t.travellerId),
      },
    });
    return row!;
  });
  const token = `${link.id}.${signatureOf(secret, link.id, expiresOn)}`;
  return { url: absoluteLink(siteUrl, `/trip/${token}`), expires_on: expiresOn };
}

/** Withdraws every link of the departure; the pages stop opening at once. */
export async function revokeLeaderLinks(
  db: Db,
  packageId: string,
  departureId: string,
): Promise<number | null> {
  const trip = await findTripDeparture(db, packageId, departureId);
  if (!trip) return null;
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(tripLeaderLinks)
      .set({ revokedAt: new Date() })
      .where(and(eq(tripLeaderLinks.departureId, trip.departure.id), isNull(tripLeaderLinks.revokedAt)))
      .returning({ id: tripLeaderLinks.id });
    await recordAudit(tx, {
      action: "trip.leader_link_revoked",
      targetType: "departure",
      targetId: trip.departure.id,
      after: { links: revoked.length },
    });
    return revoked.length;
  });
}

export type LeaderAccess = { linkId: string; trip: TripDeparture };

/** The departure a token opens: signed, not revoked and not past its last day; else null. */
export async function openLeaderLink(
  db: Db,
  token: string,
  today = todayInIndia(),
): Promise<LeaderAccess | null> {
  const match = /^([0-9a-fA-F-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match || !isUuid(match[1]!)) return null;
  const linkId = match[1]!.toLowerCase();
  const [link] = await db.select().from(tripLeaderLinks).where(eq(tripLeaderLinks.id, linkId)).limit(1);
  if (!link || link.revokedAt !== null || link.expiresOn < today) return null;
  const expected = Buffer.from(signatureOf(await linkSecret(db, SETTING), linkId, link.expiresOn));
  const given = Buffer.from(match[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [departure] = await db
    .select({ packageId: tourDepartures.packageId })
    .from(tourDepartures)
    .where(eq(tourDepartures.id, link.departureId));
  const trip = departure ? await findTripDeparture(db, departure.packageId, link.departureId) : null;
  return trip ? { linkId, trip } : null;
}

const checkInJson = (row: TripCheckInRow): CheckInJson => ({
  id: row.id,
  moment: row.moment,
  day: row.day,
  present: row.present,
  expected: row.expected,
  note: row.note,
  recorded_at: row.recordedAt.toISOString(),
  received_at: row.receivedAt.toISOString(),
});

/**
 * A headcount from the leader's phone: stored once per idempotency key, however often the phone
 * sends it again (it keeps ticks made without signal and sends them when the signal returns).
 */
export async function recordCheckIn(
  db: Db,
  access: LeaderAccess,
  input: CheckInInput,
): Promise<{ checkIn: CheckInJson; created: boolean }> {
  const [inserted] = await db
    .insert(tripCheckIns)
    .values({
      departureId: access.trip.departure.id,
      linkId: access.linkId,
      idempotencyKey: input.idempotency_key,
      moment: input.moment,
      day: input.day,
      present: input.present,
      expected: input.expected,
      note: input.note,
      recordedAt: new Date(input.recorded_at),
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { checkIn: checkInJson(inserted), created: true };
  const [existing] = await db
    .select()
    .from(tripCheckIns)
    .where(
      and(
        eq(tripCheckIns.departureId, access.trip.departure.id),
        eq(tripCheckIns.idempotencyKey, input.idempotency_key),
      ),
    );
  return { checkIn: checkInJson(existing!), created: false };
}

export async function checkInsOf(db: Db, departureId: string, order: "newest" | "oldest" = "newest") {
  const rows = await db
    .select()
    .from(tripCheckIns)
    .where(eq(tripCheckIns.departureId, departureId))
    .orderBy(order === "newest" ? desc(tripCheckIns.recordedAt) : asc(tripCheckIns.recordedAt))
    .limit(200);
  return rows.map(checkInJson);
}

/** GET …/check-ins for staff: the leader's headcounts, newest first; null for an unknown departure. */
export async function departureCheckIns(db: Db, packageId: string, departureId: string) {
  const trip = await findTripDeparture(db, packageId, departureId);
  return trip ? checkInsOf(db, trip.departure.id) : null;
}

import { and, asc, eq, gte, isNotNull, lt } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import {
  bookings,
  bookingTravellers,
  tourPackages,
  type BookingRow,
  type BookingTravellerRow,
} from "../../../../db/schema/index";
import { recordAudit } from "~/features/audit/audit-service.server";
import { permitIssuedEmail } from "~/features/bookings/emails/permit-email.server";
import { bookingPagePaths } from "~/features/bookings/lookup/booking-link-service.server";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { enqueueEmail } from "~/features/notifications/outbox/outbox-service.server";
import {
  decryptBytes,
  decryptText,
  encryptBytes,
  encryptText,
  keyIdOfStored,
  type DataKeys,
} from "~/lib/data-encryption.server";
import { addDays, formatTravelDate, todayInIndia } from "~/lib/dates";
import { DomainError, fieldError, invalidFields } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import {
  HOME_COUNTRY,
  permitKindLabels,
  type PermitKind,
  type PermitStatus,
} from "../../../../domain/traveller-values";
import { isMaskedIdNumber, maskedIdNumber } from "./id-numbers";
import { recordConsent } from "~/features/privacy/consents/consent-service.server";
import { addMonths, ageOn, permitsFor, returnDateOf } from "./trip-dates";
import { SENIOR_AGE } from "../../../../domain/pricing-values";
import {
  PASSPORT_VALID_MONTHS_AFTER_RETURN,
  travellerMessages,
  type AdminTraveller,
  type PermitNeed,
  type TravellerInput,
  type TravellerJson,
  type TravellersAnswer,
  type TravellerWarning,
} from "./traveller-schema";

/** A booking with what its package says about travellers: permits, altitude, the due date. */
type TravellerBooking = {
  booking: BookingRow;
  permits: PermitNeed;
  highAltitude: boolean;
  dueDays: number;
  /** the package's length in days (1 when the package is gone) */
  days: number;
};

export async function travellerBookingOf(db: Db, bookingId: string): Promise<TravellerBooking | null> {
  if (!isUuid(bookingId)) return null;
  const [row] = await db
    .select({ booking: bookings, tour: tourPackages })
    .from(bookings)
    .leftJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!row) return null;
  const tour = row.tour;
  return {
    booking: row.booking,
    permits: {
      indian: tour?.permitsIndian ?? [],
      foreign: tour?.permitsForeign ?? [],
      days_to_obtain: tour?.permitDays ?? 0,
      group_rule: tour?.permitGroupRule ?? "",
    },
    highAltitude: tour?.highAltitude ?? false,
    dueDays: tour?.travellerDetailsDueDays ?? 15,
    days: tour?.durationDays ?? 1,
  };
}

/** The travellers' details are due this day: the package's days before travel. */
export const detailsDueDate = (trip: TravellerBooking) => addDays(trip.booking.travelDate, -trip.dueDays);

const listOf = (db: Db, bookingId: string) =>
  db
    .select()
    .from(bookingTravellers)
    .where(eq(bookingTravellers.bookingId, bookingId))
    .orderBy(asc(bookingTravellers.position));

function travellerJsonOf(row: BookingTravellerRow): TravellerJson {
  return {
    full_name: row.fullName,
    date_of_birth: row.dateOfBirth,
    gender: row.gender,
    nationality: row.nationality,
    id_type: row.idType,
    id_number: row.idNumberEncrypted ? maskedIdNumber(row.idNumberLast4) : "",
    passport_expiry: row.passportExpiry,
    emergency_contact_name: row.emergencyContactName,
    emergency_contact_phone: row.emergencyContactPhone,
    diet: row.diet,
    medical_notes: row.medicalNotes,
  };
}

const permitNames = (kinds: readonly PermitKind[]) =>
  kinds.map((kind) => permitKindLabels[kind]).join(" or ");

/**
 * What is accepted but needs attention: a passport that expires within six months of the return
 * date, and a traveller who needs a permit while fewer days are left before travel than the
 * permit takes to obtain.
 */
function travellerWarnings(
  trip: TravellerBooking,
  travellers: readonly Pick<TravellerJson, "nationality" | "id_type" | "passport_expiry">[],
  today: string,
): TravellerWarning[] {
  const warnings: TravellerWarning[] = [];
  const returnDate = returnDateOf(trip.booking.travelDate, trip.days);
  const validUntil = addMonths(returnDate, PASSPORT_VALID_MONTHS_AFTER_RETURN);
  const daysLeft = Math.round(
    (Date.parse(trip.booking.travelDate) - Date.parse(today)) / (24 * 60 * 60 * 1000),
  );
  for (const [i, traveller] of travellers.entries()) {
    if (
      traveller.id_type === "passport" &&
      traveller.passport_expiry &&
      traveller.passport_expiry < validUntil
    ) {
      warnings.push({
        path: `travellers.${i}.passport_expiry`,
        message: `This passport expires within ${PASSPORT_VALID_MONTHS_AFTER_RETURN} months of the return date (${formatTravelDate(returnDate)}): many countries and permits ask for six months' validity. Please renew it or call us.`,
      });
    }
    const needed = permitsFor(trip.permits, traveller.nationality);
    if (needed.length > 0 && trip.permits.days_to_obtain > 0 && daysLeft < trip.permits.days_to_obtain) {
      warnings.push({
        path: `travellers.${i}.nationality`,
        message: `${traveller.nationality === HOME_COUNTRY ? "Indian citizens" : "Foreign nationals"} need the ${permitNames(needed)} for this route, which takes about ${trip.permits.days_to_obtain} days to obtain: with ${Math.max(daysLeft, 0)} days left before departure it may not be ready. Please call us.`,
      });
    }
  }
  return warnings;
}

/** What the traveller's own GET and PUT answer. */
export async function travellersAnswerOf(
  db: Db,
  trip: TravellerBooking,
  today = todayInIndia(),
): Promise<TravellersAnswer> {
  const travellers = (await listOf(db, trip.booking.id)).map(travellerJsonOf);
  return {
    reference: trip.booking.reference,
    number_of_travelers: trip.booking.numberOfTravelers,
    due_date: detailsDueDate(trip),
    complete: travellers.length >= trip.booking.numberOfTravelers,
    high_altitude: trip.highAltitude,
    permits: trip.permits,
    travellers,
    warnings: travellerWarnings(trip, travellers, today),
  };
}

/** A traveller's permit status after a save: kept while the need and the nationality stand. */
function permitStatusAfterSave(
  trip: TravellerBooking,
  input: TravellerInput,
  existing: BookingTravellerRow | undefined,
): PermitStatus {
  if (permitsFor(trip.permits, input.nationality).length === 0) return "not_needed";
  if (existing && existing.nationality === input.nationality && existing.permitStatus !== "not_needed") {
    return existing.permitStatus;
  }
  return "needed";
}

/** A traveller younger than this on the travel date is a child (DPDP Act 2023, s. 2(f)). */
const ADULT_AGE = 18;

/**
 * Replaces a booking's travellers with the list given, in order (`PUT /api/bookings/travellers`
 * and the booking page's form). At most the booking's number of travellers; a cancelled booking's
 * list no longer changes. ID numbers are encrypted before they reach the database; one sent back
 * masked keeps the stored number of that position, if it ends the same. A permit already applied
 * for or issued stays while the traveller's nationality does.
 */
export async function saveTravellers(
  db: Db,
  keys: DataKeys,
  bookingId: string,
  input: { travellers: TravellerInput[]; guardian_confirmed?: boolean },
  today = todayInIndia(),
): Promise<TravellersAnswer> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!locked) throw new DomainError("not-found", travellerMessages.notFound);
    if (locked.status === "cancelled") throw new DomainError("conflict", travellerMessages.cancelled);
    const trip = await travellerBookingOf(tx, bookingId);
    if (!trip) throw new DomainError("not-found", travellerMessages.notFound);
    if (input.travellers.length > locked.numberOfTravelers) {
      throw fieldError("invalid", "travellers", travellerMessages.tooMany(locked.numberOfTravelers));
    }
    const existing = await listOf(tx, bookingId);
    const errors: Record<string, string> = {};
    const rows = input.travellers.map((traveller, position) => {
      const before = existing[position];
      let idNumberEncrypted: string;
      let idNumberLast4: string;
      if (isMaskedIdNumber(traveller.id_number)) {
        const kept =
          before?.idNumberEncrypted && maskedIdNumber(before.idNumberLast4) === traveller.id_number.trim();
        if (!kept || !before.idNumberEncrypted) {
          errors[`travellers.${position}.id_number`] = travellerMessages.keepNeedsStored;
          return null;
        }
        idNumberEncrypted = before.idNumberEncrypted;
        idNumberLast4 = before.idNumberLast4;
      } else {
        idNumberEncrypted = encryptText(keys, traveller.id_number);
        idNumberLast4 = traveller.id_number.slice(-4);
      }
      const permitStatus = permitStatusAfterSave(trip, traveller, before);
      const keepFile = permitStatus === before?.permitStatus;
      return {
        bookingId,
        position,
        fullName: traveller.full_name,
        dateOfBirth: traveller.date_of_birth,
        gender: traveller.gender,
        nationality: traveller.nationality,
        idType: traveller.id_type,
        idNumberEncrypted,
        idNumberLast4,
        idNumberPurgedAt: null,
        passportExpiry: traveller.passport_expiry,
        emergencyContactName: traveller.emergency_contact_name,
        emergencyContactPhone: traveller.emergency_contact_phone,
        diet: traveller.diet,
        medicalNotes: traveller.medical_notes,
        permitStatus,
        permitFile: keepFile ? (before?.permitFile ?? null) : null,
        permitFileType: keepFile ? (before?.permitFileType ?? null) : null,
        updatedAt: new Date(),
      };
    });
    // a booking priced with seniors (issue 38): once every traveller is given, the dates of birth must show them
    if (locked.numberOfSeniors > 0 && input.travellers.length === locked.numberOfTravelers) {
      const seniors = input.travellers.filter(
        (t) => ageOn(t.date_of_birth, locked.travelDate) >= SENIOR_AGE,
      ).length;
      if (seniors < locked.numberOfSeniors) {
        errors.travellers = travellerMessages.seniors(locked.numberOfSeniors, seniors);
      }
    }
    // a child's details come from the parent or guardian who booked, and that is recorded (DPDP s. 9)
    const hasChild = input.travellers.some((t) => ageOn(t.date_of_birth, locked.travelDate) < ADULT_AGE);
    if (hasChild && !input.guardian_confirmed) errors.guardian_confirmed = travellerMessages.guardianNeeded;
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    if (hasChild) {
      await recordConsent(tx, {
        email: locked.customerEmail,
        phone: locked.customerPhone,
        purpose: "child_data",
        channel: "traveller_form",
        reference: locked.reference,
      });
    }
    await tx
      .delete(bookingTravellers)
      .where(and(eq(bookingTravellers.bookingId, bookingId), gte(bookingTravellers.position, rows.length)));
    for (const row of rows) {
      if (!row) continue;
      await tx
        .insert(bookingTravellers)
        .values(row)
        .onConflictDoUpdate({ target: [bookingTravellers.bookingId, bookingTravellers.position], set: row });
    }
  });
  const trip = await travellerBookingOf(db, bookingId);
  if (!trip) throw new DomainError("not-found", travellerMessages.notFound);
  return travellersAnswerOf(db, trip, today);
}

function adminTravellerOf(row: BookingTravellerRow, trip: TravellerBooking): AdminTraveller {
  return {
    ...travellerJsonOf(row),
    id: row.id,
    position: row.position,
    age: ageOn(row.dateOfBirth, trip.booking.travelDate),
    id_number_purged: row.idNumberEncrypted === null,
    permit_status: row.permitStatus,
    permit_needed: permitsFor(trip.permits, row.nationality),
    permit_file: row.permitFile !== null,
  };
}

/** `GET /api/bookings/{id}/travellers` and the booking detail: ID numbers masked. */
export async function listTravellersForAdmin(db: Db, bookingId: string, today = todayInIndia()) {
  const trip = await travellerBookingOf(db, bookingId);
  if (!trip) return null;
  const rows = await listOf(db, bookingId);
  const travellers = rows.map((row) => adminTravellerOf(row, trip));
  return {
    booking_id: trip.booking.id,
    reference: trip.booking.reference,
    number_of_travelers: trip.booking.numberOfTravelers,
    due_date: detailsDueDate(trip),
    complete: travellers.length >= trip.booking.numberOfTravelers,
    travellers,
    warnings: travellerWarnings(trip, travellers, today),
  };
}

async function travellerRowOf(db: Db, bookingId: string, travellerId: string) {
  if (!isUuid(bookingId) || !isUuid(travellerId)) return null;
  const [row] = await db
    .select()
    .from(bookingTravellers)
    .where(and(eq(bookingTravellers.id, travellerId), eq(bookingTravellers.bookingId, bookingId)))
    .limit(1);
  return row ?? null;
}

/**
 * One traveller's ID number in clear, for staff allowed to see it (permissions: "identity"); the
 * reveal is written to the audit log first (who, which traveller, never the number). A number
 * still under the previous key is re-encrypted under the current one on the way.
 */
export async function revealIdNumber(db: Db, keys: DataKeys, bookingId: string, travellerId: string) {
  const row = await travellerRowOf(db, bookingId, travellerId);
  if (!row) throw new DomainError("not-found", travellerMessages.travellerNotFound);
  if (!row.idNumberEncrypted) throw new DomainError("conflict", travellerMessages.idPurged);
  const idNumber = decryptText(keys, row.idNumberEncrypted);
  await db.transaction(async (tx) => {
    await recordAudit(tx, {
      action: "traveller.id_revealed",
      targetType: "booking_traveller",
      targetId: row.id,
      after: { booking_id: bookingId, position: row.position, id_type: row.idType },
    });
    if (keyIdOfStored(row.idNumberEncrypted!) !== keys.current.id) {
      await tx
        .update(bookingTravellers)
        .set({ idNumberEncrypted: encryptText(keys, idNumber) })
        .where(eq(bookingTravellers.id, row.id));
    }
  });
  return idNumber;
}

export type PermitFile = { data: Uint8Array; contentType: string };

/**
 * Staff move a traveller's permit along (needed → applied → issued), with the permit's file
 * (checked by content before it gets here), encrypted at rest. Audit-logged. The first time it
 * becomes issued, the customer is emailed in the same transaction (the row is locked, so two
 * staff saving at once send one email).
 */
export async function updatePermit(
  db: Db,
  keys: DataKeys,
  bookingId: string,
  travellerId: string,
  update: { permit_status: PermitStatus; file?: PermitFile | null },
  agency: AgencyContact,
) {
  const trip = await travellerBookingOf(db, bookingId);
  const row = trip && (await travellerRowOf(db, bookingId, travellerId));
  if (!trip || !row) throw new DomainError("not-found", travellerMessages.travellerNotFound);
  const file = update.file ?? null;
  // read before the transaction: on PGlite a read outside an open transaction waits for it
  const bookingPage = await bookingPagePaths(db);
  const [updated] = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ permitStatus: bookingTravellers.permitStatus })
      .from(bookingTravellers)
      .where(eq(bookingTravellers.id, row.id))
      .for("update");
    if (!locked) throw new DomainError("not-found", travellerMessages.travellerNotFound);
    await recordAudit(tx, {
      action: "traveller.permit_updated",
      targetType: "booking_traveller",
      targetId: row.id,
      before: { permit_status: locked.permitStatus },
      after: { permit_status: update.permit_status, file: file ? file.contentType : undefined },
    });
    if (update.permit_status === "issued" && locked.permitStatus !== "issued") {
      await enqueueEmail(
        tx,
        permitIssuedEmail(trip.booking, row.fullName, bookingPage(trip.booking.id), agency),
      );
    }
    return tx
      .update(bookingTravellers)
      .set({
        permitStatus: update.permit_status,
        ...(file ? { permitFile: encryptBytes(keys, file.data), permitFileType: file.contentType } : {}),
        updatedAt: new Date(),
      })
      .where(eq(bookingTravellers.id, row.id))
      .returning();
  });
  return adminTravellerOf(updated!, trip);
}

/**
 * The permit file on record of a traveller of that booking, decrypted; null when there is none, or
 * with `issuedOnly` (the traveller's own booking page) while the permit is not yet issued.
 */
export async function permitFileOf(
  db: Db,
  keys: DataKeys,
  bookingId: string,
  travellerId: string,
  { issuedOnly = false }: { issuedOnly?: boolean } = {},
): Promise<PermitFile | null> {
  const row = await travellerRowOf(db, bookingId, travellerId);
  if (!row?.permitFile || !row.permitFileType) return null;
  if (issuedOnly && row.permitStatus !== "issued") return null;
  return { data: decryptBytes(keys, row.permitFile), contentType: row.permitFileType };
}

/**
 * Deletes the ID numbers (and permit files) of trips that returned more than `retentionDays` ago,
 * keeping the rest of the details (the retention job, ADR 039). The return date follows the
 * package's days (`duration_days`), so the candidates are read by travel date and filtered here.
 */
export async function purgeTravellerIds(db: Db, retentionDays: number, today = todayInIndia()) {
  const candidates = await db
    .select({ id: bookingTravellers.id, travelDate: bookings.travelDate, days: tourPackages.durationDays })
    .from(bookingTravellers)
    .innerJoin(bookings, eq(bookings.id, bookingTravellers.bookingId))
    .leftJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
    .where(
      and(
        isNotNull(bookingTravellers.idNumberEncrypted),
        lt(bookings.travelDate, addDays(today, -retentionDays)),
      ),
    );
  let purged = 0;
  for (const candidate of candidates) {
    const returnDate = returnDateOf(candidate.travelDate, candidate.days ?? 1);
    if (addDays(returnDate, retentionDays) >= today) continue;
    await db
      .update(bookingTravellers)
      .set({ idNumberEncrypted: null, permitFile: null, idNumberPurgedAt: new Date() })
      .where(eq(bookingTravellers.id, candidate.id));
    purged += 1;
  }
  return purged;
}

/**
 * After a key rotation (README, "Rotating the data encryption key"): every ID number and permit
 * file written under another key than the current one is written again under the current one.
 * Run at every start; the count tells when DATA_ENCRYPTION_KEY_PREVIOUS may go.
 */
export async function reencryptTravellerData(db: Db, keys: DataKeys): Promise<number> {
  const rows = await db
    .select({
      id: bookingTravellers.id,
      idNumber: bookingTravellers.idNumberEncrypted,
      file: bookingTravellers.permitFile,
    })
    .from(bookingTravellers);
  let changed = 0;
  for (const row of rows) {
    const staleId = row.idNumber && keyIdOfStored(row.idNumber) !== keys.current.id;
    const staleFile = row.file && keyIdOfStored(row.file) !== keys.current.id;
    if (!staleId && !staleFile) continue;
    await db
      .update(bookingTravellers)
      .set({
        ...(staleId ? { idNumberEncrypted: encryptText(keys, decryptText(keys, row.idNumber!)) } : {}),
        ...(staleFile ? { permitFile: encryptBytes(keys, decryptBytes(keys, row.file!)) } : {}),
      })
      .where(eq(bookingTravellers.id, row.id));
    changed += 1;
  }
  return changed;
}

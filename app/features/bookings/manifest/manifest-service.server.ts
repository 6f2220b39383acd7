import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { bookings, bookingTravellers, tourDepartures, tourPackages } from "../../../../db/schema/index";
import { recordAudit } from "~/features/audit/audit-service.server";
import { decryptText, type DataKeys } from "~/lib/data-encryption.server";
import { isUuid } from "~/lib/ids";
import { addDays, todayInIndia } from "~/lib/dates";
import { formatPhone } from "~/lib/phone";
import { seatHoldingBookingStatuses } from "../../../../domain/booking-values";
import { maskedIdNumber } from "../travellers/id-numbers";
import { ageOn, permitsFor } from "../travellers/trip-dates";
import type { Manifest, ManifestBooking, ManifestTraveller } from "./manifest-schema";

const ROOM_SIZE = { double: 2, triple: 3 } as const;

/**
 * Who travels with a package on a date (issue 27): the travellers of its pending and confirmed
 * bookings (a waitlist entry is not a booking), booking by booking, with their masked ID, permit,
 * diet, medical notes and emergency contact, and each booking's travellers in rooms of 2 or 3 by
 * the sharing chosen. A traveller not given yet is a row "Traveller n (details not given)".
 * Dates of birth and passport expiries come only with the ID numbers in full (the permit
 * applications' manifest); the everyday one shows the age.
 * Null for an unknown package.
 */
export async function departureManifest(
  db: Db,
  packageId: string,
  date: string,
  /** given: the ID numbers in full, decrypted with these keys (manifestWithIdNumbers) */
  fullIdNumbers: DataKeys | null = null,
): Promise<Manifest | null> {
  if (!isUuid(packageId)) return null;
  const [tour] = await db.select().from(tourPackages).where(eq(tourPackages.id, packageId)).limit(1);
  if (!tour) return null;
  const [departure] = await db
    .select({ id: tourDepartures.id })
    .from(tourDepartures)
    .where(and(eq(tourDepartures.packageId, packageId), eq(tourDepartures.departureDate, date)))
    .limit(1);
  const booked = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.packageId, packageId),
        eq(bookings.travelDate, date),
        inArray(bookings.status, [...seatHoldingBookingStatuses]),
      ),
    )
    .orderBy(asc(bookings.bookingDate), asc(bookings.id));
  const rows = booked.length
    ? await db
        .select()
        .from(bookingTravellers)
        .where(
          inArray(
            bookingTravellers.bookingId,
            booked.map((b) => b.id),
          ),
        )
        .orderBy(asc(bookingTravellers.position))
    : [];
  const route = { indian: tour.permitsIndian, foreign: tour.permitsForeign };
  const travellers: ManifestTraveller[] = [];
  const bookingLines: ManifestBooking[] = [];
  let rooms = 0;
  for (const booking of booked) {
    const listed = rows.filter((row) => row.bookingId === booking.id);
    const size = ROOM_SIZE[booking.sharing];
    for (let i = 0; i < booking.numberOfTravelers; i += 1) {
      if (i % size === 0) rooms += 1;
      const row = listed.find((r) => r.position === i);
      const base = { booking_reference: booking.reference, number: i + 1, room: `Room ${rooms}` };
      travellers.push(
        row
          ? {
              ...base,
              traveller_id: row.id,
              full_name: row.fullName,
              age: ageOn(row.dateOfBirth, date),
              date_of_birth: fullIdNumbers ? row.dateOfBirth : null,
              gender: row.gender,
              nationality: row.nationality,
              id_type: row.idType,
              id_number: !row.idNumberEncrypted
                ? ""
                : fullIdNumbers
                  ? decryptText(fullIdNumbers, row.idNumberEncrypted)
                  : maskedIdNumber(row.idNumberLast4),
              passport_expiry: fullIdNumbers ? row.passportExpiry : null,
              permit_needed: permitsFor(route, row.nationality),
              permit_status: row.permitStatus,
              diet: row.diet,
              medical_notes: row.medicalNotes,
              emergency_contact: `${row.emergencyContactName}, ${formatPhone(row.emergencyContactPhone)}`,
            }
          : {
              ...base,
              traveller_id: null,
              full_name: `Traveller ${i + 1} (details not given)`,
              age: null,
              date_of_birth: null,
              gender: null,
              nationality: null,
              id_type: null,
              id_number: "",
              passport_expiry: null,
              permit_needed: [],
              permit_status: null,
              diet: "",
              medical_notes: "",
              emergency_contact: "",
            },
      );
    }
    bookingLines.push({
      id: booking.id,
      reference: booking.reference,
      status: booking.status,
      customer_name: booking.customerName,
      customer_phone: booking.customerPhone,
      number_of_travelers: booking.numberOfTravelers,
      sharing: booking.sharing,
      total_amount: booking.totalAmount,
      paid: booking.amountPaid,
      balance: Math.max(booking.totalAmount - booking.amountPaid, 0),
      details_complete: listed.length >= booking.numberOfTravelers,
    });
  }
  return {
    package_id: tour.id,
    package_title: tour.title,
    duration: tour.duration,
    date,
    departure_id: departure?.id ?? null,
    bookings: bookingLines,
    travellers,
    totals: {
      travellers: travellers.length,
      rooms,
      total_amount: bookingLines.reduce((sum, b) => sum + b.total_amount, 0),
      paid: bookingLines.reduce((sum, b) => sum + b.paid, 0),
      balance: bookingLines.reduce((sum, b) => sum + b.balance, 0),
    },
  };
}

/**
 * The manifest with every ID number in full, for the permit applications the owner files
 * (issue 27: "absent from exports unless the owner asks for them"). Written to the audit log
 * (which travellers, never the numbers) in the same breath.
 */
export async function manifestWithIdNumbers(
  db: Db,
  keys: DataKeys,
  packageId: string,
  date: string,
): Promise<Manifest | null> {
  const manifest = await departureManifest(db, packageId, date, keys);
  if (!manifest) return null;
  await recordAudit(db, {
    action: "traveller.ids_exported",
    targetType: "tour_package",
    targetId: manifest.package_id,
    after: {
      date,
      travellers: manifest.travellers.filter((traveller) => traveller.id_number !== "").length,
    },
  });
  return manifest;
}

/**
 * The travel dates of a package sold without departures (a manifest each): those of its bookings
 * not cancelled and not on a departure, from two months back, soonest first.
 */
export async function freeTravelDates(db: Db, packageId: string, today = todayInIndia()): Promise<string[]> {
  if (!isUuid(packageId)) return [];
  const rows = await db
    .selectDistinct({ date: bookings.travelDate })
    .from(bookings)
    .where(
      and(
        eq(bookings.packageId, packageId),
        isNull(bookings.departureId),
        inArray(bookings.status, [...seatHoldingBookingStatuses]),
      ),
    )
    .orderBy(asc(bookings.travelDate));
  const from = addDays(today, -60);
  return rows.map((row) => row.date).filter((date) => date >= from);
}

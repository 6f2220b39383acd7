import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { bookings, bookingTravellers, tourDepartures, tourPackages } from "../../../db/schema/index";
import { isUuid } from "~/lib/ids";
import { seatHoldingBookingStatuses } from "../../../domain/booking-values";
import { ageOn, permitsFor, tripDaysOf } from "~/features/bookings/travellers/traveller-service.server";
import type { RosterTraveller } from "./rooming";

export type TripDeparture = {
  tour: typeof tourPackages.$inferSelect;
  departure: typeof tourDepartures.$inferSelect;
  /** the trip's days, from the package's duration */
  days: number;
};

/** A departure of a package (both ids from the URL), or null. */
export async function findTripDeparture(
  db: Db,
  packageId: string,
  departureId: string,
): Promise<TripDeparture | null> {
  if (!isUuid(packageId) || !isUuid(departureId)) return null;
  const [found] = await db
    .select({ tour: tourPackages, departure: tourDepartures })
    .from(tourDepartures)
    .innerJoin(tourPackages, eq(tourPackages.id, tourDepartures.packageId))
    .where(
      and(
        eq(tourDepartures.id, departureId.toLowerCase()),
        eq(tourDepartures.packageId, packageId.toLowerCase()),
      ),
    )
    .limit(1);
  return found ? { ...found, days: tripDaysOf(found.tour.duration) } : null;
}

/** A traveller of the departure with what the leader and the driver need. */
export type TripTraveller = RosterTraveller & {
  bookingPhone: string;
  nationality: string | null;
  emergencyContact: string;
  diet: string;
  medicalNotes: string;
  permits: { kind: string; status: string }[];
};

/**
 * Everyone travelling on a departure: the travellers of its pending and confirmed bookings (those
 * on the departure, or on the package's same date), booking by booking in the order booked. A
 * traveller whose details are not given yet is "Traveller n of <reference>", an adult of unknown
 * gender, so rooms and seats can be planned before the details arrive.
 */
export async function tripRoster(db: Db, trip: TripDeparture): Promise<TripTraveller[]> {
  const booked = await db
    .select()
    .from(bookings)
    .where(
      and(
        or(
          eq(bookings.departureId, trip.departure.id),
          and(eq(bookings.packageId, trip.tour.id), eq(bookings.travelDate, trip.departure.departureDate)),
        ),
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
    : [];
  const { tour, departure } = trip;
  const route = { indian: tour.permitsIndian, foreign: tour.permitsForeign };
  const inChildBand = (age: number | null) =>
    age !== null &&
    tour.childAgeMin !== null &&
    tour.childAgeMax !== null &&
    age >= tour.childAgeMin &&
    age <= tour.childAgeMax;
  const roster: TripTraveller[] = [];
  for (const booking of booked) {
    for (let position = 0; position < booking.numberOfTravelers; position += 1) {
      const row = rows.find((r) => r.bookingId === booking.id && r.position === position);
      const age = row ? ageOn(row.dateOfBirth, departure.departureDate) : null;
      roster.push({
        key: `${booking.id}:${position}`,
        bookingId: booking.id,
        bookingReference: booking.reference,
        number: position + 1,
        travellerId: row?.id ?? null,
        name: row?.fullName ?? `Traveller ${position + 1} of ${booking.reference}`,
        gender: row?.gender ?? null,
        age,
        child: inChildBand(age),
        noBedAllowed: tour.childNoBed,
        sharing: booking.sharing,
        singleRooms: booking.singleRooms,
        bookingPhone: booking.customerPhone,
        nationality: row?.nationality ?? null,
        emergencyContact: row ? `${row.emergencyContactName} ${row.emergencyContactPhone}` : "",
        diet: row?.diet ?? "",
        medicalNotes: row?.medicalNotes ?? "",
        permits: row
          ? permitsFor(route, row.nationality).map((kind) => ({ kind, status: row.permitStatus }))
          : [],
      });
    }
  }
  return roster;
}

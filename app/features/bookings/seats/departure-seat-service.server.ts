import { and, asc, eq, gt, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { bookings, tourDepartures, tourPackages, waitlistEntries } from "../../../../db/schema/index";
import type { TourDepartureRow } from "../../../../db/schema/index";
import { seatHoldingBookingStatuses } from "../../../../domain/booking-values";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { enqueueEmail } from "~/features/notifications/outbox/outbox-service.server";
import { todayInIndia } from "~/lib/dates";
import { fieldError } from "~/lib/domain-error";
import { activeWaitlistStatuses } from "../../../../domain/departure-values";
import { departureMessages } from "../departures/departure-schema";
import { waitlistOfferEmail } from "../emails/waitlist-emails.server";

/**
 * The seats of fixed departures, as bookings take and free them. Every writer of a departure's
 * seats first locks its row (SELECT … FOR UPDATE) and then counts the seats held in the same
 * transaction, so simultaneous bookings for the last seats go one at a time, in every process
 * sharing the database; a trigger (migration 0005) refuses anything that slips past.
 */

/**
 * An offer that got no booking within this long stops counting against the seats still to offer,
 * so the next in line is offered when seats free up again.
 */
const OFFER_HOLD_HOURS = 48;

const travellersSum = sql<number>`coalesce(sum(${bookings.numberOfTravelers}), 0)::int`;

/** Seats held (pending and confirmed bookings) on a departure, as committed now. */
export async function seatsHeldOn(db: Db, departureId: string): Promise<number> {
  const [row] = await db
    .select({ held: travellersSum })
    .from(bookings)
    .where(and(eq(bookings.departureId, departureId), inArray(bookings.status, seatHoldingBookingStatuses)));
  return row?.held ?? 0;
}

/** Locks a departure's row until the transaction ends: its seats change one writer at a time. */
export async function lockDeparture(
  tx: Db,
  departureId: string,
  packageId?: string,
): Promise<TourDepartureRow | undefined> {
  const [row] = await departureQuery(tx, departureId, packageId).for("update");
  return row;
}

function departureQuery(db: Db, departureId: string, packageId?: string) {
  return db
    .select()
    .from(tourDepartures)
    .where(
      packageId === undefined
        ? eq(tourDepartures.id, departureId)
        : and(eq(tourDepartures.id, departureId), eq(tourDepartures.packageId, packageId)),
    )
    .limit(1);
}

/** 409 'Only N seats left on this departure' unless `travellers` still fit. Hold the lock first. */
async function requireSeats(tx: Db, departure: TourDepartureRow, travellers: number): Promise<void> {
  const left = departure.seats - (await seatsHeldOn(tx, departure.id));
  if (travellers > left) {
    throw fieldError("conflict", "departure_id", departureMessages.seatsLeft(Math.max(0, left)));
  }
}

/**
 * Which of these packages run upcoming departures: such a package takes no booking for a free
 * travel date (the visitor chooses a departure). One query for any number of packages.
 */
async function packagesRunningDepartures(db: Db, packageIds: string[]): Promise<Set<string>> {
  if (packageIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ packageId: tourDepartures.packageId })
    .from(tourDepartures)
    .where(
      and(inArray(tourDepartures.packageId, packageIds), gte(tourDepartures.departureDate, todayInIndia())),
    );
  return new Set(rows.map((row) => row.packageId));
}

/**
 * For a new booking, inside its transaction: the departure whose seats it takes (locked until the
 * booking commits), or null for a free travel date. A package that runs upcoming departures takes
 * no free date; a closed, past or full departure takes no booking.
 */
export async function departureForBooking(
  tx: Db,
  booking: { packageId: string; departureId: string | undefined; travellers: number },
  /** "read" for a price shown, not booked: no lock is taken (issue 36) */
  mode: "lock" | "read" = "lock",
): Promise<{ id: string; date: string; price: number | null } | null> {
  if (booking.departureId === undefined) {
    const runsDepartures = await packagesRunningDepartures(tx, [booking.packageId]);
    if (runsDepartures.has(booking.packageId)) {
      throw fieldError("invalid", "departure_id", departureMessages.chooseDeparture);
    }
    return null;
  }
  const departure =
    mode === "lock"
      ? await lockDeparture(tx, booking.departureId, booking.packageId)
      : (await departureQuery(tx, booking.departureId, booking.packageId))[0];
  if (!departure) throw fieldError("invalid", "departure_id", departureMessages.chooseDeparture);
  if (departure.departureDate < todayInIndia()) {
    throw fieldError("conflict", "departure_id", departureMessages.past);
  }
  if (departure.closed) throw fieldError("conflict", "departure_id", departureMessages.closed);
  await requireSeats(tx, departure, booking.travellers);
  return { id: departure.id, date: departure.departureDate, price: departure.price };
}

/**
 * A cancelled booking taken back (confirmed again) needs its seats again: 409 when they have gone
 * meanwhile. Call before its status changes, inside the same transaction.
 */
export async function retakeDepartureSeats(tx: Db, departureId: string, travellers: number): Promise<void> {
  const departure = await lockDeparture(tx, departureId);
  if (departure) await requireSeats(tx, departure, travellers);
}

/**
 * Seats came free on a departure (a booking cancelled, seats added, the departure reopened): emails
 * the waiting entries that fit, in the order they joined, each entry once. Seats offered within
 * OFFER_HOLD_HOURS and not yet booked count as taken, so one freed seat is not offered to the whole
 * line at once. Call inside the transaction that freed the seats; answers how many were offered.
 */
export async function offerFreedSeats(tx: Db, departureId: string, agency: AgencyContact): Promise<number> {
  const departure = await lockDeparture(tx, departureId);
  if (!departure || departure.closed || departure.departureDate < todayInIndia()) return 0;
  const left = departure.seats - (await seatsHeldOn(tx, departureId));
  const [outstanding] = await tx
    .select({ seats: sql<number>`coalesce(sum(${waitlistEntries.numberOfTravelers}), 0)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.departureId, departureId),
        eq(waitlistEntries.status, "offered"),
        gt(waitlistEntries.offeredAt, sql`now() - make_interval(hours => ${OFFER_HOLD_HOURS})`),
      ),
    );
  let budget = left - (outstanding?.seats ?? 0);
  if (budget <= 0) return 0;

  const [tour] = await tx
    .select({ title: tourPackages.title })
    .from(tourPackages)
    .where(eq(tourPackages.id, departure.packageId));
  const waiting = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.departureId, departureId), eq(waitlistEntries.status, "waiting")))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  let offered = 0;
  for (const entry of waiting) {
    if (budget <= 0) break;
    if (entry.numberOfTravelers > budget) continue;
    const now = new Date();
    const [marked] = await tx
      .update(waitlistEntries)
      .set({ status: "offered", offeredAt: now, offeredSeats: left, updatedAt: now })
      .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, "waiting")))
      .returning({ id: waitlistEntries.id });
    if (!marked) continue;
    await enqueueEmail(
      tx,
      waitlistOfferEmail(
        {
          customerName: entry.customerName,
          customerEmail: entry.customerEmail,
          travellers: entry.numberOfTravelers,
          packageId: departure.packageId,
          packageTitle: tour?.title ?? "",
          date: departure.departureDate,
        },
        left,
        agency,
      ),
    );
    budget -= entry.numberOfTravelers;
    offered += 1;
  }
  return offered;
}

/** A booking on a departure by someone on its waitlist: their entry is done. */
export async function markWaitlistBooked(
  tx: Db,
  booking: { departureId: string; email: string; bookingId: string },
): Promise<void> {
  await tx
    .update(waitlistEntries)
    .set({ status: "booked", bookingId: booking.bookingId, updatedAt: new Date() })
    .where(
      and(
        eq(waitlistEntries.departureId, booking.departureId),
        eq(waitlistEntries.customerEmail, booking.email),
        inArray(waitlistEntries.status, activeWaitlistStatuses),
      ),
    );
}

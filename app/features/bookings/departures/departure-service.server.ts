import { and, asc, count, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { bookings, tourDepartures, tourPackages, waitlistEntries } from "../../../../db/schema/index";
import type { TourDepartureRow } from "../../../../db/schema/index";
import { changedFields, recordAudit } from "~/features/audit/audit-service.server";
import { seatHoldingBookingStatuses } from "../../../../domain/booking-values";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { todayInIndia } from "~/lib/dates";
import { DomainError, fieldError } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import { lockDeparture, offerFreedSeats, seatsHeldOn } from "../seats/departure-seat-service.server";
import {
  departureMessages,
  type Departure,
  type DepartureAdmin,
  type DepartureInput,
  type DepartureStatus,
  type DepartureUpdate,
} from "./departure-schema";
import { copyDefaultCostSheet } from "~/features/back-office/costs/cost-sheet-service.server";

type SeatCounts = { confirmed: number; pending: number };
type WaitlistCounts = { waiting: number; offered: number };

const NO_SEATS: SeatCounts = { confirmed: 0, pending: 0 };
const NO_WAITLIST: WaitlistCounts = { waiting: 0, offered: 0 };

function statusOf(row: TourDepartureRow, left: number, today: string): DepartureStatus {
  if (row.departureDate < today) return "past";
  if (row.closed) return "closed";
  return left <= 0 ? "sold_out" : "open";
}

function toDepartureJson(row: TourDepartureRow, seats: SeatCounts, today: string): Departure {
  const left = Math.max(0, row.seats - seats.confirmed - seats.pending);
  return {
    id: row.id,
    date: row.departureDate,
    seats: row.seats,
    seats_left: left,
    status: statusOf(row, left, today),
    note: row.note,
    price: row.price,
  };
}

function toDepartureAdminJson(
  row: TourDepartureRow,
  seats: SeatCounts,
  waitlist: WaitlistCounts,
  today: string,
): DepartureAdmin {
  return {
    ...toDepartureJson(row, seats, today),
    package_id: row.packageId,
    closed: row.closed,
    seats_booked: seats.confirmed,
    seats_held: seats.pending,
    waitlist_waiting: waitlist.waiting,
    waitlist_offered: waitlist.offered,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Confirmed and pending seats per departure, in one query. */
async function seatCountsOf(db: Db, ids: string[]): Promise<Map<string, SeatCounts>> {
  const counts = new Map<string, SeatCounts>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({
      id: bookings.departureId,
      status: bookings.status,
      seats: sql<number>`coalesce(sum(${bookings.numberOfTravelers}), 0)::int`,
    })
    .from(bookings)
    .where(and(inArray(bookings.departureId, ids), inArray(bookings.status, seatHoldingBookingStatuses)))
    .groupBy(bookings.departureId, bookings.status);
  for (const row of rows) {
    if (!row.id) continue;
    const entry = counts.get(row.id) ?? { ...NO_SEATS };
    if (row.status === "confirmed") entry.confirmed += row.seats;
    else entry.pending += row.seats;
    counts.set(row.id, entry);
  }
  return counts;
}

async function waitlistCountsOf(db: Db, ids: string[]): Promise<Map<string, WaitlistCounts>> {
  const counts = new Map<string, WaitlistCounts>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ id: waitlistEntries.departureId, status: waitlistEntries.status, n: count() })
    .from(waitlistEntries)
    .where(
      and(inArray(waitlistEntries.departureId, ids), inArray(waitlistEntries.status, ["waiting", "offered"])),
    )
    .groupBy(waitlistEntries.departureId, waitlistEntries.status);
  for (const row of rows) {
    const entry = counts.get(row.id) ?? { ...NO_WAITLIST };
    if (row.status === "waiting") entry.waiting = row.n;
    else entry.offered = row.n;
    counts.set(row.id, entry);
  }
  return counts;
}

async function tourExists(db: Db, packageId: string): Promise<boolean> {
  if (!isUuid(packageId)) return false;
  const [tour] = await db
    .select({ id: tourPackages.id })
    .from(tourPackages)
    .where(eq(tourPackages.id, packageId.toLowerCase()))
    .limit(1);
  return tour !== undefined;
}

/**
 * A package's departures from today on, by date, as visitors see them (closed ones included, with
 * their status); null when there is no such package. Reads tour_departures and bookings.
 */
export async function listUpcomingDepartures(db: Db, packageId: string): Promise<Departure[] | null> {
  if (!(await tourExists(db, packageId))) return null;
  return listUpcomingDeparturesOf(db, packageId);
}

/**
 * The same for a package the caller has already found (the package page reads it from the
 * catalogue), without looking for the package again; [] for an unknown package. The seats held
 * are a second query only when there are departures: joined into the first, that one query cost
 * PGlite as much as the two (planning the join), and a package without departures needs one.
 */
export async function listUpcomingDeparturesOf(db: Db, packageId: string): Promise<Departure[]> {
  if (!isUuid(packageId)) return [];
  const today = todayInIndia();
  const rows = await db
    .select()
    .from(tourDepartures)
    .where(
      and(eq(tourDepartures.packageId, packageId.toLowerCase()), gte(tourDepartures.departureDate, today)),
    )
    .orderBy(asc(tourDepartures.departureDate));
  const seats = await seatCountsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toDepartureJson(row, seats.get(row.id) ?? NO_SEATS, today));
}

/** One departure as visitors see it, with its package's id and title; null when unknown. */
export async function findDeparture(
  db: Db,
  departureId: string,
): Promise<{ departure: Departure; packageId: string; packageTitle: string } | null> {
  if (!isUuid(departureId)) return null;
  const [found] = await db
    .select({ row: tourDepartures, title: tourPackages.title })
    .from(tourDepartures)
    .innerJoin(tourPackages, eq(tourPackages.id, tourDepartures.packageId))
    .where(eq(tourDepartures.id, departureId.toLowerCase()));
  if (!found) return null;
  const seats = await seatCountsOf(db, [found.row.id]);
  return {
    departure: toDepartureJson(found.row, seats.get(found.row.id) ?? NO_SEATS, todayInIndia()),
    packageId: found.row.packageId,
    packageTitle: found.title,
  };
}

/** Every departure of a package, past ones included, by date, with its seats and waitlist; null without the package. */
export async function listDeparturesForAdmin(db: Db, packageId: string): Promise<DepartureAdmin[] | null> {
  if (!(await tourExists(db, packageId))) return null;
  const rows = await db
    .select()
    .from(tourDepartures)
    .where(eq(tourDepartures.packageId, packageId.toLowerCase()))
    .orderBy(asc(tourDepartures.departureDate));
  return presentForAdmin(db, rows);
}

async function presentForAdmin(db: Db, rows: TourDepartureRow[]): Promise<DepartureAdmin[]> {
  const ids = rows.map((row) => row.id);
  const [seats, waitlist] = await Promise.all([seatCountsOf(db, ids), waitlistCountsOf(db, ids)]);
  const today = todayInIndia();
  return rows.map((row) =>
    toDepartureAdminJson(row, seats.get(row.id) ?? NO_SEATS, waitlist.get(row.id) ?? NO_WAITLIST, today),
  );
}

async function adminJsonOf(db: Db, row: TourDepartureRow): Promise<DepartureAdmin> {
  const [departure] = await presentForAdmin(db, [row]);
  if (!departure) throw new Error("departure vanished while presenting it");
  return departure;
}

const auditShape = (row: TourDepartureRow) => ({
  package_id: row.packageId,
  date: row.departureDate,
  seats: row.seats,
  note: row.note,
  price: row.price,
  closed: row.closed,
});

/** Unique (package, date): the constraint's violation, however the driver wrapped it. */
function isDuplicateDate(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === "23505") return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Adds a departure to a package; 404 without the package, 409 when it already departs that day. */
export async function createDeparture(
  db: Db,
  packageId: string,
  input: DepartureInput,
): Promise<DepartureAdmin> {
  if (!(await tourExists(db, packageId))) throw new DomainError("not-found", departureMessages.tourNotFound);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tourDepartures)
        .values({
          packageId: packageId.toLowerCase(),
          departureDate: input.date,
          seats: input.seats,
          note: input.note,
          price: input.price,
        })
        .returning();
      if (!row) throw new Error("departure insert returned nothing");
      await copyDefaultCostSheet(tx, row.packageId, row.id);
      await recordAudit(tx, {
        action: "departure.created",
        targetType: "departure",
        targetId: row.id,
        after: auditShape(row),
      });
      return adminJsonOf(tx, row);
    });
  } catch (error) {
    if (isDuplicateDate(error)) throw fieldError("conflict", "date", departureMessages.duplicateDate);
    throw error;
  }
}

/**
 * Changes a departure's date, seats, note or open/closed status. Seats never go below those held
 * (409), a departure with bookings keeps its date (409), and seats added or a reopening offer the
 * freed seats to the waitlist.
 */
export async function updateDeparture(
  db: Db,
  packageId: string,
  departureId: string,
  update: DepartureUpdate,
  options: { agency: AgencyContact },
): Promise<DepartureAdmin> {
  const notFound = new DomainError("not-found", departureMessages.notFound);
  if (!isUuid(packageId) || !isUuid(departureId)) throw notFound;
  try {
    return await db.transaction(async (tx) => {
      const current = await lockDeparture(tx, departureId.toLowerCase(), packageId.toLowerCase());
      if (!current) throw notFound;
      const held = await seatsHeldOn(tx, current.id);
      if (update.seats !== undefined && update.seats < held) {
        throw fieldError("conflict", "seats", departureMessages.seatsBelowHeld(held));
      }
      if (update.date !== undefined && update.date !== current.departureDate && held > 0) {
        throw fieldError("conflict", "date", departureMessages.dateHasBookings);
      }
      const closed = update.status === undefined ? current.closed : update.status === "closed";
      const [row] = await tx
        .update(tourDepartures)
        .set({
          departureDate: update.date ?? current.departureDate,
          seats: update.seats ?? current.seats,
          note: update.note ?? current.note,
          price: update.price !== undefined ? update.price : current.price,
          closed,
          updatedAt: new Date(),
        })
        .where(eq(tourDepartures.id, current.id))
        .returning();
      if (!row) throw new Error("departure update returned nothing");
      const { before, after } = changedFields(auditShape(current), auditShape(row));
      if (after) {
        await recordAudit(tx, {
          action: "departure.updated",
          targetType: "departure",
          targetId: row.id,
          before,
          after,
        });
      }
      if (row.seats > current.seats || (current.closed && !row.closed)) {
        await offerFreedSeats(tx, row.id, options.agency);
      }
      return adminJsonOf(tx, row);
    });
  } catch (error) {
    if (isDuplicateDate(error)) throw fieldError("conflict", "date", departureMessages.duplicateDate);
    throw error;
  }
}

/**
 * Deletes a departure with nobody on it; its waitlist goes with it and cancelled bookings keep
 * their travel date. 409 while bookings hold seats: close it instead.
 */
export async function deleteDeparture(db: Db, packageId: string, departureId: string): Promise<void> {
  const notFound = new DomainError("not-found", departureMessages.notFound);
  if (!isUuid(packageId) || !isUuid(departureId)) throw notFound;
  await db.transaction(async (tx) => {
    const current = await lockDeparture(tx, departureId.toLowerCase(), packageId.toLowerCase());
    if (!current) throw notFound;
    if ((await seatsHeldOn(tx, current.id)) > 0) {
      throw new DomainError("conflict", departureMessages.deleteHasBookings);
    }
    await tx.delete(tourDepartures).where(eq(tourDepartures.id, current.id));
    await recordAudit(tx, {
      action: "departure.deleted",
      targetType: "departure",
      targetId: current.id,
      before: auditShape(current),
    });
  });
}

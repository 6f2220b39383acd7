import { and, desc, eq, type SQL } from "drizzle-orm";
import { recordAudit } from "~/features/audit/audit-service.server";
import type { Db } from "../../../db/client";
import { bookings, tourPackages, type BookingRow } from "../../../db/schema";
import { enqueueEmail } from "~/features/notifications/outbox-service.server";
import { HttpError } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import type { AgencyContact } from "~/features/notifications/agency-contact.server";
import { bookingAgencyNotice, bookingConfirmationEmail, bookingStatusEmail } from "./booking-emails.server";
import { newBookingReference } from "~/lib/references";
import {
  bookingMessages,
  type Booking,
  type BookingInput,
  type BookingListQuery,
  type BookingStatusUpdate,
} from "./booking-schema";
import { lockRequestHash, requestHashOf, withinDuplicateWindow } from "~/lib/request-idempotency.server";
import { containsText } from "~/lib/list-search.server";

/** Bigger than an `integer` column can hold: refused rather than overflowing. */
const MAX_TOTAL = 2_147_483_647;
const REFERENCE_ATTEMPTS = 8;

export function toBookingJson(row: BookingRow, currentTitle?: string | null): Booking {
  return {
    _id: row.id,
    id: row.id,
    reference: row.reference,
    package_id: { _id: row.packageId, title: currentTitle ?? row.packageTitle },
    package_title: row.packageTitle,
    customer_name: row.customerName,
    customer_email: row.customerEmail,
    customer_phone: row.customerPhone,
    special_requests: row.specialRequests,
    travel_date: row.travelDate,
    number_of_travelers: row.numberOfTravelers,
    sharing: row.sharing,
    price_per_person: row.pricePerPerson,
    total_amount: row.totalAmount,
    status: row.status,
    booking_date: row.bookingDate.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What makes two submits "the same booking": every field the visitor chose, normalised by the schema. */
export function bookingRequestHash(input: BookingInput): string {
  return requestHashOf([
    input.package_id,
    input.customer_name,
    input.customer_email,
    input.customer_phone,
    input.special_requests,
    input.travel_date,
    input.number_of_travelers,
    input.sharing,
  ]);
}

export type BookingResult = { created: boolean; booking: Booking };

const fieldError = (status: number, field: string, message: string) =>
  new HttpError(status, message, { [field]: message });

/** The package's per-person price for the chosen sharing, or the reason it cannot be booked. */
function priceFor(tour: typeof tourPackages.$inferSelect, input: BookingInput): number {
  if (!tour.available) throw fieldError(409, "package_id", bookingMessages.unavailablePackage);
  if (input.sharing === "triple") return tour.price;
  if (tour.doubleSharingPrice === null) throw fieldError(400, "sharing", bookingMessages.noDoubleSharing);
  return tour.doubleSharingPrice;
}

/**
 * Records a booking priced from the package (the client's total is never read) and queues the
 * customer's confirmation and the agency's notice in the same transaction.
 *
 * At most one booking per `Idempotency-Key`; without a key, an identical submit within a minute
 * returns the booking already made (`created: false`). Both hold for simultaneous requests: the
 * unique key index, or an advisory lock on the payload hash, makes the second one wait and find
 * the first.
 */
export async function createBooking(
  db: Db,
  input: BookingInput,
  options: { idempotencyKey: string | null; agency: AgencyContact },
): Promise<BookingResult> {
  const requestHash = bookingRequestHash(input);
  const { idempotencyKey } = options;

  return db.transaction(async (tx) => {
    const replay = (row: BookingRow): BookingResult => {
      if (row.requestHash !== requestHash) throw new HttpError(409, bookingMessages.keyReused);
      return { created: false, booking: toBookingJson(row) };
    };
    const byKey = async (key: string) =>
      (await tx.select().from(bookings).where(eq(bookings.idempotencyKey, key)).limit(1))[0];

    if (idempotencyKey) {
      const earlier = await byKey(idempotencyKey);
      if (earlier) return replay(earlier);
    } else {
      await lockRequestHash(tx, "booking", requestHash);
      const [recent] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.requestHash, requestHash), withinDuplicateWindow(bookings.bookingDate)))
        .orderBy(desc(bookings.bookingDate))
        .limit(1);
      if (recent) return { created: false, booking: toBookingJson(recent) };
    }

    // Shared lock: a concurrent delete of the package waits, so the foreign key cannot fail.
    const [tour] = await tx
      .select()
      .from(tourPackages)
      .where(eq(tourPackages.id, input.package_id))
      .limit(1)
      .for("share");
    if (!tour) throw fieldError(400, "package_id", bookingMessages.unknownPackage);
    const pricePerPerson = priceFor(tour, input);
    const totalAmount = pricePerPerson * input.number_of_travelers;
    if (totalAmount > MAX_TOTAL) {
      throw fieldError(400, "number_of_travelers", "Too many travellers for one booking: please call us");
    }

    for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
      // DO NOTHING on any unique clash: a taken reference (retry) or the same key committed meanwhile.
      const [row] = await tx
        .insert(bookings)
        .values({
          reference: newBookingReference(),
          packageId: tour.id,
          packageTitle: tour.title,
          customerName: input.customer_name,
          customerEmail: input.customer_email,
          customerPhone: input.customer_phone,
          specialRequests: input.special_requests,
          travelDate: input.travel_date,
          numberOfTravelers: input.number_of_travelers,
          sharing: input.sharing,
          pricePerPerson,
          totalAmount,
          idempotencyKey,
          requestHash,
        })
        .onConflictDoNothing()
        .returning();
      if (row) {
        const booking = toBookingJson(row, tour.title);
        await enqueueEmail(tx, bookingConfirmationEmail(booking, options.agency));
        await enqueueEmail(tx, bookingAgencyNotice(booking, options.agency));
        return { created: true, booking };
      }
      if (idempotencyKey) {
        const winner = await byKey(idempotencyKey);
        if (winner) return replay(winner);
      }
    }
    throw new Error("no free booking reference after several attempts");
  });
}

/** The admin's list: newest first, with each package's current title. */
export async function listBookings(db: Db, query: BookingListQuery = {}): Promise<Booking[]> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(bookings.status, query.status));
  if (query.q) {
    filters.push(
      containsText(query.q, [
        bookings.reference,
        bookings.customerName,
        bookings.customerEmail,
        bookings.customerPhone,
        bookings.packageTitle,
      ]),
    );
  }
  const rows = await db
    .select({ booking: bookings, title: tourPackages.title })
    .from(bookings)
    .leftJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(bookings.bookingDate), desc(bookings.id));
  return rows.map(({ booking, title }) => toBookingJson(booking, title));
}

/**
 * Sets confirmed or cancelled from any state (SPEC 4), cancelled back to confirmed included: the
 * admin may have cancelled by mistake. Setting the current status again changes nothing and
 * emails nobody. Null when there is no such booking.
 */
export async function updateBookingStatus(
  db: Db,
  id: string,
  update: BookingStatusUpdate,
  options: { agency: AgencyContact },
): Promise<Booking | null> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(bookings).where(eq(bookings.id, id)).limit(1).for("update");
    if (!current) return null;
    const [title] = current.packageId
      ? await tx
          .select({ title: tourPackages.title })
          .from(tourPackages)
          .where(eq(tourPackages.id, current.packageId))
      : [];
    if (current.status === update.status) return toBookingJson(current, title?.title);
    const [row] = await tx
      .update(bookings)
      .set({ status: update.status, updatedAt: new Date() })
      .where(eq(bookings.id, id))
      .returning();
    if (!row) throw new Error("booking update returned nothing");
    const booking = toBookingJson(row, title?.title);
    await recordAudit(tx, {
      action: "booking.status_changed",
      targetType: "booking",
      targetId: booking.reference,
      before: { status: current.status },
      after: { status: booking.status },
    });
    await enqueueEmail(tx, bookingStatusEmail(booking, options.agency));
    return booking;
  });
}

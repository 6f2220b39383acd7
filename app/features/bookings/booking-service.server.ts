import { eq, sql } from "drizzle-orm";
import {
  offerFreedSeats,
  retakeDepartureSeats,
} from "~/features/bookings/seats/departure-seat-service.server";
import { recordAudit } from "~/features/audit/audit-service.server";
import { bookingPagePaths } from "~/features/bookings/lookup/booking-link-service.server";
import type { Db } from "../../../db/client";
import { bookings, quotes, tourPackages, type BookingRow } from "../../../db/schema";
import { enqueueEmail } from "~/features/notifications/outbox/outbox-service.server";
import { DomainError } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { bookingStatusEmail, type PackageTrip } from "./emails/booking-emails.server";
import { seatHoldingBookingStatuses, type BookingStatus } from "../../../domain/booking-values";
import { bookingMessages, type Booking, type BookingStatusUpdate } from "./booking-schema";
import { markContactBooked } from "~/features/contacts/contact-stage-service.server";
import { accountOf, ledgerOf } from "./payments/payment-service.server";
import { listDocuments } from "./payments/documents/document-service.server";

export function toBookingJson(row: BookingRow, currentTitle?: string | null): Booking {
  return {
    _id: row.id,
    id: row.id,
    reference: row.reference,
    // a quote's booking keeps the quoted trip's own title, whatever package it was built on
    package_id: {
      _id: row.packageId,
      title: row.quoteId ? row.packageTitle : (currentTitle ?? row.packageTitle),
    },
    package_title: row.packageTitle,
    departure_id: row.departureId,
    customer_name: row.customerName,
    customer_email: row.customerEmail,
    customer_phone: row.customerPhone,
    special_requests: row.specialRequests,
    travel_date: row.travelDate,
    number_of_travelers: row.numberOfTravelers,
    sharing: row.sharing,
    price_per_person: row.pricePerPerson,
    total_amount: row.totalAmount,
    number_of_children: row.numberOfChildren,
    number_of_seniors: row.numberOfSeniors,
    price_lines: row.priceLines,
    promo_code: row.promoCode,
    status: row.status,
    booking_date: row.bookingDate.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    customer_state: row.customerState,
    invoice_number: row.invoiceNumber,
    quote_id: row.quoteId,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    calendar_sequence: row.calendarSequence,
  };
}

const holdsSeats = (status: BookingStatus) =>
  (seatHoldingBookingStatuses as readonly string[]).includes(status);

/**
 * What a booking's calendar file needs: its package's destination and days, or for an accepted
 * quote the quote's days (its title standing for the place when no package is named).
 */
async function tripOf(db: Db, row: BookingRow, tour: PackageTrip | undefined): Promise<PackageTrip> {
  const [quote] = row.quoteId
    ? await db.select({ itinerary: quotes.itinerary }).from(quotes).where(eq(quotes.id, row.quoteId))
    : [];
  const days = quote?.itinerary.length ?? 0;
  return {
    destination: tour?.destination ?? row.packageTitle,
    durationDays: days > 0 ? days : (tour?.durationDays ?? 1),
  };
}

/** One booking with its package's current title; null when there is none. */
export async function getBooking(db: Db, id: string): Promise<Booking | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ booking: bookings, title: tourPackages.title })
    .from(bookings)
    .leftJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
    .where(eq(bookings.id, id))
    .limit(1);
  return row ? toBookingJson(row.booking, row.title) : null;
}

/**
 * Sets confirmed or cancelled from any state (docs/product.md §4), cancelled back to confirmed
 * included: the admin may have cancelled by mistake. Setting the current status again changes
 * nothing and emails nobody. A DomainError "not-found" when there is no such booking.
 */
export async function updateBookingStatus(
  db: Db,
  id: string,
  update: BookingStatusUpdate,
  options: { agency: AgencyContact },
): Promise<Booking> {
  const notFound = new DomainError("not-found", bookingMessages.notFound);
  if (!isUuid(id)) throw notFound;
  const bookingPage = await bookingPagePaths(db);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(bookings).where(eq(bookings.id, id)).limit(1).for("update");
    if (!current) throw notFound;
    const [title] = current.packageId
      ? await tx
          .select({
            title: tourPackages.title,
            destination: tourPackages.destination,
            durationDays: tourPackages.durationDays,
          })
          .from(tourPackages)
          .where(eq(tourPackages.id, current.packageId))
      : [];
    if (current.status === update.status) return toBookingJson(current, title?.title);
    const departureId = current.departureId;
    // a cancelled booking taken back needs its seats again; a cancellation frees them for the waitlist
    if (departureId && !holdsSeats(current.status) && holdsSeats(update.status)) {
      await retakeDepartureSeats(tx, departureId, current.numberOfTravelers);
    }
    const [row] = await tx
      .update(bookings)
      .set({
        status: update.status,
        updatedAt: new Date(),
        cancelledAt: update.status === "cancelled" ? new Date() : null,
        // the calendar file sent with this change updates the one sent before
        calendarSequence: sql`${bookings.calendarSequence} + 1`,
      })
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
    if (update.status === "confirmed") {
      await markContactBooked(tx, row.contactId, `Booking ${row.reference} confirmed`);
    }
    const page = bookingPage(row.id);
    const creditNotes = (await listDocuments(tx, row.id))
      .filter((document) => document.kind === "credit_note")
      .map((document) => ({ number: document.number, href: `${page}/documents/${document.id}` }));
    await enqueueEmail(
      tx,
      bookingStatusEmail(booking, options.agency, {
        bookingPage: page,
        trip: await tripOf(tx, row, title),
        account: accountOf(row, await ledgerOf(tx, row.id)),
        creditNotes,
      }),
    );
    if (departureId && holdsSeats(current.status) && !holdsSeats(update.status)) {
      await offerFreedSeats(tx, departureId, options.agency);
    }
    return booking;
  });
}

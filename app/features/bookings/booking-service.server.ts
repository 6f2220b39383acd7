import { eq, sql } from "drizzle-orm";
import {
  departureForBooking,
  markWaitlistBooked,
  offerFreedSeats,
  retakeDepartureSeats,
} from "~/features/bookings/seats/departure-seat-service.server";
import { recordAudit } from "~/features/audit/audit-service.server";
import { bookingPagePaths } from "~/features/bookings/lookup/booking-link-service.server";
import type { Db } from "../../../db/client";
import {
  bookings,
  quotes,
  tourPackages,
  type BookingRow,
  type NewBookingRow,
  type TourPackageRow,
} from "../../../db/schema";
import { enqueueEmail, enqueueEmails } from "~/features/notifications/outbox/outbox-service.server";
import { DomainError, fieldError } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import {
  bookingAgencyNotice,
  bookingConfirmationEmail,
  bookingStatusEmail,
  type PackageTrip,
} from "./emails/booking-emails.server";
import { newBookingReference } from "~/lib/references";
import { seatHoldingBookingStatuses, type BookingStatus } from "../../../domain/booking-values";
import { bookingMessages, type Booking, type BookingInput, type BookingStatusUpdate } from "./booking-schema";
import {
  priceBookingInput,
  pricingContext,
  recordRedemptions,
  type BookingPrice,
} from "./write/booking-price.server";
import { idempotentCreate, requestHashOf } from "~/lib/request-idempotency.server";
import { attachBookingContact } from "~/features/contacts/contact-match-service.server";
import { markContactBooked } from "~/features/contacts/contact-stage-service.server";
import { accountOf, ledgerOf } from "./payments/payment-service.server";
import { listDocuments } from "./payments/documents/document-service.server";
import { recordConsent } from "~/features/privacy/consents/consent-service.server";
import { currentFirstTouch, type FirstTouch } from "~/lib/first-touch.server";

/** The advisory-lock and log name of bookings (request-idempotency.server.ts). */
export const BOOKING_SCOPE = "booking";

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

/** What makes two submits "the same booking": every field the visitor chose, normalised by the schema. */
export function bookingRequestHash(input: BookingInput): string {
  return requestHashOf([
    input.package_id,
    input.customer_name,
    input.customer_email,
    input.customer_phone,
    input.special_requests,
    input.travel_date,
    input.departure_id,
    input.number_of_travelers,
    input.sharing,
    input.number_of_children,
    input.promo_code ?? null,
    input.number_of_seniors,
  ]);
}

export type BookingResult = { created: boolean; booking: Booking };
/** The consent a booking form's send records (issue 40): the booking itself, never marketing. */
export const bookingConsentOf = (row: BookingRow) =>
  ({
    email: row.customerEmail,
    phone: row.customerPhone,
    purpose: "booking",
    channel: "booking_form",
    reference: row.reference,
  }) as const;

export type BookingOptions = {
  idempotencyKey: string | null;
  agency: AgencyContact;
  /** the visitor's first touch (campaign); the current request's when absent */
  firstTouch?: FirstTouch;
  /** booked by an anonymous request (the public form or API): its emails count against the hourly cap */
  visitor?: boolean;
};

const holdsSeats = (status: BookingStatus) =>
  (seatHoldingBookingStatuses as readonly string[]).includes(status);

/** A booking's row (all but its reference, which the writer draws), priced from the package. */
export function bookingRowOf(
  tour: TourPackageRow,
  input: BookingInput,
  price: BookingPrice,
  booking: {
    travelDate: string;
    departureId: string | null;
    idempotencyKey: string | null;
    requestHash: string;
  },
): Omit<NewBookingRow, "reference"> &
  Pick<
    BookingRow,
    | "numberOfChildren"
    | "numberOfSeniors"
    | "priceLines"
    | "promoCode"
    | "customerState"
    | "customerPan"
    | "customerAddress"
    | "customerGstin"
    | "customerBusinessName"
    | "international"
  > {
  return {
    ...booking,
    pricePerPerson: price.pricePerPerson,
    totalAmount: price.total_amount,
    priceLines: price.price_lines,
    promoCode: price.redemption?.code ?? null,
    numberOfChildren: input.number_of_children,
    numberOfSeniors: input.number_of_seniors,
    packageId: tour.id,
    packageTitle: tour.title,
    customerName: input.customer_name,
    customerEmail: input.customer_email,
    customerPhone: input.customer_phone,
    specialRequests: input.special_requests,
    numberOfTravelers: input.number_of_travelers,
    sharing: input.sharing,
    customerState: input.customer_state ?? null,
    customerPan: input.customer_pan ?? null,
    customerAddress: input.customer_address ?? null,
    customerGstin: input.customer_gstin ?? null,
    customerBusinessName: input.customer_business_name ?? null,
    international: tour.category === "international",
  };
}

/** The customer's confirmation (with the trip's calendar file) and the agency's notice of a new booking. */
export function newBookingEmails(
  booking: Booking,
  agency: AgencyContact,
  bookingPage: string,
  trip?: PackageTrip,
) {
  return [bookingConfirmationEmail(booking, agency, bookingPage, trip), bookingAgencyNotice(booking, agency)];
}

/**
 * Records one booking priced from the package and queues the customer's confirmation and the
 * agency's notice in the same transaction. At most one booking per `Idempotency-Key`, or per
 * identical submit within a minute (`created: false`): see `idempotentCreate`. Works inside a
 * caller's transaction too (a waitlist entry turned into a booking).
 */
export async function createBookingNow(
  db: Db,
  input: BookingInput,
  options: BookingOptions,
): Promise<BookingResult> {
  const requestHash = bookingRequestHash(input);
  const { idempotencyKey } = options;
  const bookingPage = await bookingPagePaths(db);
  const { created, value } = await idempotentCreate<BookingRow, Booking>(db, {
    scope: BOOKING_SCOPE,
    columns: {
      table: bookings,
      idempotencyKey: bookings.idempotencyKey,
      requestHash: bookings.requestHash,
      createdAt: bookings.bookingDate,
    },
    idempotencyKey,
    requestHash,
    keyReused: bookingMessages.keyReused,
    newReference: newBookingReference,
    present: (_tx, row) => toBookingJson(row),
    async prepare(tx) {
      // Shared lock: a concurrent delete of the package waits, so the foreign key cannot fail.
      const [tour] = await tx
        .select()
        .from(tourPackages)
        .where(eq(tourPackages.id, input.package_id))
        .limit(1)
        .for("share");
      if (!tour) throw fieldError("invalid", "package_id", bookingMessages.unknownPackage);
      if (!tour.available) throw fieldError("conflict", "package_id", bookingMessages.unavailablePackage);
      // a fixed departure's row stays locked until this booking commits: no two take its last seats
      const departure = await departureForBooking(tx, {
        packageId: tour.id,
        departureId: input.departure_id,
        travellers: input.number_of_travelers,
      });
      const travelDate = departure?.date ?? input.travel_date;
      if (travelDate === undefined) {
        throw fieldError("invalid", "travel_date", bookingMessages.chooseTravelDate);
      }
      const context = await pricingContext(tx, input.promo_code ? [input.promo_code] : []);
      const price = priceBookingInput(tour, input, context, {
        travelDate,
        departurePrice: departure?.price ?? null,
      });
      const values = bookingRowOf(tour, input, price, {
        travelDate,
        departureId: departure?.id ?? null,
        idempotencyKey,
        requestHash,
      });
      return async (reference) => {
        const [row] = await tx
          .insert(bookings)
          .values({ ...values, reference })
          .onConflictDoNothing()
          .returning();
        if (!row) return null;
        await attachBookingContact(tx, row.id, options.firstTouch ?? currentFirstTouch());
        await recordConsent(tx, bookingConsentOf(row));
        const booking = toBookingJson(row, tour.title);
        await recordRedemptions(tx, [{ bookingId: row.id, redemption: price.redemption }]);
        if (departure) {
          await markWaitlistBooked(tx, {
            departureId: departure.id,
            email: row.customerEmail,
            bookingId: row.id,
          });
        }
        await enqueueEmails(tx, newBookingEmails(booking, options.agency, bookingPage(row.id), tour), {
          visitor: options.visitor ?? false,
        });
        return booking;
      };
    },
  });
  return { created, booking: value };
}

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

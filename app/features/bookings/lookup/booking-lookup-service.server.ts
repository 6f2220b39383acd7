import { createHash, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { bookings, type BookingRow } from "../../../../db/schema/index";
import {
  latestCancellationRequest,
  requestCancellation,
} from "~/features/bookings/cancellations/cancellation-service.server";
import { cancellationMessages } from "~/features/bookings/cancellations/cancellation-schema";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { accountOf, paidFor } from "~/features/bookings/payments/payment-service.server";
import { addDays, todayInIndia } from "~/lib/dates";
import { DomainError } from "~/lib/domain-error";
import { bookingLinkToken, verifyBookingLinkToken } from "./booking-link-service.server";
import {
  BOOKING_LINK_DAYS_AFTER_TRAVEL,
  type BookingLookupInput,
  type BookingView,
} from "./booking-lookup-schema";

/** Phone numbers compare by their last 10 digits: "+91 98765 43210" is "098765-43210" is "9876543210". */
const phoneKey = (phone: string) => phone.replace(/\D/g, "").slice(-10);

/** The booking's contact in the form the visitor's answer is compared with. */
function contactKey(booking: BookingRow | null, contact: string): string {
  if (!booking) return "";
  return contact.includes("@") ? booking.customerEmail.trim().toLowerCase() : phoneKey(booking.customerPhone);
}

/** Compared as hashes in constant time, so how far a guess matched takes no measurably longer. */
function sameText(a: string, b: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(a), digest(b)) && a !== "";
}

async function viewOf(db: Db, booking: BookingRow, today: string): Promise<BookingView> {
  return {
    reference: booking.reference,
    status: booking.status,
    customer_name: booking.customerName,
    package_title: booking.packageTitle,
    travel_date: booking.travelDate,
    number_of_travelers: booking.numberOfTravelers,
    sharing: booking.sharing,
    total_amount: booking.totalAmount,
    price_lines: booking.priceLines,
    account: accountOf(booking, await paidFor(db, booking.id), today),
    cancellation_request: await latestCancellationRequest(db, booking.id),
    token: await bookingLinkToken(db, booking.id),
  };
}

/**
 * The booking whose reference and contact (its email, any case, or its phone, by digits) both
 * match; null otherwise, the same null whichever of the two was wrong.
 */
export async function findBookingForVisitor(
  db: Db,
  input: BookingLookupInput,
  today = todayInIndia(),
): Promise<BookingView | null> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.reference, input.reference)).limit(1);
  const given = input.contact.includes("@") ? input.contact.trim().toLowerCase() : phoneKey(input.contact);
  const matches = sameText(contactKey(booking ?? null, input.contact), given);
  return booking && matches ? viewOf(db, booking, today) : null;
}

/** The booking a signed link opens; "expired" after its time, null for a token that is not ours. */
export async function bookingViewByToken(
  db: Db,
  token: string,
  today = todayInIndia(),
): Promise<BookingView | "expired" | null> {
  const bookingId = await verifyBookingLinkToken(db, token);
  if (!bookingId) return null;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  if (!booking) return null;
  if (addDays(booking.travelDate, BOOKING_LINK_DAYS_AFTER_TRAVEL) < today) return "expired";
  return viewOf(db, booking, today);
}

/** A traveller's request to cancel, authorised by the booking page's token. */
export async function requestCancellationByToken(
  db: Db,
  input: { token: string; reason: string },
  options: { agency: AgencyContact; today?: string },
): Promise<{ created: boolean; view: BookingView }> {
  const bookingId = await verifyBookingLinkToken(db, input.token);
  if (!bookingId) throw new DomainError("not-found", cancellationMessages.invalidLink);
  if ((await bookingViewByToken(db, input.token, options.today)) === "expired") {
    throw new DomainError("not-found", cancellationMessages.invalidLink);
  }
  const { created } = await requestCancellation(db, { bookingId, reason: input.reason }, options);
  const view = await bookingViewByToken(db, input.token, options.today);
  if (!view || view === "expired") throw new DomainError("not-found", cancellationMessages.invalidLink);
  return { created, view };
}

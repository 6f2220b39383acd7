import { createHash, timingSafeEqual } from "node:crypto";
import { eq, TransactionRollbackError } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { bookings, type BookingRow } from "../../../../db/schema/index";
import {
  latestCancellationRequest,
  requestCancellation,
} from "~/features/bookings/cancellations/cancellation-service.server";
import { cancellationMessages } from "~/features/bookings/cancellations/cancellation-schema";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { accountOf, ledgerOf } from "~/features/bookings/payments/payment-service.server";
import { enqueueEmail } from "~/features/notifications/outbox/outbox-service.server";
import { visitorClaimsOf } from "~/features/bookings/payments/claims/claim-view-service.server";
import { bookingLinkEmail } from "~/features/bookings/emails/booking-link-email.server";
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

async function viewOf(db: Db, booking: BookingRow, today: string, token: string): Promise<BookingView> {
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
    account: accountOf(booking, await ledgerOf(db, booking.id), today),
    cancellation_request: await latestCancellationRequest(db, booking.id),
    claims: await visitorClaimsOf(db, booking.id),
    token,
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
  const booking = await matchingBooking(db, input);
  if (!booking) return null;
  return viewOf(db, booking, today, await bookingLinkToken(db, booking.id, freshLinkLastDay(booking, today)));
}

/** The id of the booking whose reference and contact both match; null otherwise (travellers' details). */
export async function bookingIdForVisitor(db: Db, input: BookingLookupInput): Promise<string | null> {
  return (await matchingBooking(db, input))?.id ?? null;
}

async function matchingBooking(db: Db, input: BookingLookupInput): Promise<BookingRow | null> {
  const { booking, matches } = await bookingAndMatch(db, input);
  return booking && matches ? booking : null;
}

/** The booking of the reference, if any, and whether the contact given is its own. */
async function bookingAndMatch(db: Db, input: BookingLookupInput) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.reference, input.reference)).limit(1);
  const given = input.contact.includes("@") ? input.contact.trim().toLowerCase() : phoneKey(input.contact);
  const matches = Boolean(booking) && sameText(contactKey(booking ?? null, input.contact), given);
  return { booking: booking ?? null, matches };
}

/**
 * "Email me a fresh link": when the reference and contact match, a link good for 30 days more goes
 * to the booking's own email address. The caller answers the same whether or not anything matched,
 * and the work is the same both ways (issue 37), so neither the answer nor its time tells which
 * references exist: without a match the link is signed and its email composed and queued for a
 * stand-in, in a transaction that is then rolled back.
 */
export async function emailFreshBookingLink(
  db: Db,
  input: BookingLookupInput,
  agency: AgencyContact,
  today = todayInIndia(),
): Promise<void> {
  const { booking, matches } = await bookingAndMatch(db, input);
  const target = booking ?? standInBooking(input.reference, today);
  const lastDay = freshLinkLastDay(target, today);
  const token = await bookingLinkToken(db, target.id, lastDay);
  const email = bookingLinkEmail(target, `/booking/${token}`, lastDay ?? emailedLinkLastDay(target), agency);
  try {
    await db.transaction(async (tx) => {
      await enqueueEmail(tx, email, { visitor: true });
      if (!matches) tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
}

/** What a reference no booking has stands in for, so a miss does a match's work. */
function standInBooking(reference: string, today: string): BookingRow {
  return {
    id: "00000000-0000-4000-8000-000000000000",
    reference,
    packageTitle: "",
    customerName: "",
    customerEmail: "no-booking@invalid",
    customerPhone: "",
    travelDate: today,
  } as BookingRow;
}

/** The last day of an emailed link: 30 days after the travel date, as that date stands. */
const emailedLinkLastDay = (booking: BookingRow) =>
  addDays(booking.travelDate, BOOKING_LINK_DAYS_AFTER_TRAVEL);

/**
 * A link asked for with the reference and contact opens the booking for 30 days from today at
 * least: the emailed form (which follows a changed travel date) while that lasts longer, else one
 * with its last day signed into it.
 */
function freshLinkLastDay(booking: BookingRow, today: string): string | null {
  const fromToday = addDays(today, BOOKING_LINK_DAYS_AFTER_TRAVEL);
  return emailedLinkLastDay(booking) >= fromToday ? null : fromToday;
}

/** The booking a signed link opens; "expired" after its last day, null for a token that is not ours. */
async function bookingOfLink(db: Db, token: string, today: string): Promise<BookingRow | "expired" | null> {
  const link = await verifyBookingLinkToken(db, token);
  if (!link) return null;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, link.bookingId)).limit(1);
  if (!booking) return null;
  return (link.expiresOn ?? emailedLinkLastDay(booking)) < today ? "expired" : booking;
}

/** The booking page a signed link opens; "expired" after its time, null for a token that is not ours. */
export async function bookingViewByToken(
  db: Db,
  token: string,
  today = todayInIndia(),
): Promise<BookingView | "expired" | null> {
  const booking = await bookingOfLink(db, token, today);
  if (!booking || booking === "expired") return booking;
  return viewOf(db, booking, today, token.trim());
}

/**
 * The booking a signed link opens while it is in time: what the booking page's other doors (its
 * documents, a payment claim, paying online) check. Null for a link not ours or past its last day.
 */
export async function bookingIdOfLiveLink(
  db: Db,
  token: string,
  today = todayInIndia(),
): Promise<string | null> {
  const booking = await bookingOfLink(db, token, today);
  return booking && booking !== "expired" ? booking.id : null;
}

/** A traveller's request to cancel, authorised by the booking page's token. */
export async function requestCancellationByToken(
  db: Db,
  input: { token: string; reason: string },
  options: { agency: AgencyContact; today?: string },
): Promise<{ created: boolean; view: BookingView }> {
  const bookingId = await bookingIdOfLiveLink(db, input.token, options.today);
  if (!bookingId) throw new DomainError("not-found", cancellationMessages.invalidLink);
  const { created } = await requestCancellation(db, { bookingId, reason: input.reason }, options);
  const view = await bookingViewByToken(db, input.token, options.today);
  if (!view || view === "expired") throw new DomainError("not-found", cancellationMessages.invalidLink);
  return { created, view };
}

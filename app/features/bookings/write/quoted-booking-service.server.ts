import type { Db } from "../../../../db/client";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { writeBooking, type AgreedBooking, type BookingResult } from "./booking-write-service.server";

/**
 * Records a booking for an agreed total (an accepted quote), pending, with the usual payment
 * schedule (which follows from its total and travel date, payments/payment-policy.ts), and queues
 * the traveller's confirmation and the agency's notice, in the caller's transaction, through the
 * booking core. `bookingPage` is `bookingPagePaths(db)`, read before the transaction began. A
 * booking already made under the same key is answered instead (`created: false`).
 */
export function createAgreedBooking(
  tx: Db,
  input: AgreedBooking & { idempotencyKey: string },
  options: { agency: AgencyContact; bookingPage: (bookingId: string) => string },
): Promise<BookingResult> {
  const { idempotencyKey, ...agreed } = input;
  // the quote's link is anyone's who holds it: a visitor's request, counted like a booking's
  return writeBooking(
    tx,
    { kind: "agreed", agreed, options: { idempotencyKey, agency: options.agency, visitor: true } },
    options.bookingPage,
  );
}

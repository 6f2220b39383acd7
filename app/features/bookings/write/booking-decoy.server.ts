import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { tourPackages, type BookingRow } from "../../../../db/schema";
import { fieldError } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import { newBookingReference } from "~/lib/references";
import { bookingMessages, type Booking, type BookingInput } from "../booking-schema";
import { toBookingJson } from "../booking-service.server";
import { bookingRequestHash, bookingRowOf } from "./booking-write-service.server";
import { priceBookingInput } from "./booking-price.server";
import { bookingPricingInputs } from "./booking-quote-service.server";

/**
 * What a bot that filled the honeypot (lib/honeypot.ts) gets back for a booking: the row the
 * booking core would have inserted, priced and refused by the same functions (`priceBookingInput`,
 * `bookingRowOf`) and shown by the same serializer (`toBookingJson`), with a fresh reference.
 * Nothing is stored or emailed, and no promo code use is taken (its lock ends at once).
 */
export async function decoyBooking(db: Db, input: BookingInput): Promise<Booking> {
  const [tour] = isUuid(input.package_id)
    ? await db.select().from(tourPackages).where(eq(tourPackages.id, input.package_id)).limit(1)
    : [];
  if (!tour) throw fieldError("invalid", "package_id", bookingMessages.unknownPackage);
  if (!tour.available) throw fieldError("conflict", "package_id", bookingMessages.unavailablePackage);
  // the core's own departure and pricing rules (choose one, not past, closed or full; a code
  // unknown, expired or used up), read without its locks
  const { departure, travelDate, context } = await bookingPricingInputs(db, tour.id, input);
  const price = priceBookingInput(tour, input, context, {
    travelDate,
    departurePrice: departure?.price ?? null,
  });
  const now = new Date();
  const row: BookingRow = {
    ...bookingRowOf(tour, input, price, {
      travelDate,
      departureId: departure?.id ?? null,
      idempotencyKey: null,
      requestHash: bookingRequestHash(input),
    }),
    id: randomUUID(),
    packageId: tour.id,
    reference: newBookingReference(),
    amountPaid: 0,
    departureId: departure?.id ?? null,
    specialRequests: input.special_requests,
    sharing: input.sharing,
    idempotencyKey: null,
    status: "pending",
    bookingDate: now,
    updatedAt: now,
    invoiceNumber: null,
    cancelledAt: null,
    quoteId: null,
    calendarSequence: 0,
    contactId: null,
    utmSource: "",
    utmMedium: "",
    utmCampaign: "",
    referrer: "",
  };
  return toBookingJson(row, tour.title);
}

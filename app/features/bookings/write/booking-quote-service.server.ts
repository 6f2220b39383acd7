import { eq } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { tourPackages } from "../../../../db/schema";
import { fieldError } from "~/lib/domain-error";
import { bookingMessages, type BookingQuote, type BookingQuoteInput } from "../booking-schema";
import { departureForBooking } from "../seats/departure-seat-service.server";
import { pricingContext, quotePrice } from "./booking-price.server";

/**
 * What a booking made now would cost (issue 25): the lines and total the booking writer would
 * store, from the same rows, rules, setting and functions, or the refusal it would give (a code not
 * valid, expired, used up or not for this booking; a departure full or closed). Nothing is stored
 * and no use of a code is taken; the transaction and its locks end at once. The per-email limit of
 * a code is checked when the booking is made (a quote names no email).
 */
export async function quoteBooking(db: Db, input: BookingQuoteInput): Promise<BookingQuote> {
  const [tour] = await db.select().from(tourPackages).where(eq(tourPackages.id, input.package_id)).limit(1);
  if (!tour) throw fieldError("invalid", "package_id", bookingMessages.unknownPackage);
  const price = await db.transaction(async (tx) => {
    const { departure, travelDate, context } = await bookingPricingInputs(tx, tour.id, input);
    return quotePrice(tour, input, context, { travelDate, departurePrice: departure?.price ?? null });
  });
  return {
    price_lines: price.price_lines,
    total_amount: price.total_amount,
    price_per_person: price.pricePerPerson,
  };
}

type PricingInputs = Pick<
  BookingQuoteInput,
  "departure_id" | "travel_date" | "number_of_travelers" | "promo_code"
>;

/**
 * What the writer prices a booking with, read in `tx` as it would read them: the departure (chosen
 * one, not past, closed or full), the travel date and the rules and codes in force. For the quote
 * and the honeypot's decoy, whose locks end with their transaction.
 */
export async function bookingPricingInputs(tx: Db, packageId: string, input: PricingInputs) {
  const departure = await departureForBooking(tx, {
    packageId,
    departureId: input.departure_id,
    travellers: input.number_of_travelers,
  });
  const travelDate = departure?.date ?? input.travel_date;
  if (travelDate === undefined) throw fieldError("invalid", "travel_date", bookingMessages.chooseTravelDate);
  const context = await pricingContext(tx, input.promo_code ? [input.promo_code] : []);
  return { departure, travelDate, context };
}

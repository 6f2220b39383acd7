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
 * valid, expired, used up or not for this booking; a departure full or closed). Nothing is stored,
 * no use of a code is taken and no row is locked (issue 36). The per-email limit of a code is
 * checked when the booking is made (a quote names no email).
 */
export async function quoteBooking(db: Db, input: BookingQuoteInput): Promise<BookingQuote> {
  const [tour] = await db.select().from(tourPackages).where(eq(tourPackages.id, input.package_id)).limit(1);
  if (!tour) throw fieldError("invalid", "package_id", bookingMessages.unknownPackage);
  const { departure, travelDate, context } = await bookingPricingInputs(db, tour.id, input);
  const price = quotePrice(tour, input, context, { travelDate, departurePrice: departure?.price ?? null });
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
 * What the booking core prices a booking with, read as it reads them but without its locks: the
 * departure (chosen one, not past, closed or full), the travel date and the rules and codes in
 * force. For the live price and the honeypot's decoy, which write nothing.
 */
export async function bookingPricingInputs(db: Db, packageId: string, input: PricingInputs) {
  const departure = await departureForBooking(
    db,
    { packageId, departureId: input.departure_id, travellers: input.number_of_travelers },
    "read",
  );
  const travelDate = departure?.date ?? input.travel_date;
  if (travelDate === undefined) throw fieldError("invalid", "travel_date", bookingMessages.chooseTravelDate);
  const context = await pricingContext(db, input.promo_code ? [input.promo_code] : [], "read");
  return { departure, travelDate, context };
}

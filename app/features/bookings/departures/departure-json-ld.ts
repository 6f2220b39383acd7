import { FEW_SEATS_LEFT } from "./departure-display";
import type { Departure } from "./departure-schema";

const AVAILABILITY = "https://schema.org/";

/**
 * schema.org Offers for a package's bookable or sold-out departures: one per date, with the
 * seats left as its inventory, at the price `priceOf` gives it (the departure's own price with
 * the offers its date qualifies for). Closed and past departures are left out.
 */
export function departureOffers(
  departures: readonly Departure[],
  trip: { url: string; priceOf: (departure: Departure) => number },
): object[] {
  return departures
    .filter((departure) => departure.status === "open" || departure.status === "sold_out")
    .map((departure) => ({
      "@type": "Offer",
      name: `Departure on ${departure.date}`,
      price: trip.priceOf(departure),
      priceCurrency: "INR",
      availability:
        AVAILABILITY +
        (departure.status === "sold_out"
          ? "SoldOut"
          : departure.seats_left < FEW_SEATS_LEFT
            ? "LimitedAvailability"
            : "InStock"),
      availabilityEnds: departure.date,
      validThrough: departure.date,
      inventoryLevel: { "@type": "QuantitativeValue", value: departure.seats_left },
      url: trip.url,
      description: "Per person, triple sharing, fixed departure",
    }));
}

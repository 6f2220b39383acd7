import type { Departure } from "./departure-schema";

/** Below this many seats the package page urges: 'Only 3 left!'. */
export const FEW_SEATS_LEFT = 5;

/** What a visitor reads beside a departure's date. */
export function availabilityLabel(departure: Pick<Departure, "status" | "seats_left">): string {
  switch (departure.status) {
    case "sold_out":
      return "Sold out";
    case "closed":
      return "Closed";
    case "past":
      return "Departed";
    default:
      return departure.seats_left < FEW_SEATS_LEFT
        ? `Only ${departure.seats_left} left!`
        : `${departure.seats_left} seats left`;
  }
}

/** Departures a visitor can book now. */
export const bookableDepartures = (departures: readonly Departure[]) =>
  departures.filter((departure) => departure.status === "open");

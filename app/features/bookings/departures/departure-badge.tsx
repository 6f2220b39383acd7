import { StatusBadge, type BadgeTone } from "~/components/ui/status-badge";
import { availabilityLabel, FEW_SEATS_LEFT } from "./departure-display";
import type { Departure } from "./departure-schema";

function toneOf(departure: Pick<Departure, "status" | "seats_left">): BadgeTone {
  if (departure.status === "open") return departure.seats_left < FEW_SEATS_LEFT ? "yellow" : "green";
  return departure.status === "sold_out" ? "red" : "slate";
}

/** 'N seats left', 'Only N left!', 'Sold out', 'Closed' or 'Departed', coloured to match. */
export function DepartureBadge({ departure }: { departure: Pick<Departure, "status" | "seats_left"> }) {
  return <StatusBadge tone={toneOf(departure)}>{availabilityLabel(departure)}</StatusBadge>;
}

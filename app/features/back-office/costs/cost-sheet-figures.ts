import type { CostBasis } from "../../../../domain/back-office-values";

/**
 * The arithmetic of a departure's cost sheet (issue 41, ADR 056), in whole paise: what each line
 * costs for the travellers booked, the margin, and the fewest travellers at which it breaks even.
 * Pure, so a test can walk bookings arriving and cancelling without a database.
 */

type CostLineFigures = {
  basis: CostBasis;
  /** paise, before GST */
  unitCost: number;
  /** a multiplier (nights, days); for per_vehicle the seats of one vehicle */
  quantity: number;
  /** hundredths of a percent */
  gstBasisPoints: number;
};

/** A booking on the departure: pending and confirmed ones travel; cancelled ones keep what was not refunded. */
export type BookingFigures = {
  travellers: number;
  sharing: "triple" | "double";
  status: "pending" | "confirmed" | "cancelled";
  /** whole rupees, the tax-inclusive price after discounts (bookings.total_amount) */
  total: number;
  /** whole rupees, paid less refunded (bookings.amount_paid) */
  paid: number;
};

/** How the agency is taxed: GST 5 % without input credit, or 18 % with it (ADR 036). */
export type GstScheme = { ratePercent: number; inputCredit: boolean };

/** The scheme of a GST rate from Settings: input credit comes with 18 % (ADR 036). */
export const gstSchemeOf = (ratePercent: number): GstScheme => ({
  ratePercent,
  inputCredit: ratePercent === 18,
});

/** The scheme the agency could choose instead, for the yearly comparison. */
export const otherGstScheme = (scheme: GstScheme): GstScheme =>
  gstSchemeOf(scheme.ratePercent === 18 ? 5 : 18);

/** Travellers to a room by sharing. */
const OCCUPANCY = { triple: 3, double: 2 } as const;

/** The taxable value inside a tax-inclusive amount (paise), as the tax invoice works it out. */
export function taxableOf(inclusivePaise: number, ratePercent: number): number {
  return Math.round((inclusivePaise * 100) / (100 + ratePercent));
}

const ceilDiv = (a: number, b: number) => Math.floor((a + b - 1) / b);

/** Rooms the bookings need: each booking's travellers at its sharing, rounded up (no stranger shares). */
export function roomsFor(bookings: readonly Pick<BookingFigures, "travellers" | "sharing">[]): number {
  return bookings.reduce((rooms, b) => rooms + ceilDiv(b.travellers, OCCUPANCY[b.sharing]), 0);
}

/** Vehicles of `seats` seats that carry `travellers`. */
export const vehiclesFor = (travellers: number, seats: number) =>
  travellers > 0 ? ceilDiv(travellers, seats) : 0;

type Counts = { travellers: number; rooms: number };

/** How many of a line's unit are bought for these counts. */
export function unitsOf(line: CostLineFigures, counts: Counts): number {
  switch (line.basis) {
    case "per_traveller":
      return counts.travellers * line.quantity;
    case "per_departure":
      return line.quantity;
    case "per_room":
      return counts.rooms * line.quantity;
    case "per_vehicle":
      return vehiclesFor(counts.travellers, line.quantity);
  }
}

/** A line's cost (paise): its units at the unit cost, with the supplier's GST unless it comes back as input credit. */
export function lineCost(line: CostLineFigures, counts: Counts, scheme: GstScheme): number {
  const base = line.unitCost * unitsOf(line, counts);
  return scheme.inputCredit ? base : base + Math.round((base * line.gstBasisPoints) / 10_000);
}

const costsAt = (lines: readonly CostLineFigures[], counts: Counts, scheme: GstScheme) =>
  lines.reduce((sum, line) => sum + lineCost(line, counts, scheme), 0);

type SheetFigures = {
  travellers: number;
  rooms: number;
  /** paise: the taxable value of pending and confirmed bookings, and of what cancelled ones kept */
  revenueNet: number;
  costsTotal: number;
  /** paise: per_departure lines, the same whatever the travellers */
  costsFixed: number;
  /** paise, not rounded (null without travellers) */
  costPerTraveller: number | null;
  margin: number;
  /** one decimal; null without revenue */
  marginPercent: number | null;
  breakEvenTravellers: number | null;
  state: "below_break_even" | "at_or_above";
};

/**
 * The sheet's figures. Break-even: the fewest travellers, from 1 to the departure's seats, for
 * which the margin is at least 0, each further traveller bringing today's average net price per
 * traveller (the departure's own price, net of GST, before anyone books) and sharing rooms as
 * today's bookings do (triple before anyone books). Null when no number of seats reaches it.
 */
export function sheetFigures(input: {
  lines: readonly CostLineFigures[];
  bookings: readonly BookingFigures[];
  scheme: GstScheme;
  seats: number;
  /** whole rupees per person, triple sharing: the departure's or its package's price */
  listPrice: number;
}): SheetFigures {
  const { lines, scheme } = input;
  const travelling = input.bookings.filter((b) => b.status !== "cancelled");
  const travellers = travelling.reduce((sum, b) => sum + b.travellers, 0);
  const rooms = roomsFor(travelling);
  const active = travelling.reduce((sum, b) => sum + taxableOf(b.total * 100, scheme.ratePercent), 0);
  const kept = input.bookings
    .filter((b) => b.status === "cancelled" && b.paid > 0)
    .reduce((sum, b) => sum + taxableOf(b.paid * 100, scheme.ratePercent), 0);
  const revenueNet = active + kept;
  const counts = { travellers, rooms };
  const costsTotal = costsAt(lines, counts, scheme);
  const costsFixed = lines
    .filter((line) => line.basis === "per_departure")
    .reduce((sum, line) => sum + lineCost(line, counts, scheme), 0);
  const margin = revenueNet - costsTotal;

  // n travellers bring kept + n × (active / travellers): compared multiplied through, so exact
  const [perTravellerTimes, divisor] =
    travellers > 0 ? [active, travellers] : [taxableOf(input.listPrice * 100, scheme.ratePercent), 1];
  const roomsAt = (n: number) =>
    travellers > 0 ? ceilDiv(n * rooms, travellers) : ceilDiv(n, OCCUPANCY.triple);
  let breakEvenTravellers: number | null = null;
  // from one traveller: with nobody on it a departure does not run, whatever 0 × 0 says
  for (let n = 1; n <= Math.max(input.seats, travellers); n++) {
    const costs = costsAt(lines, { travellers: n, rooms: roomsAt(n) }, scheme);
    if (kept * divisor + n * perTravellerTimes >= costs * divisor) {
      breakEvenTravellers = n;
      break;
    }
  }
  return {
    travellers,
    rooms,
    revenueNet,
    costsTotal,
    costsFixed,
    costPerTraveller: travellers > 0 ? costsTotal / travellers : null,
    margin,
    marginPercent: revenueNet > 0 ? Math.round((margin * 1000) / revenueNet) / 10 : null,
    breakEvenTravellers,
    state: margin >= 0 ? "at_or_above" : "below_break_even",
  };
}

import { describe, expect, it } from "vitest";
import { gstSchemeOf, roomsFor, sheetFigures, taxableOf, vehiclesFor } from "./cost-sheet-figures";

describe("cost sheet arithmetic", () => {
  it("needs at least one traveller to break even, even with no fixed cost", () => {
    // a vehicle per 12 and ₹7,875 a traveller against ₹15,237.14 each: 0 × 0 is no departure
    const figures = sheetFigures({
      lines: [
        { basis: "per_vehicle", unitCost: 4_000_000, quantity: 12, gstBasisPoints: 0 },
        { basis: "per_traveller", unitCost: 150_000, quantity: 5, gstBasisPoints: 500 },
      ],
      bookings: [{ travellers: 2, sharing: "triple", status: "pending", total: 32_000, paid: 0 }],
      scheme: gstSchemeOf(5),
      seats: 12,
      listPrice: 16_000,
    });
    expect(figures.breakEvenTravellers).toBe(6);
  });

  it("rounds rooms and vehicles up, and works the taxable value back from a tax-inclusive price", () => {
    expect(
      roomsFor([
        { travellers: 4, sharing: "triple" },
        { travellers: 3, sharing: "double" },
      ]),
    ).toBe(4);
    expect([vehiclesFor(0, 12), vehiclesFor(12, 12), vehiclesFor(13, 12)]).toEqual([0, 1, 2]);
    expect(taxableOf(4_000_000, 5)).toBe(3_809_524);
    expect(taxableOf(4_000_000, 18)).toBe(3_389_831);
  });
});

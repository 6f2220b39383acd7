import { describe, expect, it } from "vitest";
import { availabilityLabel, bookableDepartures } from "./departure-display";
import { departureOffers } from "./departure-json-ld";
import type { Departure } from "./departure-schema";

const departure = (overrides: Partial<Departure>): Departure => ({
  id: "d1",
  date: "2030-03-14",
  seats: 20,
  seats_left: 12,
  status: "open",
  note: "",
  price: null,
  ...overrides,
});

describe("what a visitor reads beside a departure", () => {
  it("counts seats, urges under five, and says sold out", () => {
    expect(availabilityLabel(departure({ seats_left: 12 }))).toBe("12 seats left");
    expect(availabilityLabel(departure({ seats_left: 5 }))).toBe("5 seats left");
    expect(availabilityLabel(departure({ seats_left: 4 }))).toBe("Only 4 left!");
    expect(availabilityLabel(departure({ seats_left: 1 }))).toBe("Only 1 left!");
    expect(availabilityLabel(departure({ seats_left: 0, status: "sold_out" }))).toBe("Sold out");
    expect(availabilityLabel(departure({ status: "closed" }))).toBe("Closed");
  });

  it("offers only open departures for booking", () => {
    const list = [departure({ id: "a" }), departure({ id: "b", status: "sold_out", seats_left: 0 })];
    expect(bookableDepartures(list).map((d) => d.id)).toEqual(["a"]);
  });
});

describe("structured data", () => {
  it("makes each open or sold-out departure an Offer with its availability and seats left", () => {
    const offers = departureOffers(
      [
        departure({ id: "a", seats_left: 12 }),
        departure({ id: "b", date: "2030-04-01", seats_left: 2 }),
        departure({ id: "c", date: "2030-05-01", seats_left: 0, status: "sold_out" }),
        departure({ id: "d", date: "2030-06-01", status: "closed" }),
      ],
      { url: "https://safarnama.example/packages/x", priceOf: (d) => d.price ?? 18_999 },
    );
    expect(offers).toHaveLength(3);
    expect(offers.map((offer) => (offer as { availability: string }).availability)).toEqual([
      "https://schema.org/InStock",
      "https://schema.org/LimitedAvailability",
      "https://schema.org/SoldOut",
    ]);
    expect(offers[0]).toMatchObject({
      "@type": "Offer",
      price: 18_999,
      priceCurrency: "INR",
      availabilityEnds: "2030-03-14",
      inventoryLevel: { "@type": "QuantitativeValue", value: 12 },
    });
  });
});

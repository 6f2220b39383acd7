import { describe, expect, it } from "vitest";
import { dealSavings, seasonalCards, seasonPromise } from "./offers-content";

describe("offers", () => {
  it("computes the saving and the rounded percent off", () => {
    expect(dealSavings(24999, 29999)).toEqual({ amount: 5000, percent: 17 });
    expect(dealSavings(15000, 20000)).toEqual({ amount: 5000, percent: 25 });
    expect(dealSavings(15000, null)).toBeNull();
    expect(dealSavings(15000, 15000)).toBeNull();
    expect(dealSavings(15000, 12000)).toBeNull();
  });

  // the offer cards come from the pricing rules in force (issue 25; pricing/offer-cards.test.ts)
  it("keeps the three seasons, each promising only what its packages give", () => {
    expect(seasonalCards.map((s) => s.title)).toEqual([
      "Summer Special",
      "Monsoon Magic",
      "Winter Wonderland",
    ]);
    const tours = [
      { destination: "Leh Ladakh", price: 24_999, original_price: 29_999 },
      { destination: "Spiti Valley", price: 20_000, original_price: 25_000 },
      { destination: "Kerala", price: 18_000, original_price: null },
      { destination: "Kerala", price: 15_500, original_price: 15_000 },
    ];
    expect(seasonPromise(["Ladakh", "Spiti"], tours)).toBe("Up to 20% off");
    expect(seasonPromise(["Meghalaya", "Kerala"], tours)).toBe("From ₹15,500 per person");
    expect(seasonPromise(["Andaman"], tours)).toBe("New dates coming soon");
  });
});

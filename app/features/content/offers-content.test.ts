import { describe, expect, it } from "vitest";
import { dealSavings, seasonalCards } from "./offers-content";

describe("offers", () => {
  it("computes the saving and the rounded percent off", () => {
    expect(dealSavings(24999, 29999)).toEqual({ amount: 5000, percent: 17 });
    expect(dealSavings(15000, 20000)).toEqual({ amount: 5000, percent: 25 });
    expect(dealSavings(15000, null)).toBeNull();
    expect(dealSavings(15000, 15000)).toBeNull();
    expect(dealSavings(15000, 12000)).toBeNull();
  });

  // the offer cards come from the pricing rules in force (issue 25; pricing/offer-cards.test.ts)
  it("keeps the three seasons", () => {
    expect(seasonalCards.map((s) => s.discount)).toEqual(["Up to 40% off", "Up to 35% off", "Up to 30% off"]);
  });
});

import { describe, expect, it } from "vitest";
import { dealSavings, offerCards, seasonalCards } from "./offers-content";

describe("offers", () => {
  it("computes the saving and the rounded percent off", () => {
    expect(dealSavings(24999, 29999)).toEqual({ amount: 5000, percent: 17 });
    expect(dealSavings(15000, 20000)).toEqual({ amount: 5000, percent: 25 });
    expect(dealSavings(15000, null)).toBeNull();
    expect(dealSavings(15000, 15000)).toBeNull();
    expect(dealSavings(15000, 12000)).toBeNull();
  });

  it("keeps the four offers and three seasons", () => {
    expect(offerCards.map((o) => o.discount)).toEqual(["15% OFF", "10% OFF", "15% OFF", "15% OFF"]);
    expect(offerCards.map((o) => o.terms).join(" ")).toMatch(/2025-12-31.*6 or more.*2025-12-30.*over 60/);
    expect(seasonalCards.map((s) => s.discount)).toEqual(["Up to 40% off", "Up to 35% off", "Up to 30% off"]);
  });
});

import { describe, expect, it } from "vitest";
import { offerCardsOf } from "./offer-cards";
import type { PricingRule } from "./price-booking";

const rule = (overrides: Partial<PricingRule>): PricingRule => ({
  id: "r",
  name: "Group Discount",
  kind: "group",
  percentOff: 10,
  amountOff: null,
  minDaysBefore: null,
  minTravellers: 6,
  travelFrom: null,
  travelTo: null,
  validFrom: null,
  validTo: null,
  packageIds: [],
  category: null,
  subcategory: null,
  ...overrides,
});

describe("offerCardsOf", () => {
  it("tells each rule's real terms and end date", () => {
    const [card] = offerCardsOf(
      [rule({ validTo: "2027-01-31", subcategory: "kerala" })],
      "2026-12-01",
      () => "Kerala",
    );
    expect(card).toEqual({
      id: "r",
      title: "Group Discount",
      discount: "10% OFF",
      text: "For 6 or more travellers on one booking.",
      terms: [
        "On Kerala packages.",
        "Valid on bookings made until 31 January 2027.",
        "Taken off your total when you book (with other offers, as the booking shows).",
      ],
      validUntil: "2027-01-31",
    });
    const [early] = offerCardsOf(
      [rule({ kind: "early_bird", minDaysBefore: 60, percentOff: null, amountOff: 2000 })],
      "2026-12-01",
    );
    expect(early?.discount).toBe("₹2,000 OFF");
    expect(early?.text).toBe("Book at least 60 days before you travel.");
  });

  it("has no card for a rule that has ended or not begun", () => {
    const cards = offerCardsOf(
      [
        rule({ id: "old", validTo: "2026-11-30" }),
        rule({ id: "later", validFrom: "2026-12-02" }),
        rule({ id: "now" }),
      ],
      "2026-12-01",
    );
    expect(cards.map((card) => card.id)).toEqual(["now"]);
  });
});

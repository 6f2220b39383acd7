import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  daysBetween,
  defaultCombination,
  priceBooking,
  type PackagePrices,
  type PriceRequest,
  type PricingRule,
  type PromoCode,
} from "./price-booking";

const prices: PackagePrices = {
  id: "pkg-1",
  category: "domestic",
  subcategory: "ladakh",
  triplePrice: 20_000,
  doublePrice: 24_000,
  childPrice: null,
  childAgeMin: null,
  childAgeMax: null,
  singleSupplement: null,
};

const rule = (overrides: Partial<PricingRule>): PricingRule => ({
  id: "r1",
  name: "Offer",
  kind: "seasonal",
  percentOff: 10,
  amountOff: null,
  minDaysBefore: null,
  minTravellers: null,
  travelFrom: null,
  travelTo: null,
  validFrom: null,
  validTo: null,
  packageIds: [],
  category: null,
  subcategory: null,
  ...overrides,
});

const promo = (overrides: Partial<PromoCode> = {}): PromoCode => ({
  code: "monsoon",
  percentOff: null,
  amountOff: 1_000,
  packageIds: [],
  minTravellers: null,
  minOrderValue: null,
  validFrom: null,
  validTo: null,
  ...overrides,
});

const request = (overrides: Partial<PriceRequest> = {}): PriceRequest => ({
  prices,
  sharing: "triple",
  travellers: 2,
  children: 0,
  seniors: 0,
  singleRooms: 0,
  travelDate: "2027-03-01",
  bookingDate: "2026-12-01",
  rules: [],
  promo: null,
  combination: defaultCombination,
  ...overrides,
});

const total = (overrides: Partial<PriceRequest>) => priceBooking(request(overrides)).total_amount;

describe("priceBooking: base prices", () => {
  it("totals the per-person price × travellers for each sharing", () => {
    const triple = priceBooking(request({ travellers: 3 }));
    expect(triple.price_lines).toEqual([{ label: "Triple sharing, ₹20,000 × 3 adults", amount: 60_000 }]);
    expect(triple.total_amount).toBe(60_000);
    expect(total({ sharing: "double", travellers: 2 })).toBe(48_000);
  });

  it("prices children in the band at the child price, and as adults when the package has none", () => {
    const withChild = { ...prices, childPrice: 12_000, childAgeMin: 5, childAgeMax: 11 };
    const priced = priceBooking(request({ prices: withChild, travellers: 3, children: 1 }));
    expect(priced.price_lines).toEqual([
      { label: "Triple sharing, ₹20,000 × 2 adults", amount: 40_000 },
      { label: "Child (5–11 years), ₹12,000 × 1", amount: 12_000 },
    ]);
    expect(priced.total_amount).toBe(52_000);
    expect(total({ travellers: 3, children: 1 })).toBe(60_000);
  });

  it("adds the single-room supplement per room", () => {
    const single = { ...prices, singleSupplement: 5_000 };
    expect(total({ prices: single, travellers: 2, singleRooms: 1 })).toBe(45_000);
    expect(total({ travellers: 2, singleRooms: 1 })).toBe(40_000);
  });

  it("uses a departure's own price instead of the package's, for both sharings", () => {
    const peak = { ...prices, departurePrice: 26_000 };
    expect(total({ prices: peak, travellers: 2 })).toBe(52_000);
    expect(total({ prices: peak, sharing: "double", travellers: 2 })).toBe(60_000);
  });
});

describe("priceBooking: each rule kind", () => {
  it("early bird: booked at least N days before travel", () => {
    const early = rule({ kind: "early_bird", name: "Early bird", minDaysBefore: 60 });
    const lines = priceBooking(
      request({ rules: [early], bookingDate: "2026-12-31", travelDate: "2027-03-01" }),
    );
    expect(lines.price_lines.at(-1)).toEqual({ label: "Early bird (10% off)", amount: -4_000 });
    expect(lines.total_amount).toBe(36_000);
    expect(total({ rules: [early], bookingDate: "2027-01-01", travelDate: "2027-03-01" })).toBe(40_000);
  });

  it("group: at least N travellers", () => {
    const group = rule({ kind: "group", name: "Group of 6", minTravellers: 6 });
    expect(total({ rules: [group], travellers: 6 })).toBe(108_000);
    expect(total({ rules: [group], travellers: 5 })).toBe(100_000);
  });

  it("seasonal: travel dates within the window, a flat amount", () => {
    const season = rule({
      amountOff: 2_500,
      percentOff: null,
      travelFrom: "2027-03-01",
      travelTo: "2027-03-31",
    });
    expect(total({ rules: [season], travelDate: "2027-03-31" })).toBe(37_500);
    expect(total({ rules: [season], travelDate: "2027-04-01" })).toBe(40_000);
  });

  it("a rule out of its valid_from/valid_to gives nothing", () => {
    const expired = rule({ validFrom: "2026-01-01", validTo: "2026-11-30" });
    expect(total({ rules: [expired], bookingDate: "2026-12-01" })).toBe(40_000);
    expect(total({ rules: [expired], bookingDate: "2026-11-30" })).toBe(36_000);
    expect(total({ rules: [rule({ validFrom: "2026-12-02" })] })).toBe(40_000);
  });

  it("applies only to its packages, category or destination", () => {
    expect(total({ rules: [rule({ packageIds: ["other"] })] })).toBe(40_000);
    expect(total({ rules: [rule({ packageIds: ["pkg-1"] })] })).toBe(36_000);
    expect(total({ rules: [rule({ category: "international" })] })).toBe(40_000);
    expect(total({ rules: [rule({ category: "domestic" })] })).toBe(36_000);
    expect(total({ rules: [rule({ subcategory: "kerala" })] })).toBe(40_000);
    expect(total({ rules: [rule({ subcategory: "ladakh" })] })).toBe(36_000);
  });
});

describe("priceBooking: combinations", () => {
  const ten = rule({ id: "a", name: "Ten", percentOff: 10 });
  const fifteen = rule({ id: "b", name: "Fifteen", percentOff: 15 });

  it("best one applies by default", () => {
    const priced = priceBooking(request({ rules: [ten, fifteen] }));
    expect(priced.total_amount).toBe(34_000);
    expect(priced.appliedRuleIds).toEqual(["b"]);
    expect(priced.price_lines.filter((line) => line.amount < 0)).toHaveLength(1);
  });

  it("stack adds them up to the cap", () => {
    const stack = { policy: "stack" as const, capPercent: 20 };
    expect(total({ rules: [ten, rule({ id: "c", percentOff: 5 })], combination: stack })).toBe(34_000);
    const capped = priceBooking(request({ rules: [ten, fifteen], combination: stack }));
    expect(capped.total_amount).toBe(32_000);
    expect(capped.price_lines.slice(1)).toEqual([
      { label: "Ten (10% off)", amount: -4_000 },
      { label: "Fifteen (15% off)", amount: -4_000 },
    ]);
  });

  it("the promo code applies after the automatic discount", () => {
    const priced = priceBooking(request({ rules: [ten], promo: promo({ percentOff: 10, amountOff: null }) }));
    expect(priced.price_lines.at(-1)).toEqual({ label: "Promo code MONSOON (10% off)", amount: -3_600 });
    expect(priced.total_amount).toBe(32_400);
  });

  it("the promo code is refused when expired, not yet valid or not for this booking", () => {
    expect(priceBooking(request({ promo: promo({ validTo: "2026-11-30" }) })).promoRefusal).toBe("expired");
    expect(priceBooking(request({ promo: promo({ validFrom: "2026-12-02" }) })).promoRefusal).toBe(
      "not_valid",
    );
    expect(priceBooking(request({ promo: promo({ minTravellers: 3 }) })).promoRefusal).toBe("not_applicable");
    expect(priceBooking(request({ promo: promo({ minOrderValue: 50_000 }) })).promoRefusal).toBe(
      "not_applicable",
    );
    expect(priceBooking(request({ promo: promo({ packageIds: ["x"] }) })).promoRefusal).toBe(
      "not_applicable",
    );
    const refused = priceBooking(request({ promo: promo({ validTo: "2026-11-30" }) }));
    expect(refused.total_amount).toBe(40_000);
    expect(refused.promoDiscount).toBe(0);
  });
});

describe("priceBooking: properties", () => {
  const ruleArb = fc.record({
    id: fc.uuid(),
    percent: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
    amount: fc.integer({ min: 1, max: 500_000 }),
    minTravellers: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
  });
  const arbitrary = fc.record({
    triple: fc.integer({ min: 0, max: 200_000 }),
    travellers: fc.integer({ min: 1, max: 40 }),
    rules: fc.array(ruleArb, { maxLength: 5 }),
    policy: fc.constantFrom("best" as const, "stack" as const),
    cap: fc.integer({ min: 0, max: 100 }),
    code: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
  });

  it("the lines add up to the total, which is never negative and never above the subtotal", () => {
    fc.assert(
      fc.property(arbitrary, (a) => {
        const priced = priceBooking(
          request({
            prices: { ...prices, triplePrice: a.triple },
            travellers: a.travellers,
            rules: a.rules.map((r) =>
              rule({
                id: r.id,
                percentOff: r.percent,
                amountOff: r.percent === null ? r.amount : null,
                minTravellers: r.minTravellers,
              }),
            ),
            combination: { policy: a.policy, capPercent: a.cap },
            promo: a.code === null ? null : promo({ percentOff: a.code, amountOff: null }),
          }),
        );
        const subtotal = a.triple * a.travellers;
        const sum = priced.price_lines.reduce((s, line) => s + line.amount, 0);
        expect(sum).toBe(priced.total_amount);
        expect(priced.total_amount).toBeGreaterThanOrEqual(0);
        expect(priced.total_amount).toBeLessThanOrEqual(subtotal);
        if (a.policy === "stack")
          expect(subtotal - priced.total_amount).toBeLessThanOrEqual(Math.floor((subtotal * a.cap) / 100));
        if (a.policy === "best") expect(priced.appliedRuleIds.length).toBeLessThanOrEqual(1);
        expect(priced.price_lines.every((line) => Number.isInteger(line.amount))).toBe(true);
      }),
    );
  });

  it("counts days between calendar dates across months and years", () => {
    expect(daysBetween("2026-12-31", "2027-03-01")).toBe(60);
    expect(daysBetween("2027-03-01", "2026-12-31")).toBe(-60);
  });
});

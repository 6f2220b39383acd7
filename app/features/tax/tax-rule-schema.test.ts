import { describe, expect, it } from "vitest";
import { quarterDays, tcsNoticeOf, tcsOnPayment, tcsRateText, type TaxRule } from "./tax-rule-schema";

const fy2025: TaxRule = {
  kind: "tcs_overseas_package",
  rate_percent: 5,
  threshold: 10_00_000,
  rate_above_threshold_percent: 20,
  rate_without_pan_percent: 20,
  effective_from: "2025-04-01",
  legal_reference: "TCS u/s 206C(1G) of the Income-tax Act, 1961",
};
const fy2026: TaxRule = {
  ...fy2025,
  rate_percent: 2,
  threshold: null,
  rate_above_threshold_percent: null,
  rate_without_pan_percent: 5,
  effective_from: "2026-04-01",
};

describe("TCS on a payment", () => {
  it("takes the FY 2025-26 rate up to ₹10 lakh of the booking and 20% beyond, counting earlier payments", () => {
    expect(tcsOnPayment(fy2025, 2_00_000_00, 0, true).amount).toBe(10_000_00);
    const crossing = tcsOnPayment(fy2025, 4_00_000_00, 8_00_000_00, true);
    expect(crossing.parts).toEqual([
      { base: 2_00_000_00, rate_percent: 5, amount: 10_000_00 },
      { base: 2_00_000_00, rate_percent: 20, amount: 40_000_00 },
    ]);
    expect(tcsRateText(crossing)).toBe("5 / 20");
    expect(tcsOnPayment(fy2025, 1_00_000_00, 0, false).amount).toBe(20_000_00);
  });

  it("takes a flat 2% from FY 2026-27, with no threshold", () => {
    const tcs = tcsOnPayment(fy2026, 12_00_000_00, 0, true);
    expect(tcs).toEqual({
      legal_reference: fy2026.legal_reference,
      parts: [{ base: 12_00_000_00, rate_percent: 2, amount: 24_000_00 }],
      amount: 24_000_00,
    });
    expect(tcsOnPayment(fy2026, 333_33, 0, true).amount).toBe(6_67);
    expect(tcsNoticeOf(fy2026)).toBe("+ TCS 2 %, collected under Income-tax law, claimable in your return");
    expect(tcsNoticeOf(null)).toBeNull();
  });
});

describe("financial-year quarters", () => {
  it("counts Q1 from April, as Form 27EQ does", () => {
    expect(quarterDays("2026-27-Q1")).toEqual({ from: "2026-04-01", to: "2026-06-30" });
    expect(quarterDays("2026-27-Q3")).toEqual({ from: "2026-10-01", to: "2026-12-31" });
    expect(quarterDays("2026-27-Q4")).toEqual({ from: "2027-01-01", to: "2027-03-31" });
  });
});

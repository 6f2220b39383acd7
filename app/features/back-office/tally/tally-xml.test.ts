import { describe, expect, it } from "vitest";
import { assertBalanced, tallyAmount, tallyEnvelope } from "./tally-xml";

describe("Tally XML", () => {
  it("writes paise as two decimals exactly, debits negative", () => {
    expect([tallyAmount(123_456), tallyAmount(-5), tallyAmount(0), tallyAmount(-100_000_000)]).toEqual([
      "1234.56",
      "-0.05",
      "0.00",
      "-1000000.00",
    ]);
  });

  it("refuses to write a voucher that does not balance", () => {
    const voucher = {
      type: "Purchase" as const,
      date: "2026-11-28",
      number: "B-1",
      party: "Camp",
      narration: "",
      entries: [
        { ledger: "Tour Costs", debit: 100 },
        { ledger: "Camp", debit: -99 },
      ],
    };
    expect(() => assertBalanced(voucher)).toThrow("off by 1 paise");
    expect(() => tallyEnvelope("", [], [voucher])).toThrow();
  });
});

import { describe, expect, it } from "vitest";
import { formatPaise, formatRupees } from "./money";

const intlRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

describe("formatRupees", () => {
  it("groups in lakhs and crores as Intl's en-IN does", () => {
    expect(formatRupees(24999)).toBe("₹24,999");
    expect(formatRupees(1234567)).toBe("₹12,34,567");
    expect(formatRupees(999)).toBe("₹999");
  });

  it("matches Intl.NumberFormat for whole, fractional, negative and large amounts", () => {
    const amounts = [
      0,
      1,
      12,
      999,
      1000,
      99999,
      100000,
      123456789,
      10 ** 12,
      2.5,
      1999.49,
      -5000,
      -0.4,
      -2.5,
    ];
    for (let i = 0; i < 500; i++) amounts.push(Math.round(Math.random() * 10 ** (i % 11)));
    for (const amount of amounts)
      expect(formatRupees(amount), String(amount)).toBe(intlRupees.format(amount));
  });
});

describe("formatPaise", () => {
  it("shows whole rupees as the site does, and two decimals only when there are paise", () => {
    expect(formatPaise(8999)).toBe("₹89.99");
    expect(formatPaise(499900)).toBe("₹4,999");
    expect(formatPaise(1_234_500)).toBe("₹12,345");
    expect(formatPaise(12345678)).toBe("₹1,23,456.78");
  });
});

import { describe, expect, it } from "vitest";
import { documentNumber, financialYearOf, formatPaise, taxInside } from "./document-figures";
import { amountInIndianWords, numberInIndianWords } from "./indian-words";

describe("amounts in Indian words", () => {
  it("reads rupees in lakhs and crores", () => {
    expect(amountInIndianWords(14_999_00)).toBe("Rupees Fourteen Thousand Nine Hundred Ninety-Nine Only");
    expect(numberInIndianWords(0)).toBe("Zero");
    expect(numberInIndianWords(105)).toBe("One Hundred Five");
    expect(numberInIndianWords(1_00_000)).toBe("One Lakh");
    expect(numberInIndianWords(12_34_567)).toBe("Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven");
    expect(numberInIndianWords(3_05_00_010)).toBe("Three Crore Five Lakh Ten");
    expect(amountInIndianWords(57_142_86)).toBe(
      "Rupees Fifty-Seven Thousand One Hundred Forty-Two and Eighty-Six Paise Only",
    );
  });
});

describe("document figures", () => {
  it("works the taxable value back from a tax-inclusive price", () => {
    // ₹60,000 at 5%: 57,142.86 + 2,857.14
    expect(taxInside(60_000_00, 5, true)).toEqual({
      taxable: 57_142_86,
      cgst: 1_428_57,
      sgst: 1_428_57,
      igst: 0,
      tax: 2_857_14,
    });
    expect(taxInside(60_000_00, 5, false)).toEqual({
      taxable: 57_142_86,
      cgst: 0,
      sgst: 0,
      igst: 2_857_14,
      tax: 2_857_14,
    });
    const odd = taxInside(10_001_00, 18, true);
    expect(odd.taxable + odd.cgst + odd.sgst).toBe(10_001_00);
  });

  it("computes each tax from the taxable value, the taxable value taking a rounding paisa", () => {
    // ₹10,001 at 18%: 8,475.42 taxable; CGST and SGST 762.79 each (9% of it), together 10,001.00
    expect(taxInside(10_001_00, 18, true)).toEqual({
      taxable: 8_475_42,
      cgst: 762_79,
      sgst: 762_79,
      igst: 0,
      tax: 1_525_58,
    });
  });

  it("numbers documents per kind and financial year, in at most 16 characters", () => {
    expect(financialYearOf("2026-04-01")).toBe("26-27");
    expect(financialYearOf("2027-03-31")).toBe("26-27");
    expect(financialYearOf("2026-03-31")).toBe("25-26");
    expect(documentNumber("SAF", "invoice", "26-27", 1)).toBe("SAF/26-27/0001");
    expect(documentNumber("SAF", "receipt", "26-27", 12)).toBe("SAFR/26-27/0012");
    expect(documentNumber("SAF", "credit_note", "26-27", 99_999).length).toBeLessThanOrEqual(16);
    expect(formatPaise(1_234_567_89)).toBe("₹12,34,567.89");
  });
});

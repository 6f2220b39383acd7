import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { fieldErrorsOf } from "./http.server";
import {
  emailField,
  multiLine,
  personName,
  phoneField,
  requiredLine,
  singleLine,
  wholeNumber,
} from "./text-fields";

/** The value a rule gives, or the message it answers. */
function outcome(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { message: fieldErrorsOf(result.error)._ };
}

describe("text rules", () => {
  it("single lines refuse every control character, texts of several lines all but line breaks and tabs", () => {
    expect(outcome(singleLine(20), "  Asha  ")).toEqual({ value: "Asha" });
    expect(outcome(singleLine(20), "a\nb")).toEqual({ message: "Must not contain control characters" });
    expect(outcome(requiredLine(20, "Please enter your name"), "  ")).toEqual({
      message: "Please enter your name",
    });
    expect(outcome(multiLine(50), " Line one\r\n\tLine two ")).toEqual({ value: "Line one\r\n\tLine two" });
    for (const control of ["\u0000", "\u0001", "\u001b", "\u007f"]) {
      expect(outcome(multiLine(50), `a${control}b`)).toEqual({
        message: "Must not contain control characters",
      });
    }
    expect(outcome(multiLine(5, "Please enter your message"), "   ")).toEqual({
      message: "Please enter your message",
    });
    expect(outcome(multiLine(5), "")).toEqual({ value: "" });
    expect(outcome(multiLine(5), "123456")).toEqual({ message: "Must be at most 5 characters" });
  });
});

describe("format characters in single lines (issue 22)", () => {
  const refused = { message: "Must not contain invisible formatting characters" };
  it("refuses a right-to-left override, zero-width characters, a BOM and line or paragraph separators", () => {
    for (const format of ["\u202e", "\u200b", "\ufeff", "\u2028", "\u2029", "\u00ad", "\u2066"]) {
      expect(outcome(singleLine(40), `Asha${format}Verma`), JSON.stringify(format)).toEqual(refused);
      expect(outcome(requiredLine(40, "Name"), `Asha${format}Verma`), JSON.stringify(format)).toEqual(
        refused,
      );
    }
    // a joiner alone, or at a word's edge, is refused too
    expect(outcome(singleLine(40), "Asha \u200d")).toEqual(refused);
    expect(outcome(singleLine(40), "\u200cAsha")).toEqual(refused);
  });

  it("keeps the zero-width joiners Indian scripts spell words with, and texts of several lines as they were", () => {
    for (const name of ["ശ്രീക്\u200dഷ്ണൻ", "क्\u200dष", "अर्\u200cजुन", "Asha Verma"]) {
      expect(outcome(singleLine(40), name)).toEqual({ value: name });
    }
    expect(outcome(multiLine(40), "see \u200b here")).toEqual({ value: "see \u200b here" });
  });
});

describe("emailField", () => {
  it("trims and lower-cases; a required field names a missing value apart from a malformed one", () => {
    const required = emailField({ required: "Please enter your email address" });
    expect(outcome(required, "  Asha@Example.COM ")).toEqual({ value: "asha@example.com" });
    expect(outcome(required, " ")).toEqual({ message: "Please enter your email address" });
    expect(outcome(required, undefined)).toEqual({ message: "Please enter your email address" });
    expect(outcome(required, "asha@")).toEqual({ message: "Please enter a valid email address" });
    expect(outcome(emailField(), "")).toEqual({ message: "Please enter a valid email address" });
    expect(outcome(emailField(), `${"a".repeat(250)}@b.co`)).toEqual({
      message: "Please enter a valid email address",
    });
  });
});

describe("phoneField", () => {
  const mobile = phoneField({ digits: [10, 12], invalid: "Bad mobile" });
  const required = phoneField({
    digits: [10, 15],
    invalid: "Bad phone",
    required: "Enter a phone",
    tooLong: "Too long",
  });

  it("keeps digits and a leading + only, within the digit count", () => {
    expect(outcome(mobile, " +91 (98765) 43-210 ")).toEqual({ value: "+919876543210" });
    expect(outcome(mobile, "98765.43210")).toEqual({ value: "9876543210" });
    expect(outcome(mobile, "987654321")).toEqual({ message: "Bad mobile" });
    expect(outcome(mobile, "9876543210123")).toEqual({ message: "Bad mobile" });
    expect(outcome(required, "9876543210123")).toEqual({ value: "9876543210123" });
  });

  it("accepts a blank optional number and names a missing or too long required one", () => {
    expect(outcome(mobile, "  ")).toEqual({ value: "" });
    expect(outcome(required, "")).toEqual({ message: "Enter a phone" });
    expect(outcome(required, 42)).toEqual({ message: "Enter a phone" });
    expect(outcome(required, "9".repeat(31))).toEqual({ message: "Too long" });
  });
});

describe("wholeNumber", () => {
  const travellers = wholeNumber({ min: 1, max: 500, message: "1 to 500" });
  const rupees = wholeNumber({
    min: 0,
    max: 10_000_000,
    message: "Rupees",
    tooSmall: "Not negative",
    tooLarge: "Too much",
    digitGrouping: true,
  });

  it("takes a number from JSON or digits from a form", () => {
    expect(outcome(travellers, 3)).toEqual({ value: 3 });
    expect(outcome(travellers, " 12 ")).toEqual({ value: 12 });
    expect(outcome(rupees, "1,89,999")).toEqual({ value: 189_999 });
  });

  it("answers one message for anything else, or the range's own", () => {
    for (const bad of [0, 501, 2.5, "2.5", "1e3", "", "abc", "1,000", null, true, "9".repeat(40)]) {
      expect(outcome(travellers, bad), String(bad)).toEqual({ message: "1 to 500" });
    }
    expect(outcome(rupees, "-5")).toEqual({ message: "Not negative" });
    expect(outcome(rupees, 10_000_001)).toEqual({ message: "Too much" });
    expect(outcome(rupees, "12.50")).toEqual({ message: "Rupees" });
  });
});

describe("personName (issue 22)", () => {
  const name = personName(100, "Please enter your name");

  it("takes letters of any script with their marks, spaces and . ' -", () => {
    for (const value of [
      "Asha Verma",
      "Dr. Seán O'Brien-Smith",
      "José Núñez",
      "अनन्या शर्मा",
      "മലയാളം",
      "山田 太郎",
      "Zoë",
    ]) {
      expect(name.safeParse(value).success, value).toBe(true);
    }
  });

  it("refuses digits, markup and other symbols with a field message", () => {
    for (const value of ["Asha 2", "<script>alert(1)</script>", "a@b", "Asha & co", 'Say "hi"', "x;y"]) {
      const result = name.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Please enter a name using letters only");
    }
    expect(name.safeParse("").error?.issues[0]?.message).toBe("Please enter your name");
  });
});

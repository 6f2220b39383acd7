import { describe, expect, it } from "vitest";
import { pricingMessages } from "../pricing-schema";
import { inFormWords } from "./pricing-admin-state";

describe("inFormWords", () => {
  it("names each field of the API by its form label, and each kind of offer by its name", () => {
    expect(inFormWords(pricingMessages.oneDiscount)).toBe(
      "Give either “Percent off” or “Amount off”, not both",
    );
    expect(inFormWords(pricingMessages.earlyBirdDays)).toBe("An early-bird offer needs “Days before travel”");
    expect(inFormWords("kind must be early_bird, group, seasonal, couple or senior")).toBe(
      "kind must be Early bird, group, seasonal, couple or senior",
    );
  });

  it("leaves a message without codes as it is", () => {
    expect(inFormWords(pricingMessages.codeFormat)).toBe(pricingMessages.codeFormat);
    expect(inFormWords("Check the fields marked in red")).toBe("Check the fields marked in red");
  });
});

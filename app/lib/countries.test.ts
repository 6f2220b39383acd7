import { describe, expect, it } from "vitest";
import { countryName } from "./countries";

describe("countryName", () => {
  it("names a country by its code, and keeps what is no code", () => {
    expect(countryName("IN")).toBe("India");
    expect(countryName("FR")).toBe("France");
    expect(countryName("not a code")).toBe("not a code");
  });
});

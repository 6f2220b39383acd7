import { describe, expect, it } from "vitest";
import { idNumberProblem, passesVerhoeff } from "./id-numbers";
import { ageOn, returnDateOf } from "./trip-dates";

describe("ID numbers", () => {
  it("check an Aadhaar number's Verhoeff digit", () => {
    expect(passesVerhoeff("2363")).toBe(true);
    expect(passesVerhoeff("2364")).toBe(false);
    expect(idNumberProblem("aadhaar", "4991 1866 5246", "IN")).toBeNull();
    expect(idNumberProblem("aadhaar", "499118665245", "IN")).toMatch(/not a valid Aadhaar/);
    expect(idNumberProblem("aadhaar", "123456789012", "IN")).toMatch(/12 digits/);
  });

  it("know the other types' shapes", () => {
    expect(idNumberProblem("passport", "K1234567", "IN")).toBeNull();
    expect(idNumberProblem("passport", "12345678", "IN")).toMatch(/Indian passport/);
    expect(idNumberProblem("passport", "19AB12345", "FR")).toBeNull();
    expect(idNumberProblem("voter_id", "ABC1234567", "IN")).toBeNull();
    expect(idNumberProblem("driving_licence", "MH14 20110062821", "IN")).toBeNull();
    expect(idNumberProblem("driving_licence", "1234", "IN")).not.toBeNull();
  });
});

describe("trip dates", () => {
  it("return on the package's last day, and count ages in whole years", () => {
    expect(returnDateOf("2026-06-28", 7)).toBe("2026-07-04");
    expect(ageOn("1990-05-02", "2026-05-01")).toBe(35);
    expect(ageOn("1990-05-02", "2026-05-02")).toBe(36);
  });
});

import { describe, expect, it } from "vitest";
import { formatPhone } from "./phone";

describe("formatPhone", () => {
  it("groups Indian mobile numbers 5 + 5, with the country code apart", () => {
    expect(formatPhone("+919811122334")).toBe("+91 98111 22334");
    expect(formatPhone("919811122334")).toBe("+91 98111 22334");
    expect(formatPhone("9811122334")).toBe("98111 22334");
    expect(formatPhone("09811122334")).toBe("98111 22334");
    expect(formatPhone("+91 (98111) 22-334")).toBe("+91 98111 22334");
  });

  it("shows any other number as stored", () => {
    expect(formatPhone("+441632960961")).toBe("+441632960961");
    expect(formatPhone("+9101123456789")).toBe("+9101123456789");
    expect(formatPhone("")).toBe("");
  });
});

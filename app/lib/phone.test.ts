import { describe, expect, it } from "vitest";
import { formatPhone } from "./phone";

describe("formatPhone", () => {
  it("writes every Indian mobile number as +91 and 5 + 5 digits, however it was typed", () => {
    for (const typed of [
      "+919811122334",
      "919811122334",
      "9811122334",
      "09811122334",
      "+91 (98111) 22-334",
      " 98111 22334 ",
      "+91-981-112-2334",
    ]) {
      expect(formatPhone(typed)).toBe("+91 98111 22334");
    }
    expect(formatPhone("6000012345")).toBe("+91 60000 12345");
  });

  it("shows any other number as given, its + kept", () => {
    expect(formatPhone("+441632960961")).toBe("+441632960961");
    expect(formatPhone("+44 20 7946 0958")).toBe("+44 20 7946 0958");
    // an Indian landline (Delhi): not a mobile, never regrouped as one
    expect(formatPhone("+911123456789")).toBe("+911123456789");
    expect(formatPhone("+9101123456789")).toBe("+9101123456789");
    // 10 digits beginning 1 to 5 are no Indian mobile
    expect(formatPhone("5811122334")).toBe("5811122334");
    expect(formatPhone("")).toBe("");
  });
});

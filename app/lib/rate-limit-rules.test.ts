import { describe, expect, it } from "vitest";
import { rateLimitedMessageOf, rateLimitFor, rateLimitMessage } from "./rate-limit-rules";

describe("the wait a visitor over a limit reads", () => {
  it("is given in whole minutes", () => {
    expect(rateLimitMessage(30)).toContain("try again in 1 minute,");
    expect(rateLimitMessage(14 * 60 + 1)).toContain("try again in 15 minutes,");
  });

  it("comes from the limiter's answer as the browser's error boundary receives it", () => {
    const answer = JSON.stringify({ success: false, message: rateLimitMessage(600) });
    expect(rateLimitedMessageOf(answer)).toContain("try again in 10 minutes");
    expect(rateLimitedMessageOf({ message: rateLimitMessage(120) })).toContain("try again in 2 minutes");
  });

  it("says the longest wait when the answer cannot be read, never 'in a moment'", () => {
    expect(rateLimitedMessageOf("<html>busy</html>")).toContain("try again in 60 minutes");
    expect(rateLimitedMessageOf(undefined)).not.toMatch(/moment/);
  });
});

describe("which limit a request falls under", () => {
  it("counts the booking forms' price quotes on their own, and the page's 'Show my price' as a booking", () => {
    expect(rateLimitFor("POST", "/api/pricing/quote")).toBe("quote");
    expect(rateLimitFor("POST", "/packages/0f8fad5b-d9cb-469f-a165-70867728950e.data")).toBe("booking");
    expect(rateLimitFor("GET", "/api/pricing/rules")).toBeNull();
  });
});

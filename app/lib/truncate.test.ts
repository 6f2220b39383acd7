import { expect, it } from "vitest";
import { truncate } from "./truncate";

it("cuts text over the limit and adds an ellipsis", () => {
  expect(truncate("a".repeat(40), 40)).toBe("a".repeat(40));
  expect(truncate(`${"a".repeat(40)}b`, 40)).toBe(`${"a".repeat(40)}...`);
  expect(truncate("Arrival in Leh – check in, rest to acclimatise", 40)).toBe(
    "Arrival in Leh – check in, rest to accli...",
  );
});

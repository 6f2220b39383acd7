import { describe, expect, it } from "vitest";
import {
  BOOKING_REFERENCE_PATTERN,
  newBookingReference,
  newOrderReference,
  ORDER_REFERENCE_PATTERN,
  REFERENCE_ALPHABET,
} from "./references";

describe("booking and order references", () => {
  it("have no characters people confuse when reading aloud", () => {
    for (const confusable of ["0", "O", "1", "I"]) expect(REFERENCE_ALPHABET).not.toContain(confusable);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(32);
  });

  it("look like SF-7K3M9Q and SO-7K3M9Q and are drawn at random", () => {
    const references = Array.from({ length: 200 }, newBookingReference);
    for (const reference of references) expect(reference).toMatch(BOOKING_REFERENCE_PATTERN);
    expect(new Set(references).size).toBeGreaterThan(190);
    expect(newOrderReference()).toMatch(ORDER_REFERENCE_PATTERN);
    expect("SF-0O1I23").not.toMatch(BOOKING_REFERENCE_PATTERN);
  });
});

import { describe, expect, it } from "vitest";
import { possessive } from "./possessive";

describe("possessive", () => {
  it("adds 's, or only the apostrophe after a final s", () => {
    expect(possessive("Asha Verma")).toBe("Asha Verma's");
    expect(possessive("Safarnama Travels")).toBe("Safarnama Travels'");
    expect(possessive("KAMALA DAS ")).toBe("KAMALA DAS'");
  });
});

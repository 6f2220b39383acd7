import { describe, expect, it } from "vitest";
import { packingListWithGear } from "./packing-gear";
import { returnDateOf } from "../travellers/trip-dates";
import { briefingDayOf, reviewRequestDayOf, travelMonthOf } from "./trip-dates";

describe("trip dates", () => {
  it("return on the last day, brief 7 days before and ask for a review 2 days after the return", () => {
    expect(returnDateOf("2026-12-30", 7)).toBe("2027-01-05");
    expect(returnDateOf("2026-12-30", 1)).toBe("2026-12-30");
    expect(briefingDayOf("2026-12-30")).toBe("2026-12-23");
    expect(reviewRequestDayOf("2026-12-30", 7)).toBe("2027-01-07");
    expect(travelMonthOf("2026-12-30")).toBe("2026-12");
  });
});

describe("the briefing's packing list", () => {
  const products = [
    { slug: "explorer-waterproof-jacket", name: "Explorer Waterproof Jacket", category: "jackets" },
    { slug: "wanderer-cap", name: "Wanderer Cap", category: "accessories" },
    { slug: "journey-quick-dry-t-shirt", name: "Journey Quick-Dry T-Shirt", category: "clothing" },
    { slug: "trailblazer-hiking-trousers", name: "Trailblazer Hiking Trousers", category: "clothing" },
    { slug: "trekker-backpack-40l", name: "Trekker Backpack 40L", category: "bags" },
  ] as const;
  const paths = { productPath: (slug: string) => `/shop?product=${slug}`, shopPath: "/shop" };

  it("links an item to the product named by its gear word, else to the shop, else not at all", () => {
    const list = packingListWithGear(
      [
        "Heavy down jacket and thermal inners",
        "Woollen cap and gloves",
        "Quick-dry T-shirts",
        "Comfortable trekking trousers",
        "A day backpack",
        "Wide-brim hat",
        "Sleeping bag liner",
        "Trekking helmet",
        "SPF 50 sunscreen",
      ],
      products,
      paths,
    );
    expect(list.map((item) => item.link?.href ?? null)).toEqual([
      "/shop?product=explorer-waterproof-jacket",
      "/shop?product=wanderer-cap",
      "/shop?product=journey-quick-dry-t-shirt",
      "/shop?product=trailblazer-hiking-trousers",
      "/shop?product=trekker-backpack-40l",
      "/shop",
      null,
      // the shop sells no helmet in this list: no link to an empty shelf
      null,
      null,
    ]);
    expect(list[0]).toEqual({
      text: "Heavy down jacket and thermal inners",
      link: {
        label: "Explorer Waterproof Jacket in our shop",
        href: "/shop?product=explorer-waterproof-jacket",
      },
    });
  });
});

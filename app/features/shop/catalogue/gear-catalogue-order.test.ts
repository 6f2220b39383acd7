import { describe, expect, it } from "vitest";
import { capitalise, filterGear, gearCategoriesOf, sortGear } from "./gear-catalogue-order";
import type { GearProduct } from "../shop-schema";

function product(overrides: Partial<GearProduct>): GearProduct {
  return {
    id: 1,
    slug: "p",
    name: "P",
    price: 1,
    price_paise: 100,
    category: "bags",
    image: "/p.webp",
    description: "",
    features: [],
    sizes: [],
    colors: [],
    rating: 4,
    reviews: 1,
    ...overrides,
  };
}

const cap = product({ id: 1, name: "Wanderer Cap", price_paise: 2499, rating: 4.5, category: "accessories" });
const jacket = product({
  id: 2,
  name: "Explorer Jacket",
  price_paise: 8999,
  rating: 4.7,
  category: "jackets",
});
const bag = product({ id: 3, name: "Trekker Backpack", price_paise: 11999, rating: 4.9, category: "bags" });
const hat = product({ id: 4, name: "Alpine Hat", price_paise: 2499, rating: 4.5, category: "accessories" });

describe("sortGear", () => {
  it("sorts by name alphabetically", () => {
    expect(sortGear([cap, jacket, bag, hat], "name").map((p) => p.id)).toEqual([4, 2, 3, 1]);
  });
  it("sorts by price ascending, equal prices by name", () => {
    expect(sortGear([bag, cap, jacket, hat], "price").map((p) => p.id)).toEqual([4, 1, 2, 3]);
  });
  it("sorts by rating descending, equal ratings by name", () => {
    expect(sortGear([cap, jacket, bag, hat], "rating").map((p) => p.id)).toEqual([3, 2, 4, 1]);
  });
  it("leaves its input alone", () => {
    const input = [cap, jacket];
    sortGear(input, "name");
    expect(input).toEqual([cap, jacket]);
  });
});

describe("categories", () => {
  it("lists each category once in catalogue order and filters by it", () => {
    expect(gearCategoriesOf([cap, jacket, hat, bag])).toEqual(["accessories", "jackets", "bags"]);
    expect(filterGear([cap, jacket, hat], "accessories")).toEqual([cap, hat]);
    expect(filterGear([cap, jacket], "all")).toEqual([cap, jacket]);
    expect(capitalise("jackets")).toBe("Jackets");
  });
});

import { describe, expect, it } from "vitest";
import { priceCartLines } from "./order-pricing";

const cap = { id: 1, name: "Cap", pricePaise: 2499, sizes: ["One Size"], colors: ["Khaki", "Navy"] };
const pack = { id: 2, name: "Pack", pricePaise: 11_999, sizes: [], colors: ["Red"] };

describe("priceCartLines", () => {
  it("takes prices from the catalogue and options in the catalogue's spelling", () => {
    const { lines, errors } = priceCartLines(
      [
        { id: 1, selectedSize: "one size", selectedColor: "", quantity: 2 },
        { id: 2, selectedSize: "", selectedColor: "RED", quantity: 1 },
      ],
      [cap, pack],
    );
    expect(errors).toEqual({});
    expect(lines).toEqual([
      {
        productId: 1,
        productName: "Cap",
        size: "One Size",
        color: "Khaki",
        quantity: 2,
        unitPricePaise: 2499,
      },
      { productId: 2, productName: "Pack", size: "", color: "Red", quantity: 1, unitPricePaise: 11_999 },
    ]);
  });

  it("reports every bad line at once", () => {
    const { errors } = priceCartLines(
      [
        { id: 3, selectedSize: "", selectedColor: "", quantity: 1 },
        { id: 2, selectedSize: "L", selectedColor: "Blue", quantity: 1 },
      ],
      [cap, pack],
    );
    expect(errors).toEqual({
      "items.0.id": "This product is no longer in the shop",
      "items.1.selectedSize": "This product has no size options",
      "items.1.selectedColor": "Choose one of: Red",
    });
  });
});

import { shopMessages } from "../shop-messages";
import type { CartLineInput } from "../shop-schema";

/** What pricing needs of a catalogue product (a `gear_products` row has these). */
type PricedProduct = {
  id: number;
  name: string;
  pricePaise: number;
  sizes: string[];
  colors: string[];
};

type PricedLine = {
  productId: number;
  productName: string;
  size: string;
  color: string;
  quantity: number;
  unitPricePaise: number;
};

/**
 * A choice must be one of the product's options; none chosen means the first (the cart rule of
 * docs/product.md §4).
 */
function chosenOption(
  options: string[],
  chosen: string,
  what: "size" | "colour",
): { value: string } | { error: string } {
  if (options.length === 0)
    return chosen === "" ? { value: "" } : { error: `This product has no ${what} options` };
  if (chosen === "") return { value: options[0]! };
  const match = options.find((option) => option.toLowerCase() === chosen.toLowerCase());
  return match !== undefined ? { value: match } : { error: `Choose one of: ${options.join(", ")}` };
}

/**
 * Prices every cart line from the catalogue (never from the line's own price) and reports every
 * problem at once, keyed like the form's fields (`items.0.selectedSize`).
 */
export function priceCartLines(
  items: CartLineInput[],
  catalogue: PricedProduct[],
): { lines: PricedLine[]; errors: Record<string, string> } {
  const products = new Map(catalogue.map((product) => [product.id, product]));
  const errors: Record<string, string> = {};
  const lines: PricedLine[] = [];
  items.forEach((item, i) => {
    const product = products.get(item.id);
    if (!product) {
      errors[`items.${i}.id`] = shopMessages.unknownProduct;
      return;
    }
    const size = chosenOption(product.sizes, item.selectedSize, "size");
    const color = chosenOption(product.colors, item.selectedColor, "colour");
    if ("error" in size) errors[`items.${i}.selectedSize`] = size.error;
    if ("error" in color) errors[`items.${i}.selectedColor`] = color.error;
    if ("error" in size || "error" in color) return;
    lines.push({
      productId: product.id,
      productName: product.name,
      size: size.value,
      color: color.value,
      quantity: item.quantity,
      unitPricePaise: product.pricePaise,
    });
  });
  return { lines, errors };
}

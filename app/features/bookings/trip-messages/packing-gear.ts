import type { GearCategory } from "../../../../domain/shop-values";

/**
 * The packing list of the pre-departure briefing (issue 27): each of the package's "things to pack"
 * with a link to the gear shop where the shop sells something for it. An item names a kind of gear
 * by one of the words below; the link goes to the product whose name has that word ("Heavy down
 * jacket" → Explorer Waterproof Jacket), or to the shop when none of its products does ("Wide-brim
 * hat" → the shop's accessories). Items the shop has nothing for (sunscreen, medicines) go unlinked.
 */
const gearWords: Record<GearCategory, readonly string[]> = {
  jackets: ["jacket", "raincoat", "windcheater", "poncho", "parka"],
  safety: ["helmet"],
  accessories: ["cap", "hat", "beanie"],
  clothing: ["t-shirt", "tshirt", "tee", "trouser", "pant", "clothes", "clothing"],
  bags: ["backpack", "rucksack", "daypack"],
};

type ShopProduct = { slug: string; name: string; category: GearCategory };

type PackingItem = { text: string; link?: { label: string; href: string } };

/** Lower-case words, plurals folded ("Trousers" → "trouser", "T-Shirts" → "t-shirt"). */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter(Boolean)
    .map((word) =>
      word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word,
    );

function gearWordIn(words: string[]): { category: GearCategory; word: string } | null {
  for (const [category, known] of Object.entries(gearWords) as [GearCategory, readonly string[]][]) {
    const word = words.find((w) => known.includes(w));
    if (word) return { category, word };
  }
  return null;
}

/**
 * The packing list with its links. `productPath` and `shopPath` are the shop's own URLs (passed in,
 * so this stays a pure function the tests call with a few products).
 */
export function packingListWithGear(
  things: readonly string[],
  products: readonly ShopProduct[],
  paths: { productPath: (slug: string) => string; shopPath: string },
): PackingItem[] {
  return things.map((text) => {
    const match = gearWordIn(wordsOf(text));
    if (!match) return { text };
    const product = products.find(
      (p) => p.category === match.category && wordsOf(p.name).includes(match.word),
    );
    if (product)
      return { text, link: { label: `${product.name} in our shop`, href: paths.productPath(product.slug) } };
    if (!products.some((p) => p.category === match.category)) return { text };
    return { text, link: { label: `See ${match.category} in our shop`, href: paths.shopPath } };
  });
}

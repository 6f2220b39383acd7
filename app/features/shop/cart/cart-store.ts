import { useSyncExternalStore } from "react";
import type { GearProduct } from "../shop-schema";

/**
 * The visitor's cart, kept in localStorage so it survives a reload and a return visit (the cart
 * line of docs/product.md §3: the product's fields plus the choices, quantity always 1). It never
 * reaches the server's HTML: the server renders an empty, not-yet-loaded cart and the browser fills
 * it in.
 */
const STORAGE_KEY = "safarnama.gear-cart.v1";

export type CartLine = {
  lineId: string;
  id: number;
  slug: string;
  name: string;
  /** the catalogue's price when added; refreshed from the catalogue on every visit */
  price_paise: number;
  image: string;
  selectedSize: string;
  selectedColor: string;
  quantity: 1;
};

const isText = (value: unknown): value is string => typeof value === "string";
const isWhole = (value: unknown, min: number): value is number =>
  Number.isInteger(value) && Number(value) >= min;

/**
 * A stored line, if it still has this shape (checked by hand: the shop's page does not ship zod,
 * ADR 018); only the known fields are kept.
 */
function storedLine(value: unknown): CartLine | null {
  if (typeof value !== "object" || value === null) return null;
  const { lineId, id, slug, name, price_paise, image, selectedSize, selectedColor, quantity } =
    value as Record<string, unknown>;
  const valid =
    isText(lineId) &&
    lineId !== "" &&
    isWhole(id, 1) &&
    isWhole(price_paise, 0) &&
    quantity === 1 &&
    [slug, name, image, selectedSize, selectedColor].every(isText);
  return valid
    ? {
        lineId,
        id,
        slug: String(slug),
        name: String(name),
        price_paise,
        image: String(image),
        selectedSize: String(selectedSize),
        selectedColor: String(selectedColor),
        quantity: 1,
      }
    : null;
}

let lines: CartLine[] | null = null;
const listeners = new Set<() => void>();

function readStored(): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    // a line that no longer fits the shape (an older version, a hand edit) is dropped, not fatal
    return parsed.flatMap((line) => storedLine(line) ?? []);
  } catch {
    return [];
  }
}

function write(next: CartLine[]) {
  lines = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // private mode or a full quota: the cart still works for this page view
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // another tab changed the cart: follow it
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    lines = readStored();
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function getSnapshot(): CartLine[] {
  lines ??= readStored();
  return lines;
}

const getServerSnapshot = () => null;

function newLineId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** docs/product.md §4: a new line of quantity 1; the product's first size and colour when none was chosen. */
export function addToCart(product: GearProduct, choice: { size?: string; color?: string } = {}) {
  const line: CartLine = {
    lineId: newLineId(),
    id: product.id,
    slug: product.slug,
    name: product.name,
    price_paise: product.price_paise,
    image: product.image,
    selectedSize: choice.size ?? product.sizes[0] ?? "",
    selectedColor: choice.color ?? product.colors[0] ?? "",
    quantity: 1,
  };
  write([...getSnapshot(), line]);
}

/** docs/product.md §4: removing drops every line of that product. */
export function removeFromCart(productId: number) {
  write(getSnapshot().filter((line) => line.id !== productId));
}

export function clearCart() {
  write([]);
}

/**
 * Brings the stored cart in line with the catalogue: lines of products that have left it are
 * dropped (their names returned, for a notice) and names, prices and images are refreshed.
 */
export function reconcileCart(catalogue: GearProduct[]): string[] {
  const current = getSnapshot();
  const byId = new Map(catalogue.map((product) => [product.id, product]));
  const dropped = [...new Set(current.filter((line) => !byId.has(line.id)).map((line) => line.name))];
  const next = current.flatMap((line) => {
    const product = byId.get(line.id);
    if (!product) return [];
    return [
      {
        ...line,
        slug: product.slug,
        name: product.name,
        price_paise: product.price_paise,
        image: product.image,
      },
    ];
  });
  if (JSON.stringify(next) !== JSON.stringify(current)) write(next);
  return dropped;
}

export function cartTotalPaise(cart: CartLine[]): number {
  return cart.reduce((sum, line) => sum + line.price_paise * line.quantity, 0);
}

export function itemCountLabel(count: number): string {
  return count === 1 ? "1 item" : `${count} items`;
}

/** The cart lines, and whether they have been read from this browser yet (false on the server). */
export function useCart(): { lines: CartLine[]; loaded: boolean } {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return snapshot === null ? { lines: [], loaded: false } : { lines: snapshot, loaded: true };
}

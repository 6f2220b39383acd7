import { srcSetFor } from "~/lib/images";
import { formatPaise } from "~/lib/money";
import { swatchFor } from "./gear-colours";
import { cartTotalPaise, type CartLine } from "./cart-store";
import { GEAR_IMAGE_WIDTHS } from "../catalogue/gear-card";

/**
 * A line's thumbnail: the product's picture, named with the colour chosen. Each product has one
 * picture (drawn in its first colour), so a chosen colour with a known look also gets a swatch on
 * the picture; the alt text names the colour whatever it is.
 */
export function CartLineImage({ line }: { line: CartLine }) {
  const swatch = line.selectedColor ? swatchFor(line.selectedColor) : undefined;
  return (
    <span className="relative h-16 w-16 shrink-0">
      <img
        src={line.image}
        srcSet={srcSetFor(line.image, GEAR_IMAGE_WIDTHS)}
        sizes="64px"
        alt={line.selectedColor ? `${line.name} in ${line.selectedColor}` : line.name}
        width={64}
        height={64}
        className="h-16 w-16 rounded-lg bg-slate-100 object-cover"
      />
      {swatch && (
        <span
          aria-hidden="true"
          data-testid="colour-swatch"
          style={{ backgroundColor: swatch }}
          className="absolute bottom-1 right-1 h-5 w-5 rounded-full shadow ring-2 ring-white"
        />
      )}
    </span>
  );
}

/**
 * Subtotal, Shipping 'Free' (docs/product.md §9) and Total; shipping costs nothing, so the total is
 * the subtotal.
 */
export function OrderTotals({ subtotalPaise }: { subtotalPaise: number }) {
  return (
    <dl className="space-y-2 text-slate-700">
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd>{formatPaise(subtotalPaise)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>Shipping</dt>
        <dd className="font-semibold text-brand-800">Free</dd>
      </div>
      <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold text-slate-900">
        <dt>Total</dt>
        <dd>{formatPaise(subtotalPaise)}</dd>
      </div>
    </dl>
  );
}

/** The checkout's 'Order Summary': each line's name, size, colour and price, then the totals. */
export function OrderSummary({ lines }: { lines: CartLine[] }) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="order-summary-heading" className="font-display text-xl font-bold text-slate-900">
        Order Summary
      </h2>
      <ul aria-label="Items in your order" className="mt-4 divide-y divide-slate-200">
        {lines.map((line) => (
          <li key={line.lineId} className="flex gap-3 py-3">
            <CartLineImage line={line} />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">{line.name}</p>
              {line.selectedSize && <p className="text-sm text-slate-600">Size: {line.selectedSize}</p>}
              {line.selectedColor && <p className="text-sm text-slate-600">Colour: {line.selectedColor}</p>}
            </div>
            <p className="font-semibold text-slate-900">{formatPaise(line.price_paise)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-4 border-t border-slate-200 pt-4">
        <OrderTotals subtotalPaise={cartTotalPaise(lines)} />
      </div>
    </section>
  );
}

import { useEffect, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { formatPaise } from "~/lib/money";
import { cartTotalPaise, itemCountLabel, type CartLine } from "./cart-store";
import { CartLineImage, OrderTotals } from "./order-summary";

/** The cart icon with its item-count badge; it opens (toggles) the cart panel. */
export function CartButton({
  count,
  open,
  onToggle,
}: {
  count: number;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={`Shopping cart, ${itemCountLabel(count)}`}
      className="relative inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white text-brand-800 shadow-sm ring-1 ring-slate-300 hover:bg-brand-50"
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className="h-6 w-6"
      >
        <circle cx="9" cy="21" r="1" />
        <circle cx="20" cy="21" r="1" />
        <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
      </svg>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -right-1 -top-1 flex h-6 min-w-6 items-center justify-center rounded-full bg-accent-500 px-1.5 text-xs font-bold text-slate-900"
        >
          {count}
        </span>
      )}
    </button>
  );
}

/**
 * 'Item added to cart!' in a polite live region inside the panel (the page behind a modal dialog
 * is inert, so a message there would not be read). The region exists empty first and the text
 * follows a moment later, so screen readers notice the change.
 */
function AddedToast({ toastId }: { toastId: number | null }) {
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => {
    setShown(null);
    const timer = window.setTimeout(() => setShown(toastId), 100);
    return () => window.clearTimeout(timer);
  }, [toastId]);
  return (
    <div role="status" aria-live="polite">
      {shown !== null && (
        <p className="mb-4 flex items-center gap-2 rounded-lg bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900 ring-1 ring-brand-100">
          <span aria-hidden="true">✓</span> Item added to cart!
        </p>
      )}
    </div>
  );
}

/**
 * The cart side panel (docs/product.md §2): lines with remove, totals, Proceed to Checkout; or the
 * empty state.
 */
export function CartPanel({
  open,
  lines,
  toastId,
  onClose,
  onRemove,
  onCheckout,
}: {
  open: boolean;
  lines: CartLine[];
  /** set while 'Item added to cart!' shows; a new value restarts it */
  toastId: number | null;
  onClose: () => void;
  onRemove: (productId: number) => void;
  onCheckout: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      placement="right"
      title="Shopping Cart"
      description={itemCountLabel(lines.length)}
    >
      <AddedToast toastId={toastId} />
      {lines.length === 0 ? (
        <div className="py-10 text-center">
          <p className="font-display text-lg font-bold text-slate-900">Your cart is empty</p>
          <p className="mt-1 text-slate-600">Add some items to get started</p>
          <button type="button" onClick={onClose} className={`${buttonClass("primary")} mt-6`}>
            Continue Shopping
          </button>
        </div>
      ) : (
        <>
          <ul aria-label="Cart items" className="divide-y divide-slate-200">
            {lines.map((line) => (
              <li key={line.lineId} className="flex gap-3 py-3">
                <CartLineImage line={line} />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">{line.name}</p>
                  <p className="text-sm text-slate-600">
                    {[
                      line.selectedSize && `Size: ${line.selectedSize}`,
                      line.selectedColor && `Colour: ${line.selectedColor}`,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                  <p className="mt-1 font-semibold text-brand-800">{formatPaise(line.price_paise)}</p>
                </div>
                <button
                  type="button"
                  onClick={() => onRemove(line.id)}
                  aria-label={`Remove ${line.name}`}
                  className="self-start rounded-full p-2 text-slate-600 hover:bg-red-50 hover:text-red-700"
                >
                  <svg
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={2}
                    strokeLinecap="round"
                    aria-hidden="true"
                    focusable="false"
                    className="h-5 w-5"
                  >
                    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
          <div className="mt-4 border-t border-slate-200 pt-4">
            <OrderTotals subtotalPaise={cartTotalPaise(lines)} />
            <button
              type="button"
              onClick={onCheckout}
              className={`${buttonClass("primary", "lg")} mt-5 w-full`}
            >
              Proceed to Checkout
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}

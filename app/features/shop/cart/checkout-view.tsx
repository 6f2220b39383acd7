import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { CartLine } from "./cart-store";
import { CheckoutForm } from "./checkout-form";
import { SHOP_PATH } from "../catalogue/gear-json-ld";
import { OrderSummary } from "./order-summary";

/** The checkout view (docs/product.md §2): Order Summary on the left, shipping and payment on the right. */
export function CheckoutView({
  lines,
  loaded,
  onPlaced,
  onStaleCart,
}: {
  lines: CartLine[];
  /** false until the cart has been read from this browser (it is never in the server's HTML) */
  loaded: boolean;
  onPlaced: (reference: string | null) => void;
  onStaleCart: () => void;
}) {
  return (
    <>
      <Link
        to={SHOP_PATH}
        className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900"
      >
        <span aria-hidden="true">←</span> Back to Shopping
      </Link>
      <h1
        id="shop-view-heading"
        tabIndex={-1}
        className="mt-4 font-display text-3xl font-bold text-slate-900 sm:text-4xl"
      >
        Checkout
      </h1>
      {!loaded ? (
        <p className="mt-8 text-slate-600">Loading your cart…</p>
      ) : lines.length === 0 ? (
        <div className="mt-8 rounded-2xl bg-slate-50 p-8 text-center ring-1 ring-slate-200">
          <p className="font-display text-lg font-bold text-slate-900">Your cart is empty</p>
          <p className="mt-1 text-slate-600">Add some items to get started</p>
          <Link to={SHOP_PATH} className={`${buttonClass("primary")} mt-6`}>
            Continue Shopping
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[2fr_3fr]">
          <OrderSummary lines={lines} />
          <CheckoutForm lines={lines} onPlaced={onPlaced} onStaleCart={onStaleCart} />
        </div>
      )}
    </>
  );
}

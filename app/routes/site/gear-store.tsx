import { useEffect, useRef, useState } from "react";
import {
  data,
  useNavigate,
  useRevalidator,
  useSearchParams,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { CartButton, CartPanel } from "~/features/shop/cart/cart-panel";
import {
  addToCart,
  clearCart,
  reconcileCart,
  removeFromCart,
  useCart,
} from "~/features/shop/cart/cart-store";
import { CheckoutView } from "~/features/shop/cart/checkout-view";
import { GearCatalogue } from "~/features/shop/catalogue/gear-catalogue";
import { GearDetail, GearNotFound } from "~/features/shop/catalogue/gear-detail";
import { CHECKOUT_PATH, productJsonLd, productPath, SHOP_PATH } from "~/features/shop/catalogue/gear-json-ld";
import { shopMessages } from "~/features/shop/shop-messages";
import type { GearProduct } from "~/features/shop/shop-schema";
import { listProducts } from "~/features/shop/shop-service.server";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/gear-store";

type View = { name: "products" } | { name: "checkout" } | { name: "detail"; slug: string };

/**
 * One page, three views, each with its own URL (docs/product.md §2): `?product=<slug>` and
 * `?view=checkout`.
 */
function viewOf(params: URLSearchParams): View {
  if (params.get("view") === "checkout") return { name: "checkout" };
  const slug = params.get("product");
  return slug ? { name: "detail", slug } : { name: "products" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const products = await listProducts(context.db);
  const view = viewOf(new URL(request.url).searchParams);
  const payload = { products, siteUrl: context.config.SITE_URL, agencyName: context.config.AGENCY_NAME };
  const missing = view.name === "detail" && !products.some((product) => product.slug === view.slug);
  return data(payload, missing ? { status: 404 } : undefined);
}

/** Moving between the views changes only the query: the catalogue in hand is still right. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function meta({ data: loaded, location }: Route.MetaArgs) {
  if (!loaded) return [{ title: "Travel Gear Shop" }];
  const site = { siteUrl: loaded.siteUrl, agencyName: loaded.agencyName };
  const view = viewOf(new URLSearchParams(location.search));
  const product = view.name === "detail" ? loaded.products.find((p) => p.slug === view.slug) : undefined;
  if (product) {
    return pageMeta({
      ...site,
      title: `${product.name} – Travel Gear Shop`,
      description: product.description,
      path: productPath(product.slug),
      image: product.image,
      type: "product",
      jsonLd: [
        productJsonLd(product, site),
        breadcrumbJsonLd(site.siteUrl, [
          ["Home", "/"],
          ["Travel Gear Shop", SHOP_PATH],
          [product.name, productPath(product.slug)],
        ]),
      ],
    });
  }
  const tags = pageMeta({
    ...site,
    title:
      view.name === "checkout"
        ? "Checkout – Travel Gear Shop"
        : "Travel Gear Shop – Jackets, helmets, backpacks",
    description:
      "Travel gear tested on Indian treks: waterproof jackets, trekking helmets, quick-dry clothing and backpacks. Free shipping; pay by UPI or cash on delivery.",
    path: SHOP_PATH,
  });
  return view.name === "products" ? tags : [...tags, { name: "robots", content: "noindex" }];
}

export default function GearStore({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  const [params] = useSearchParams();
  const view = viewOf(params);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const cart = useCart();
  const [panelOpen, setPanelOpen] = useState(false);
  const [toastId, setToastId] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [placed, setPlaced] = useState<{ reference: string | null } | null>(null);

  // A product that has left the catalogue leaves the cart too, with a word why (never to checkout).
  useEffect(() => {
    if (!cart.loaded) return;
    const dropped = reconcileCart(products);
    if (dropped.length) {
      setNotice(
        `${dropped.join(", ")} ${dropped.length === 1 ? "is" : "are"} no longer in the shop and ${
          dropped.length === 1 ? "was" : "were"
        } removed from your cart.`,
      );
    }
  }, [cart.loaded, products]);

  useEffect(() => {
    if (toastId === null) return;
    const timer = window.setTimeout(() => setToastId(null), 3000); // docs/product.md §9: the toast shows 3 s
    return () => window.clearTimeout(timer);
  }, [toastId]);

  // On a change of view, focus goes to its heading (or the order confirmation), as after a page load.
  const viewKey = view.name === "detail" ? `detail:${view.slug}` : view.name;
  const firstView = useRef(true);
  // only a change of view moves focus, hence the one dependency
  useEffect(() => {
    if (view.name !== "products") setPlaced(null);
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    document
      .getElementById(view.name === "products" && placed ? "order-placed" : "shop-view-heading")
      ?.focus();
  }, [viewKey]);

  const add = (product: GearProduct, choice?: { size?: string; color?: string }) => {
    addToCart(product, choice);
    setPanelOpen(true);
    setToastId(Date.now());
  };

  const cartButton = (
    <CartButton count={cart.lines.length} open={panelOpen} onToggle={() => setPanelOpen((open) => !open)} />
  );
  const product = view.name === "detail" ? products.find((p) => p.slug === view.slug) : undefined;

  return (
    // data-cart-loaded: the cart has been read from this browser (tests wait for it before clicking)
    <div className="mx-auto max-w-7xl px-4 pb-20 pt-24 sm:pt-28" data-cart-loaded={cart.loaded}>
      <div role="status" className="empty:hidden">
        {notice && (
          <div className="mb-6 flex items-start justify-between gap-4 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200">
            <p>{notice}</p>
            <button
              type="button"
              onClick={() => setNotice(null)}
              className="shrink-0 text-sm font-semibold underline"
            >
              Dismiss
            </button>
          </div>
        )}
        {placed && view.name === "products" && (
          <div
            id="order-placed"
            tabIndex={-1}
            className="mb-6 rounded-xl bg-brand-50 px-4 py-4 text-brand-900 ring-1 ring-brand-100"
          >
            <p className="font-semibold">{shopMessages.placed}</p>
            {placed.reference && (
              <p className="mt-1">
                Your order reference is <strong>{placed.reference}</strong>. We have emailed you a
                confirmation.
              </p>
            )}
          </div>
        )}
      </div>
      {view.name === "checkout" ? (
        <CheckoutView
          lines={cart.lines}
          loaded={cart.loaded}
          onPlaced={(reference) => {
            clearCart();
            setPlaced({ reference });
            navigate(SHOP_PATH, { replace: true });
          }}
          onStaleCart={() => revalidator.revalidate()}
        />
      ) : view.name === "detail" ? (
        product ? (
          <GearDetail key={product.id} product={product} cartButton={cartButton} onAdd={add} />
        ) : (
          <GearNotFound cartButton={cartButton} />
        )
      ) : (
        <GearCatalogue products={products} cartButton={cartButton} onAdd={add} />
      )}
      <CartPanel
        open={panelOpen}
        lines={cart.lines}
        toastId={toastId}
        onClose={() => setPanelOpen(false)}
        onRemove={removeFromCart}
        onCheckout={() => {
          setPanelOpen(false);
          navigate(CHECKOUT_PATH);
        }}
      />
    </div>
  );
}

import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Stars } from "~/components/ui/stars";
import { srcSetFor } from "~/lib/images";
import { formatPaise } from "~/lib/money";
import { GEAR_IMAGE_WIDTHS } from "./gear-card";
import { capitalise } from "./gear-catalogue-order";
import { SHOP_PATH } from "./gear-json-ld";
import type { GearProduct } from "../shop-schema";

function BackToProducts() {
  return (
    <Link
      to={SHOP_PATH}
      className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900"
    >
      <span aria-hidden="true">←</span> Back to Products
    </Link>
  );
}

/** Size or colour chips: a radio group, the first option chosen to begin with (docs/product.md §2). */
function OptionChoice({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: string[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="mt-6">
      <legend className="text-sm font-semibold text-slate-900">
        {legend}: <span className="font-normal text-slate-600">{value}</span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="peer sr-only"
            />
            <span className="inline-block rounded-lg px-4 py-2 text-sm font-medium text-slate-800 ring-1 ring-inset ring-slate-300 peer-checked:bg-brand-700 peer-checked:text-white peer-checked:ring-brand-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500">
              {option}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The detail view (docs/product.md §2): rating, price, description, features, size and colour, Add
 * to Cart.
 */
export function GearDetail({
  product,
  cartButton,
  onAdd,
}: {
  product: GearProduct;
  cartButton: ReactNode;
  onAdd: (product: GearProduct, choice: { size?: string; color?: string }) => void;
}) {
  const [size, setSize] = useState(product.sizes[0]);
  const [color, setColor] = useState(product.colors[0]);

  return (
    <>
      <div className="flex items-center justify-between gap-4">
        <BackToProducts />
        {cartButton}
      </div>
      <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-12">
        <div className="self-start overflow-hidden rounded-2xl bg-slate-100">
          <img
            src={product.image}
            srcSet={srcSetFor(product.image, GEAR_IMAGE_WIDTHS)}
            sizes="(min-width: 768px) 50vw, 100vw"
            alt={product.name}
            width={800}
            height={800}
            className="aspect-square w-full object-cover"
          />
        </div>
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.15em] text-brand-700">
            {capitalise(product.category)}
          </p>
          <h1
            id="shop-view-heading"
            tabIndex={-1}
            className="mt-1 font-display text-3xl font-bold text-slate-900 sm:text-4xl"
          >
            {product.name}
          </h1>
          <p className="mt-3 flex items-center gap-2 text-slate-600">
            <Stars rating={product.rating} className="h-5 w-5" />
            <span>({product.reviews} reviews)</span>
          </p>
          <p className="mt-4 text-3xl font-bold text-brand-800">{formatPaise(product.price_paise)}</p>
          <p className="mt-4 leading-7 text-slate-700">{product.description}</p>
          {product.features.length > 0 && (
            <section aria-labelledby="features-heading" className="mt-6">
              <h2 id="features-heading" className="font-display text-xl font-bold text-slate-900">
                Features
              </h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                {product.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>
          )}
          {size !== undefined && (
            <OptionChoice legend="Size" name="size" options={product.sizes} value={size} onChange={setSize} />
          )}
          {color !== undefined && (
            <OptionChoice
              legend="Colour"
              name="color"
              options={product.colors}
              value={color}
              onChange={setColor}
            />
          )}
          <button
            type="button"
            onClick={() => onAdd(product, { size, color })}
            className={`${buttonClass("primary", "lg")} mt-8 w-full sm:w-auto`}
          >
            Add to Cart
          </button>
        </div>
      </div>
    </>
  );
}

/** A shared link to a product that has left the catalogue. */
export function GearNotFound({ cartButton }: { cartButton: ReactNode }) {
  return (
    <>
      <div className="flex items-center justify-between gap-4">
        <BackToProducts />
        {cartButton}
      </div>
      <h1
        id="shop-view-heading"
        tabIndex={-1}
        className="mt-8 font-display text-3xl font-bold text-slate-900"
      >
        Product not found
      </h1>
      <p className="mt-3 text-slate-600">
        This product is no longer in the shop. Have a look at the rest of our gear.
      </p>
    </>
  );
}

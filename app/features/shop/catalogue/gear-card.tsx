import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Stars } from "~/components/ui/stars";
import { srcSetFor } from "~/lib/images";
import { formatPaise } from "~/lib/money";
import { productPath } from "./gear-json-ld";
import type { GearProduct } from "../shop-schema";

export const GEAR_IMAGE_WIDTHS = [400, 800] as const;

/** One product in the catalogue grid: image, name, description, price, stars, details and Add to Cart. */
export function GearCard({
  product,
  eager,
  onAdd,
}: {
  product: GearProduct;
  eager: boolean;
  onAdd: (product: GearProduct) => void;
}) {
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="bg-slate-100">
        <img
          src={product.image}
          srcSet={srcSetFor(product.image, GEAR_IMAGE_WIDTHS)}
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt=""
          width={800}
          height={800}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="aspect-[4/3] w-full object-cover sm:aspect-square"
        />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h2 className="font-display text-lg font-bold leading-snug text-slate-900">{product.name}</h2>
        <p className="mt-1 line-clamp-2 text-sm leading-6 text-slate-600">{product.description}</p>
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
          <Stars rating={product.rating} />
          <span>({product.reviews} reviews)</span>
        </p>
        <p className="mt-2 text-xl font-bold text-brand-800">{formatPaise(product.price_paise)}</p>
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <Link
            to={productPath(product.slug)}
            aria-label={`View details: ${product.name}`}
            className={`${buttonClass("secondary", "sm")} flex-1 whitespace-nowrap !px-3`}
          >
            View details
          </Link>
          <button
            type="button"
            onClick={() => onAdd(product)}
            aria-label={`Add to Cart: ${product.name}`}
            className={`${buttonClass("primary", "sm")} flex-1 whitespace-nowrap !px-3`}
          >
            Add to Cart
          </button>
        </div>
      </div>
    </article>
  );
}

import { useState, type ReactNode } from "react";
import { SelectField } from "~/components/ui/field";
import { GearCard } from "./gear-card";
import {
  capitalise,
  filterGear,
  gearCategoriesOf,
  gearSortOptions,
  isGearSort,
  sortGear,
  type GearSort,
} from "./gear-catalogue-order";
import type { GearProduct } from "../shop-schema";

/** The products view: title, cart button, category filter, sort, and the grid (1 to 4 columns). */
export function GearCatalogue({
  products,
  cartButton,
  onAdd,
}: {
  products: GearProduct[];
  cartButton: ReactNode;
  onAdd: (product: GearProduct) => void;
}) {
  const [category, setCategory] = useState("all");
  const [sort, setSort] = useState<GearSort>("name");
  const shown = sortGear(filterGear(products, category), sort);
  const categories = ["all", ...gearCategoriesOf(products)];

  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <div>
          <h1
            id="shop-view-heading"
            tabIndex={-1}
            className="font-display text-3xl font-bold text-slate-900 sm:text-4xl"
          >
            Travel Gear Shop
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            Tested kit for Himalayan passes, monsoon treks and island hops, shipped free across India.
          </p>
        </div>
        {cartButton}
      </div>
      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
          {categories.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={category === value}
              onClick={() => setCategory(value)}
              className={`rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-inset transition-colors ${
                category === value
                  ? "bg-brand-700 text-white ring-brand-700"
                  : "bg-white text-slate-700 ring-slate-300 hover:bg-brand-50 hover:text-brand-800"
              }`}
            >
              {value === "all" ? "All" : capitalise(value)}
            </button>
          ))}
        </div>
        <div className="sm:w-48">
          <SelectField
            label="Sort by"
            value={sort}
            onChange={(event) => isGearSort(event.target.value) && setSort(event.target.value)}
          >
            {gearSortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <p role="status" className="mt-4 text-sm text-slate-600">
        {shown.length === 1 ? "1 product" : `${shown.length} products`}
      </p>
      {shown.length === 0 ? (
        <p className="mt-6 rounded-xl bg-slate-50 p-8 text-center text-slate-600">
          No gear here yet. New products are on their way; please check back soon.
        </p>
      ) : (
        <ul
          aria-label="Products"
          className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          {shown.map((product, i) => (
            <li key={product.id} className="flex">
              <GearCard product={product} eager={i < 2} onAdd={onAdd} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

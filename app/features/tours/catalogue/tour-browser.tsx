import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { TourCard, type TourCardData } from "./tour-card";
import {
  categoryOptions,
  filterTours,
  tourFiltersFrom,
  tourFiltersQuery,
  type TourFilters,
} from "./tour-filters";

/**
 * The packages and destination pages' search box, category select and card grid
 * (docs/product.md §2). The filters live in the URL query so a search can be shared and the back
 * button undoes it; the list filters at once as the visitor types, and without JavaScript the form
 * submits as a GET.
 */
export function TourBrowser({ tours, label }: { tours: readonly TourCardData[]; label: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = tourFiltersFrom(searchParams);
  const [filters, setFilters] = useState<TourFilters>(fromUrl);
  const searchId = useId();
  const categoryId = useId();

  // back and forward move the URL: follow it
  const urlKey = tourFiltersQuery(fromUrl).toString();
  const firstUrlKey = useRef(urlKey);
  useEffect(() => {
    if (urlKey !== firstUrlKey.current) setFilters(tourFiltersFrom(new URLSearchParams(urlKey)));
  }, [urlKey]);

  const shown = useMemo(() => filterTours(tours, filters), [tours, filters]);

  const update = (next: TourFilters, replace: boolean) => {
    setFilters(next);
    setSearchParams(tourFiltersQuery(next), { replace, preventScrollReset: true });
  };

  return (
    <div>
      <Form
        method="get"
        role="search"
        aria-label={`Search ${label}`}
        className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="flex-1">
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
            Search packages
          </label>
          <input
            id={searchId}
            type="search"
            name="q"
            value={filters.q}
            maxLength={100}
            placeholder="Search destinations, packages..."
            // typing refines one search: a single history entry for it, not one per letter
            onChange={(event) => update({ ...filters, q: event.target.value }, fromUrl.q !== "")}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
        </div>
        <div className="sm:w-56">
          <label htmlFor={categoryId} className="block text-sm font-medium text-slate-800">
            Category
          </label>
          <select
            id={categoryId}
            name="category"
            value={filters.category}
            onChange={(event) =>
              update({ ...filters, category: event.target.value as TourFilters["category"] }, false)
            }
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          >
            {categoryOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("primary", "md")}>
          Search
        </button>
      </Form>

      <h2 className="sr-only">{label}</h2>
      <p role="status" className="mt-6 text-sm text-slate-600">
        {shown.length === 1 ? "1 package" : `${shown.length} packages`}
      </p>
      {shown.length === 0 ? (
        <div className="mt-4 rounded-2xl bg-slate-50 px-6 py-14 text-center">
          <h3 className="font-display text-xl font-bold text-slate-900">No packages found</h3>
          <p className="mt-2 text-slate-600">Try adjusting your search or filter criteria</p>
        </div>
      ) : (
        // cards below the screen are laid out only as they come near it (`.tour-card-item` in
        // app.css: content-visibility), so a phone never lays out the whole catalogue at once
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
          {shown.map((tour, i) => (
            <li key={tour.id} className="tour-card-item flex">
              <TourCard tour={tour} eager={i < 1} linkText="View Details" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The closing banner of the package lists (docs/product.md §2). */
export function CustomTripBanner() {
  return (
    <section
      aria-labelledby="custom-trip-heading"
      className="mx-auto mt-16 max-w-7xl rounded-3xl bg-brand-800 px-6 py-12 text-center text-white sm:px-12"
    >
      <h2 id="custom-trip-heading" className="font-display text-2xl font-bold sm:text-3xl">
        Can't Find What You're Looking For?
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-brand-50">Let us create a custom package just for you</p>
      <Link to="/contact" className={`mt-6 ${buttonClass("accent", "lg")}`}>
        Contact Us
      </Link>
    </section>
  );
}

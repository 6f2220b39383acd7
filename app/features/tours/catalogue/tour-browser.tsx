import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from "react";
import { Form, Link, useNavigate, useSearchParams, type NavigateFunction } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { TourCard, type TourCardData } from "./tour-card";
import {
  categoryOptions,
  filterTours,
  tourFiltersFrom,
  tourFiltersQuery,
  type TourFilters,
} from "./tour-filters";
import { useScriptMark } from "~/lib/script-mark";

/** Cards a list lays out at first, and then in each frame after it. */
const CARD_BATCH = 6;

/**
 * A reload (or a return from another site) far down a list: React Router's script puts the page
 * back at the stored position before the page hydrates, while the later cards are still hidden
 * and the page is short. When a position is stored for this entry of the history, every card
 * shows from the start (`data-all-cards` in app.css), so the visitor lands where they were.
 * Runs as the page is parsed, before that script; the key and storage are React Router's.
 */
const ALL_CARDS_WHEN_RESTORING =
  'try{var k=history.state&&history.state.key,y=k&&JSON.parse(sessionStorage.getItem("react-router-scroll-positions")||"{}")[k];if(y>0)document.documentElement.setAttribute("data-all-cards","")}catch(e){}';

/**
 * How many of the list's cards are laid out. Hydrating a page lays out the first CARD_BATCH; the
 * others are in the HTML but hidden while scripts run (`.tour-card-later` in app.css) and shown a
 * batch per frame, so a phone never lays out the whole catalogue in one long task (Lighthouse's
 * total blocking time on /packages, ADR 021). Without JavaScript every card shows at once. A list
 * mounted after hydration (a client navigation, the back button) shows every card at once, so
 * scroll restoration finds its place, and so does a reload (ALL_CARDS_WHEN_RESTORING); `showAll`
 * is for a filter change, which shows at once too.
 */
function useCardBatches(total: number) {
  const hydrated = useHydrated();
  const [laidOut, setLaidOut] = useState(() => (hydrated ? Infinity : CARD_BATCH));
  useEffect(() => {
    if (laidOut >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the next batch once a frame has laid out this one
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setLaidOut((count) => count + CARD_BATCH));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [laidOut, total]);
  return { laidOut, batching: laidOut !== Infinity, showAll: () => setLaidOut(Infinity) };
}

/**
 * The packages and destination pages' search box, category select and card grid
 * (docs/product.md §2). The filters live in the URL query so a search can be shared and the back
 * button undoes it; the list filters at once as the visitor types, and without JavaScript the form
 * submits as a GET.
 */
export function TourBrowser({ tours, label }: { tours: readonly TourCardData[]; label: string }) {
  const scriptMark = useScriptMark();
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = tourFiltersFrom(searchParams);
  const [filters, setFilters] = useState<TourFilters>(fromUrl);
  const searchId = useId();
  const categoryId = useId();

  // back and forward move the URL: follow it
  const urlKey = tourFiltersQuery(fromUrl).toString();
  const firstUrlKey = useRef(urlKey);
  useEffect(() => {
    if (urlKey !== firstUrlKey.current) showAll();
    setFilters(tourFiltersFrom(new URLSearchParams(urlKey)));
  }, [urlKey]);

  const shown = useMemo(() => filterTours(tours, filters), [tours, filters]);
  const { laidOut, batching, showAll } = useCardBatches(shown.length);
  const navigate = useNavigate();

  const update = (next: TourFilters, replace: boolean) => {
    showAll();
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
        <ul
          className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          aria-label={label}
          onClick={(event) => followPlainLink(event, navigate)}
        >
          {shown.map((tour, i) =>
            batching && i >= CARD_BATCH ? (
              <LaterCard key={tour.id} tour={tour} hidden={i >= laidOut} />
            ) : (
              <li key={tour.id} className="flex">
                <TourCard tour={tour} eager={i < 1} linkText="View Details" />
              </li>
            ),
          )}
        </ul>
      )}
      <script nonce={scriptMark} dangerouslySetInnerHTML={{ __html: ALL_CARDS_WHEN_RESTORING }} />
    </div>
  );
}

/**
 * A card after the first batch of a list being hydrated. The server renders it whole; the browser
 * hydrates it as an empty element with `dangerouslySetInnerHTML`, which Preact and React both
 * hydrate without walking or touching the server's card inside, and keeps that HTML (its link is
 * followed by `followPlainLink`). One mounted after hydration renders the card itself.
 */
function LaterCard({ tour, hidden }: { tour: TourCardData; hidden: boolean }) {
  const hydrated = useHydrated();
  const [keepsServerHtml] = useState(() => typeof document !== "undefined" && !hydrated);
  const className = hidden ? "tour-card-later flex" : "flex";
  if (keepsServerHtml)
    return <li className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
  return (
    <li className={className}>
      <TourCard tour={tour} linkText="View Details" />
    </li>
  );
}

/** A plain click on a card link that is still the server's HTML: navigate in the page, as <Link> does. */
function followPlainLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  const link = event.target instanceof Element ? event.target.closest("a") : null;
  const href = link?.getAttribute("href");
  if (!href || event.defaultPrevented || event.button !== 0 || link?.target) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  void navigate(href);
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

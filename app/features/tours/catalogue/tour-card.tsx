import { memo } from "react";
import { Link } from "react-router";
import { srcSetFor } from "~/lib/images";
import { formatRupees } from "~/lib/money";
import { savingOf } from "./tour-display";
import type { TourSummary } from "../tour-schema";

/** Inclusions a card lists before '+N more' (docs/product.md §9). */
const CARD_INCLUSIONS = 3;

/**
 * What a card shows of a package, and all the browser receives for it: the package lists hydrate
 * every card of the catalogue, so the inclusions a card does not list stay on the server.
 */
export type TourCardData = Omit<TourSummary, "inclusions"> & {
  /** the inclusions the card lists (none on the home page) */
  inclusions: string[];
  /** how many more the package includes: '+N more' */
  moreInclusions: number;
};

export function toTourCard({ inclusions, ...tour }: TourSummary, listed = CARD_INCLUSIONS): TourCardData {
  const shown = inclusions.slice(0, listed);
  return { ...tour, inclusions: shown, moreInclusions: shown.length ? inclusions.length - shown.length : 0 };
}

type TourCardProps = {
  tour: TourCardData;
  eager?: boolean;
  /** "Details" on the home page's featured grid, "View Details" on the package lists (docs/product.md §2) */
  linkText?: "Details" | "View Details";
};

/**
 * A package card. The lists render up to the whole catalogue at once, so the markup is kept
 * lean (the icons and ticks are drawn by CSS, app.css; each text is a single node), and a card
 * renders again only when its package does, not each time its list does.
 */
export const TourCard = memo(function TourCard({ tour, eager = false, linkText = "Details" }: TourCardProps) {
  const saving = savingOf(tour.price, tour.original_price);
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-lg">
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-200">
        {tour.image_url && (
          <img
            src={tour.image_url}
            srcSet={srcSetFor(tour.image_url)}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            alt=""
            width={960}
            height={640}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        )}
        {tour.featured && (
          <span className="tour-card-badge left-3 bg-accent-500 text-slate-900">Featured</span>
        )}
        {saving !== null && (
          <span className="tour-card-badge right-3 bg-red-700 text-white">{`Save ${formatRupees(saving)}`}</span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="font-display text-lg font-bold leading-snug text-slate-900">{tour.title}</h3>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-600">
          <span className="tour-card-icon tour-card-pin">{tour.destination}</span>
          <span className="tour-card-icon tour-card-clock">{tour.duration}</span>
        </p>
        <p className="mt-3 line-clamp-3 text-sm leading-6 text-slate-600">{tour.description}</p>
        {tour.inclusions.length > 0 && (
          <ul className="mt-3 space-y-1 text-sm text-slate-700" aria-label="Inclusions">
            {tour.inclusions.map((item) => (
              <li key={item} className="tour-card-tick line-clamp-1">
                {item}
              </li>
            ))}
            {tour.moreInclusions > 0 && (
              <li className="pl-5 font-medium text-brand-800">{`+${tour.moreInclusions} more`}</li>
            )}
          </ul>
        )}
        <div className="mt-auto flex items-end justify-between gap-3 pt-5">
          <p className="text-xs text-slate-600">
            From
            <span className="block text-xl font-bold text-brand-800">
              {formatRupees(tour.price)}
              {saving !== null && tour.original_price !== null && (
                <s className="ml-2 text-sm font-normal text-slate-600">
                  <span className="sr-only">was </span>
                  {formatRupees(tour.original_price)}
                </s>
              )}
            </span>
            per person
          </p>
          <Link
            to={`/packages/${tour.id}`}
            className="shrink-0 rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            aria-label={`${linkText}: ${tour.title}`}
          >
            {linkText}
          </Link>
        </div>
      </div>
    </article>
  );
});

/** A grey stand-in while packages load on a client navigation (docs/product.md §2: three of them). */
export function TourCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex w-full animate-pulse flex-col overflow-hidden rounded-2xl ring-1 ring-slate-200"
    >
      <div className="aspect-[3/2] bg-slate-200" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-3/4 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
        <div className="h-16 rounded bg-slate-100" />
        <div className="h-8 w-1/3 rounded bg-slate-200" />
      </div>
    </div>
  );
}

import { Link } from "react-router";
import { ClockIcon, MapPinIcon } from "~/components/ui/icons";
import { srcSetFor } from "~/lib/images";
import { formatRupees } from "~/lib/money";
import type { TourSummary } from "./tour-schema";

export function TourCard({ tour, eager = false }: { tour: TourSummary; eager?: boolean }) {
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
          <span className="absolute left-3 top-3 rounded-full bg-accent-500 px-3 py-1 text-xs font-semibold text-slate-900">
            Featured
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="font-display text-lg font-bold leading-snug text-slate-900">{tour.title}</h3>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <MapPinIcon className="h-3.5 w-3.5 text-brand-700" />
            {tour.destination}
          </span>
          <span className="inline-flex items-center gap-1">
            <ClockIcon className="h-3.5 w-3.5 text-brand-700" />
            {tour.duration}
          </span>
        </p>
        <p className="mt-3 line-clamp-3 text-sm leading-6 text-slate-600">{tour.description}</p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-5">
          <p>
            <span className="block text-xs text-slate-500">From</span>
            <span className="text-xl font-bold text-brand-800">{formatRupees(tour.price)}</span>
            {tour.original_price !== null && tour.original_price > tour.price && (
              <s className="ml-2 text-sm text-slate-400">{formatRupees(tour.original_price)}</s>
            )}
            <span className="block text-xs text-slate-500">per person</span>
          </p>
          <Link
            to={`/packages/${tour.id}`}
            className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            aria-label={`Details: ${tour.title}`}
          >
            Details
          </Link>
        </div>
      </div>
    </article>
  );
}

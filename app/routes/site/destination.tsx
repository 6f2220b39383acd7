import { data, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import { NotFoundContent } from "~/components/layout/not-found-content";
import { destinationBySlug } from "~/features/tours/destinations";
import { destinationCopy } from "~/features/tours/catalogue/destination-copy";
import { CustomTripBanner, TourBrowser } from "~/features/tours/catalogue/tour-browser";
import { toTourCard } from "~/features/tours/catalogue/tour-card";
import { listVisitorTours } from "~/features/tours/tour-service.server";
import { srcSetFor } from "~/lib/images";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { publicSiteOf } from "~/lib/public-site";
import type { Route } from "./+types/destination";

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const site = publicSiteOf(matches);
  if (!loaderData)
    return [{ title: `Page not found | ${site.agency.name}` }, { name: "robots", content: "noindex" }];
  const { destination, tagline } = loaderData;
  const path = `/destinations/${destination.slug}`;
  return pageMeta({
    title: `${destination.title} – Tour Packages`,
    description: `${tagline} Guided ${destination.name} tour packages with stays, transfers and expert guides, priced per person in rupees.`,
    path,
    siteUrl: site.siteUrl,
    agencyName: site.agency.name,
    image: loaderData.tours[0]?.image_url ?? null,
    jsonLd: [
      breadcrumbJsonLd(site.siteUrl, [
        ["Home", "/"],
        [destination.name, path],
      ]),
    ],
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const destination = destinationBySlug(params.slug);
  if (!destination) throw data(null, { status: 404 });
  // docs/product.md §10.2: each page lists its own destination's packages
  const tours = await listVisitorTours(context.db, { subcategory: destination.subcategory });
  return { destination, ...destinationCopy[destination.slug], tours: tours.map((tour) => toTourCard(tour)) };
}

export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function DestinationPage({ loaderData }: Route.ComponentProps) {
  const { destination, tagline, chips, tours } = loaderData;
  // the hero shows the destination's newest package's photo (uploads come in these widths)
  const hero = tours[0]?.image_url;
  return (
    <div className="pb-20">
      <header className="relative isolate overflow-hidden bg-slate-900 px-4 pb-16 pt-32 text-white sm:pb-24 sm:pt-40">
        {hero && (
          <img
            src={hero}
            srcSet={srcSetFor(hero)}
            sizes="100vw"
            alt=""
            width={1600}
            height={1067}
            fetchPriority="high"
            className="absolute inset-0 -z-10 h-full w-full object-cover"
          />
        )}
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/90 via-slate-900/60 to-slate-900/30" />
        <div className="mx-auto max-w-7xl">
          <h1 className="font-display text-4xl font-bold sm:text-6xl">{destination.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-100">{tagline}</p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Highlights">
            {chips.map((chip) => (
              <li
                key={chip}
                className="rounded-full bg-white/15 px-4 py-1.5 text-sm font-medium backdrop-blur"
              >
                {chip}
              </li>
            ))}
          </ul>
        </div>
      </header>
      {/* positioned like the hero above it, so the search card overlaps the hero instead of slipping under it */}
      <div className="relative mx-auto -mt-8 max-w-7xl px-4">
        <TourBrowser tours={tours} label={`${destination.name} packages`} />
      </div>
      <div className="px-4">
        <CustomTripBanner />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  throw error;
}

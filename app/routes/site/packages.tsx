import type { ShouldRevalidateFunctionArgs } from "react-router";
import { CustomTripBanner, TourBrowser } from "~/features/tours/catalogue/tour-browser";
import { toTourCard } from "~/features/tours/catalogue/tour-card";
import { listVisitorTours } from "~/features/tours/tour-service.server";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { publicSiteOf } from "~/lib/public-site";
import type { Route } from "./+types/packages";

export function meta({ matches }: Route.MetaArgs) {
  const site = publicSiteOf(matches);
  return pageMeta({
    title: "Tour Packages",
    description:
      "Every guided tour package we run: Leh Ladakh, Meghalaya, Tawang, Kerala, Spiti, Kashmir, Andaman, Manali and abroad. Search by destination, compare prices in rupees.",
    path: "/packages",
    siteUrl: site.siteUrl,
    agencyName: site.agency.name,
    jsonLd: [
      breadcrumbJsonLd(site.siteUrl, [
        ["Home", "/"],
        ["Packages", "/packages"],
      ]),
    ],
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return { tours: (await listVisitorTours(context.db)).map((tour) => toTourCard(tour)) };
}

/** Search and category only filter what is already here: no need to ask the server again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function Packages({ loaderData }: Route.ComponentProps) {
  return (
    <div className="pb-20">
      <header className="bg-gradient-to-br from-brand-900 to-brand-700 px-4 pb-14 pt-28 text-white sm:pt-32">
        <div className="mx-auto max-w-7xl">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-400">
            Explore India & beyond
          </p>
          <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">Tour Packages</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-50">
            Guided journeys with stays, transfers and permits handled. Prices are per person, in rupees.
          </p>
        </div>
      </header>
      <div className="mx-auto -mt-8 max-w-7xl px-4">
        <TourBrowser tours={loaderData.tours} label="Tour packages" />
      </div>
      <div className="px-4">
        <CustomTripBanner />
      </div>
    </div>
  );
}

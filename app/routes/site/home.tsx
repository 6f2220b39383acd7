import { Suspense, useState } from "react";
import { Await, Link } from "react-router";
import { LeadPopup } from "~/features/enquiries/lead-popup";
import { NewsletterSignup } from "~/features/enquiries/newsletter-signup";
import { CallToActionBand } from "~/features/marketing/call-to-action-band";
import { HomeHero, homeHeroPreloads } from "~/features/marketing/home-hero";
import { WhyChooseUs } from "~/features/marketing/why-choose-us";
import {
  TourCard,
  TourCardSkeleton,
  toTourCard,
  type TourCardData,
} from "~/features/tours/catalogue/tour-card";
import { listVisitorFeaturedTours } from "~/features/tours/tour-service.server";
import { publicSiteOf, usePublicSite } from "~/lib/public-site";
import { absoluteUrl, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

const SKELETON_CARDS = 3;

export const links: Route.LinksFunction = () => homeHeroPreloads();

export function meta({ matches }: Route.MetaArgs) {
  const site = publicSiteOf(matches);
  const { agency, siteUrl } = site;
  return pageMeta({
    title: `${agency.name} – Guided tours to Ladakh, Meghalaya, Kerala, Kashmir & more`,
    description:
      "Book guided tour packages to Leh Ladakh, Meghalaya, Tawang, Kerala, Spiti, Kashmir, Andaman and Manali. Honest prices in rupees, expert guides, 24/7 support.",
    path: "/",
    siteUrl,
    agencyName: agency.name,
    image: "/images/hero-1-1280.webp",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "TravelAgency",
        name: agency.name,
        url: absoluteUrl(siteUrl, "/"),
        logo: absoluteUrl(siteUrl, "/icon-192.png"),
        image: absoluteUrl(siteUrl, "/images/hero-1-1280.webp"),
        telephone: agency.phone,
        email: agency.email,
        address: agency.postalAddress,
        openingHours: "Mo-Sa 09:00-19:00",
        currenciesAccepted: "INR",
        areaServed: "India",
      },
    ],
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  // the featured cards list no inclusions (docs/product.md §2)
  return { featured: (await listVisitorFeaturedTours(context.db)).map((tour) => toTourCard(tour, 0)) };
}

/** On a client navigation the page shows at once, with skeleton cards until the packages arrive. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { featured: serverLoader().then((data) => data.featured) };
}

function FeaturedGrid({ tours }: { tours: TourCardData[] }) {
  if (tours.length === 0) {
    return (
      <p className="mt-10 rounded-xl bg-slate-50 p-8 text-center text-slate-600">
        No packages found. New journeys are being added; please check back soon.
      </p>
    );
  }
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Featured packages">
      {tours.map((tour) => (
        <li key={tour.id} className="flex">
          {/* below the hero on every screen: fetched as they come near, after the hero's picture */}
          <TourCard tour={tour} />
        </li>
      ))}
    </ul>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const site = usePublicSite();
  // the carousel stands still while the popup covers it
  const [popupOpen, setPopupOpen] = useState(false);
  return (
    <>
      <HomeHero
        heading={`${site?.agency.name ?? "Safarnama Travels"}: guided tour packages across India`}
        held={popupOpen}
      />
      <WhyChooseUs />
      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">
              Handpicked journeys
            </p>
            <h2
              id="featured-heading"
              className="mt-2 font-display text-3xl font-bold text-slate-900 sm:text-4xl"
            >
              Featured Packages
            </h2>
          </div>
          <Link to="/packages" className="font-semibold text-brand-700 hover:text-brand-900">
            View All Packages <span aria-hidden="true">→</span>
          </Link>
        </div>
        <Suspense
          fallback={
            <div role="status" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              <span className="sr-only">Loading packages…</span>
              {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                <TourCardSkeleton key={i} />
              ))}
            </div>
          }
        >
          <Await resolve={loaderData.featured} errorElement={<FeaturedGrid tours={[]} />}>
            {(tours) => <FeaturedGrid tours={tours} />}
          </Await>
        </Suspense>
      </section>
      <CallToActionBand phone={site?.agency.phone ?? ""} />
      <NewsletterSignup source="newsletter" />
      <LeadPopup onOpenChange={setPopupOpen} />
    </>
  );
}

import { Link } from "react-router";
import { LeadPopup } from "~/features/enquiries/lead-popup";
import { NewsletterSignup } from "~/features/enquiries/newsletter-signup";
import { HomeHero } from "~/features/marketing/home-hero";
import { TourCard } from "~/features/tours/tour-card";
import { toTourSummary } from "~/features/tours/tour-schema";
import { listFeaturedTours } from "~/features/tours/tour-service.server";
import type { Route } from "./+types/home";

export function meta({ data }: Route.MetaArgs) {
  const name = data?.agencyName ?? "Safarnama Travels";
  return [
    { title: `${name} – Guided tours to Ladakh, Meghalaya, Kerala, Kashmir & more` },
    {
      name: "description",
      content:
        "Book guided tour packages to Leh Ladakh, Meghalaya, Tawang, Kerala, Spiti, Kashmir, Andaman and Manali. Honest prices in rupees, expert guides, 24/7 support.",
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const featured = (await listFeaturedTours(context.db)).map(toTourSummary);
  return { featured, agencyName: context.config.AGENCY_NAME };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured } = loaderData;
  return (
    <>
      <HomeHero />
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
            View All Packages →
          </Link>
        </div>
        {featured.length === 0 ? (
          <p className="mt-10 rounded-xl bg-slate-50 p-8 text-center text-slate-600">
            No packages found. New journeys are being added; please check back soon.
          </p>
        ) : (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Featured packages">
            {featured.map((tour, i) => (
              <li key={tour.id} className="flex">
                <TourCard tour={tour} eager={i < 2} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <NewsletterSignup source="newsletter" />
      <LeadPopup />
    </>
  );
}

import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ClockIcon, MapPinIcon } from "~/components/ui/icons";
import { dealSavings, seasonalCards, seasonPromise } from "~/features/content/offers-content";
import { OfferCardList } from "~/features/pricing/offer-card-list";
import { listOfferCards } from "~/features/pricing/pricing-service.server";
import { PageHero } from "~/features/content/page-hero";
import { sitePageMeta } from "~/features/content/site-meta";
import { NewsletterSignup } from "~/features/enquiries/newsletter-signup";
import { listVisitorFeaturedTours, listVisitorTours } from "~/features/tours/tour-service.server";
import { srcSetFor } from "~/lib/images";
import { formatRupees } from "~/lib/money";
import type { Route } from "./+types/offers";

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageMeta(matches, {
    title: "Offers & Deals",
    description:
      "The discounts running now with their terms and end dates, seasonal specials, and deals on featured tours.",
    path: "/offers",
    crumb: "Offers",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const deals = (await listVisitorFeaturedTours(context.db)).map((tour) => ({
    id: tour.id,
    title: tour.title,
    destination: tour.destination,
    duration: tour.duration,
    image_url: tour.image_url,
    price: tour.price,
    original_price: tour.original_price,
    savings: dealSavings(tour.price, tour.original_price),
  }));
  // the rules in force, with their real terms and end dates (issue 25)
  const offers = await listOfferCards(context.db);
  // each season promises only what its packages give (issue 24: no "40% off" over 20% deals)
  const tours = await listVisitorTours(context.db);
  const seasons = seasonalCards.map(({ title, text, destinations }) => ({
    title,
    text,
    discount: seasonPromise(destinations, tours),
  }));
  return { deals, offers, seasons };
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  const { deals, offers, seasons } = loaderData;
  return (
    <>
      <PageHero eyebrow="Offers" title="Special Offers & Deals">
        <p>Save on your next journey with our seasonal specials and exclusive discounts.</p>
      </PageHero>

      <section aria-labelledby="offers-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="offers-heading" className="text-center font-display text-3xl font-bold text-slate-900">
          Exclusive Offers
        </h2>
        <OfferCardList cards={offers} />
      </section>

      <section aria-labelledby="seasonal-heading" className="bg-brand-50 px-4 py-16">
        <h2 id="seasonal-heading" className="text-center font-display text-3xl font-bold text-slate-900">
          Seasonal Specials
        </h2>
        <ul className="mx-auto mt-10 grid max-w-6xl gap-6 md:grid-cols-3">
          {seasons.map((season) => (
            <li key={season.title}>
              <Link
                to="/packages"
                className="block h-full rounded-2xl bg-gradient-to-br from-brand-800 to-brand-900 p-6 text-white shadow-sm transition hover:shadow-lg"
              >
                <h3 className="font-display text-2xl font-bold">{season.title}</h3>
                <p className="mt-1 text-lg font-semibold text-accent-400">{season.discount}</p>
                <p className="mt-3 text-brand-100">{season.text}</p>
                <span className="mt-5 inline-block font-semibold underline">
                  Explore packages<span className="sr-only"> for {season.title}</span> →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="deals-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="deals-heading" className="text-center font-display text-3xl font-bold text-slate-900">
          Featured Deals
        </h2>
        {deals.length === 0 ? (
          <div className="mx-auto mt-10 max-w-lg rounded-2xl bg-slate-50 p-8 text-center">
            <p className="text-slate-700">No featured deals right now. New offers are added often.</p>
            <Link to="/packages" className={`${buttonClass("primary", "md")} mt-5`}>
              View All Packages
            </Link>
          </div>
        ) : (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {deals.map((deal) => (
              <li key={deal.id} className="flex">
                <article className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
                  <div className="relative aspect-[3/2] bg-slate-200">
                    {deal.image_url && (
                      <img
                        src={deal.image_url}
                        srcSet={srcSetFor(deal.image_url)}
                        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                        alt=""
                        width={960}
                        height={640}
                        loading="lazy"
                        decoding="async"
                        className="h-full w-full object-cover"
                      />
                    )}
                    {deal.savings && (
                      <span className="absolute left-3 top-3 rounded-full bg-red-700 px-3 py-1 text-xs font-bold text-white">
                        {deal.savings.percent}% OFF
                      </span>
                    )}
                  </div>
                  <div className="flex flex-1 flex-col p-5">
                    <h3 className="font-display text-lg font-bold text-slate-900">{deal.title}</h3>
                    <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-600">
                      <span className="inline-flex items-center gap-1">
                        <MapPinIcon className="h-3.5 w-3.5 text-brand-700" />
                        {deal.destination}
                      </span>
                      <span className="inline-flex items-center gap-1">
                        <ClockIcon className="h-3.5 w-3.5 text-brand-700" />
                        {deal.duration}
                      </span>
                    </p>
                    <p className="mt-4">
                      <span className="text-2xl font-bold text-brand-800">{formatRupees(deal.price)}</span>
                      {deal.savings && deal.original_price !== null && (
                        <s className="ml-2 text-sm text-slate-600">
                          <span className="sr-only">was </span>
                          {formatRupees(deal.original_price)}
                        </s>
                      )}
                      <span className="block text-xs text-slate-600">per person</span>
                    </p>
                    {deal.savings && (
                      <p className="mt-2 text-sm font-semibold text-green-800">
                        You save {formatRupees(deal.savings.amount)} ({deal.savings.percent}% off)
                      </p>
                    )}
                    <Link
                      to={`/packages/${deal.id}`}
                      className={`${buttonClass("primary", "md")} mt-5 self-start`}
                      aria-label={`View deal: ${deal.title}`}
                    >
                      View Deal
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>

      <NewsletterSignup source="offers_page Subscription" />
    </>
  );
}

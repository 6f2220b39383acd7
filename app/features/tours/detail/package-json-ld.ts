import { absoluteUrl } from "~/lib/seo";
import type { PublicConfig } from "~/lib/site-config";
import type { PackagePrices, PricingInForce } from "~/features/pricing/price-booking";
import type { Review } from "~/features/reviews/review-schema";
import type { Tour } from "../tour-schema";
import { departureOfferPrice, packageOfferPrice, ruleOfferPrice } from "./package-offer-prices";

type PackageOffers = {
  /** the package's prices and the rules in force, as the page's price card totals them */
  prices: PackagePrices;
  pricing: PricingInForce;
  /** one Offer per fixed departure, from the package's URL and each departure's price to pay */
  departures?: (
    url: string,
    priceOf: (departure: { date: string; price: number | null }) => number,
  ) => object[];
  /** the offers in force that may apply (issue 25): each an Offer at its own price, valid until its end date */
  ruleOffers?: readonly { id: string; title: string; text: string; validUntil: string | null }[];
};

/**
 * schema.org structured data for a package page (issue 38): a TouristTrip with its offers at the
 * prices the visitor would pay (the pricing engine's, package-offer-prices.ts) and, when the
 * package has reviews, a Product for the same package carrying their rating: TouristTrip takes no
 * `aggregateRating`, Product does.
 */
export function packageJsonLd(
  tour: Tour,
  reviews: Pick<Review, "rating">[],
  site: PublicConfig,
  { prices, pricing, departures = () => [], ruleOffers = [] }: PackageOffers,
): object[] {
  const url = absoluteUrl(site.siteUrl, `/packages/${tour.id}`);
  const image = [tour.image_url, ...tour.gallery_images]
    .filter(Boolean)
    .map((path) => absoluteUrl(site.siteUrl, path));
  const offer = {
    "@type": "Offer",
    price: packageOfferPrice(prices, pricing),
    priceCurrency: "INR",
    availability: "https://schema.org/InStock",
    url,
    description: "Per person, triple sharing",
  };
  const departureList = departures(url, (departure) => departureOfferPrice(prices, pricing, departure));
  const offers: object[] = departureList.length > 0 ? departureList : [offer];
  for (const card of ruleOffers) {
    const rule = pricing.rules.find((candidate) => candidate.id === card.id);
    const price = rule ? ruleOfferPrice(prices, pricing, rule) : null;
    if (price === null) continue;
    offers.push({
      "@type": "Offer",
      name: card.title,
      description: `Per person. ${card.text}`,
      price,
      priceCurrency: "INR",
      url,
      ...(card.validUntil ? { priceValidUntil: card.validUntil } : {}),
    });
  }
  const trip: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "TouristTrip",
    "@id": `${url}#trip`,
    name: tour.title,
    description: tour.description,
    url,
    image,
    touristType: tour.category === "domestic" ? "Domestic travellers" : "International travellers",
    provider: { "@type": "TravelAgency", name: site.agency.name, url: absoluteUrl(site.siteUrl, "/") },
    offers: offers.length === 1 ? offers[0] : offers,
  };
  if (tour.itenory.length > 0) {
    trip.itinerary = {
      "@type": "ItemList",
      numberOfItems: tour.itenory.length,
      itemListElement: tour.itenory.map((day, i) => ({
        "@type": "ListItem",
        position: i + 1,
        item: { "@type": "TouristAttraction", name: `Day ${i + 1}`, description: day },
      })),
    };
  }
  if (reviews.length === 0) return [trip];
  const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  const product = {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: tour.title,
    description: tour.description,
    url,
    image,
    brand: { "@type": "Brand", name: site.agency.name },
    offers: offer,
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: Math.round(average * 10) / 10,
      reviewCount: reviews.length,
      bestRating: 5,
      worstRating: 1,
    },
  };
  return [trip, product];
}

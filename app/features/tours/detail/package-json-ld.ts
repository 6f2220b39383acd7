import { absoluteUrl } from "~/lib/seo";
import type { PublicConfig } from "~/lib/site-config";
import type { Review } from "~/features/reviews/review-schema";
import type { Tour } from "../tour-schema";

/**
 * schema.org TouristTrip for a package page, with its offer (and one per fixed departure, built by
 * `departureOffers` from the package's URL) and, when reviewed, its rating.
 */
export function packageJsonLd(
  tour: Tour,
  reviews: Pick<Review, "rating">[],
  site: PublicConfig,
  departureOffers: (url: string) => object[] = () => [],
  /** the pricing rules in force that may apply (issue 25): each an Offer valid until its end date */
  ruleOffers: readonly { title: string; text: string; validUntil: string | null }[] = [],
): object {
  const url = absoluteUrl(site.siteUrl, `/packages/${tour.id}`);
  const offer = {
    "@type": "Offer",
    price: tour.price,
    priceCurrency: "INR",
    availability: "https://schema.org/InStock",
    url,
    description: "Per person, triple sharing",
  };
  const departures = departureOffers(url);
  const trip: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "TouristTrip",
    name: tour.title,
    description: tour.description,
    url,
    image: [tour.image_url, ...tour.gallery_images]
      .filter(Boolean)
      .map((image) => absoluteUrl(site.siteUrl, image)),
    touristType: tour.category === "domestic" ? "Domestic travellers" : "International travellers",
    provider: { "@type": "TravelAgency", name: site.agency.name, url: absoluteUrl(site.siteUrl, "/") },
    offers: departures.length > 0 ? departures : offer,
  };
  if (ruleOffers.length > 0) {
    trip.offers = [
      ...(departures.length > 0 ? departures : [offer]),
      ...ruleOffers.map((rule) => ({
        "@type": "Offer",
        name: rule.title,
        description: rule.text,
        price: tour.price,
        priceCurrency: "INR",
        url,
        ...(rule.validUntil ? { priceValidUntil: rule.validUntil } : {}),
      })),
    ];
  }
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
  if (reviews.length > 0) {
    const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
    trip.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: Math.round(average * 10) / 10,
      reviewCount: reviews.length,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return trip;
}

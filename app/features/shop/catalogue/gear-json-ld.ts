import { absoluteUrl } from "~/lib/seo";
import type { GearProduct } from "../shop-schema";

/** The shop's own URLs: one page, three views (docs/product.md §2), each shareable. */
export const SHOP_PATH = "/travel-gear-store";
export const productPath = (slug: string) => `${SHOP_PATH}?product=${encodeURIComponent(slug)}`;
export const CHECKOUT_PATH = `${SHOP_PATH}?view=checkout`;

/** schema.org Product for a gear detail view: price, rating and stock as search engines read them. */
export function productJsonLd(product: GearProduct, site: { siteUrl: string; agencyName: string }): object {
  const url = absoluteUrl(site.siteUrl, productPath(product.slug));
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    image: absoluteUrl(site.siteUrl, product.image),
    sku: product.slug,
    category: product.category,
    url,
    brand: { "@type": "Brand", name: site.agencyName },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: product.rating,
      reviewCount: product.reviews,
      bestRating: 5,
      worstRating: 1,
    },
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "INR",
      price: (product.price_paise / 100).toFixed(2),
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: site.agencyName },
    },
  };
}

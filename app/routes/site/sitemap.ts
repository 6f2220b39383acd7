import { sitemapXml, staticSitePaths } from "~/features/content/sitemap";
import { destinations } from "~/features/tours/destinations";
import { listTours } from "~/features/tours/tour-service.server";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml: every public page, each destination and each package offered to visitors. */
export async function loader({ context }: Route.LoaderArgs) {
  const tours = (await listTours(context.db)).filter((tour) => tour.available);
  const xml = sitemapXml(context.config.SITE_URL, [
    ...staticSitePaths.map((path) => ({ path })),
    ...destinations.map((destination) => ({ path: `/destinations/${destination.slug}` })),
    ...tours.map((tour) => ({ path: `/packages/${tour.id}`, lastModified: tour.updatedAt })),
  ]);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

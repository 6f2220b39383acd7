import { staticSitePaths } from "../../app/features/content/sitemap";

/**
 * One page of each public template, for the checks that go through them all (hydration in the
 * browser, the JavaScript budget): every page the sitemap lists, one package (by its id) and one
 * destination, the pages crawlers are not sent to, and a 404.
 */
export function publicPagePaths(tourId: string): string[] {
  return [
    ...staticSitePaths,
    `/packages/${tourId}`,
    "/destinations/kerala",
    "/newsletter",
    "/booking",
    "/no-such-page",
  ];
}

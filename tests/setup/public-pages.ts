/**
 * One page of each public template, for the checks that go through them all (hydration in the
 * browser, the JavaScript budget): a package page needs a package's id. Ends with a 404.
 */
export function publicPagePaths(tourId: string): string[] {
  return [
    "/",
    "/packages",
    `/packages/${tourId}`,
    "/destinations/kerala",
    "/offers",
    "/about",
    "/contact",
    "/faq",
    "/term-condition",
    "/privacy-policy",
    "/plan-trip",
    "/newsletter",
    "/travel-gear-store",
    "/booking",
    "/no-such-page",
  ];
}

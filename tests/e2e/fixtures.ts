import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/**
 * Waits until the page has hydrated (`<html data-hydrated>`, set by lib/preact-dom-client.ts), or
 * for a page that runs no module script, not at all. Gives up quietly after a while: a test of a
 * page that never hydrates (scripts blocked on purpose) goes on and asserts what it means to.
 */
async function waitForHydrated(page: Page) {
  await page
    .waitForFunction(
      () =>
        document.documentElement.hasAttribute("data-hydrated") ||
        !document.querySelector('script[type="module"], script#page-modules'),
      null,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

/**
 * The tests' `page`: `goto` returns once the page is interactive, as a visitor's first tap
 * expects, not at the `load` event, after which hydration only starts (ADR 045): a click on a
 * button React has not yet taken over would be lost, and a test racing it flaky.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && options?.waitUntil !== "commit") await waitForHydrated(page);
      return response;
    };
    await use(page);
  },
});

import { expect, test, type Page } from "./fixtures";
import { skipLeadPopup } from "./lead-helpers";
import { expectNoAxeViolations } from "./site-helpers";

// axe on a busy machine can take a while
test.describe.configure({ timeout: 90_000 });

test("my public routes answer 200 with server-rendered content; unknown ones 404", async ({ request }) => {
  const pages: [string, RegExp][] = [
    ["/", /Featured Packages/],
    ["/packages", /Tour Packages/],
    ["/destinations/kerala", /Kerala - God&#x27;s Own Country|Kerala - God's Own Country/],
  ];
  for (const [path, text] of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(text);
    expect(html, path).toMatch(/<link rel="canonical"/);
    expect(html, path).toMatch(/application\/ld\+json/);
  }
  for (const path of ["/no-such-page", "/destinations/atlantis", "/packages/not-a-uuid"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("the 404 page links back into the site and passes axe", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse packages" })).toHaveAttribute("href", "/packages");
  await expectNoAxeViolations(page);
});

/** Records, as it happens, whether the splash was ever shown on each load (no timing races). */
async function watchSplash(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { splashSeen: boolean };
    w.splashSeen = false;
    new MutationObserver(() => {
      const splash = document.getElementById("splash");
      if (splash && !splash.hidden) w.splashSeen = true;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { splashSeen: boolean }).splashSeen);
}

test("the splash shows once per browser session on a home landing, over a page already rendered", async ({
  page,
}) => {
  const seen = await watchSplash(page);
  await page.goto("/");
  expect(await seen()).toBe(true);
  const splash = page.locator("#splash");
  await expect(splash).toContainText("Crafting Unforgettable Adventures");
  await expect(splash.locator(".splash-bar")).toHaveCount(1);
  // the page is there beneath it, and usable
  await expect(page.getByRole("heading", { name: "Featured Packages" })).toBeVisible();
  await expect(splash).toBeHidden({ timeout: 5000 });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Featured Packages" })).toBeVisible();
  expect(await seen()).toBe(false);
  await expect(splash).toBeHidden();
});

test("a visitor landing on a deep link sees the page at once, and no splash later that session", async ({
  page,
}) => {
  const seen = await watchSplash(page);
  await page.goto("/packages");
  await expect(page.getByRole("heading", { level: 1, name: "Tour Packages" })).toBeVisible();
  expect(await seen()).toBe(false);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Featured Packages" })).toBeVisible();
  expect(await seen()).toBe(false);
});

test("the splash is skipped for visitors who ask for reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await expect(page.locator("#splash")).toBeHidden();
});

test("the navigation turns opaque after scrolling and marks the active route", async ({ page }) => {
  await page.goto("/packages");
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-opaque", "false");
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveAttribute("data-opaque", "true");
  await page.goto("/");
  await page.goto("/contact");
  // the page starts at the top after a path change
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("desktop: the Destinations dropdown works with the keyboard", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "phone", "the dropdown is the desktop navigation");
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  const toggle = nav.getByRole("button", { name: "Destinations" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const links = nav.locator("#destinations-menu").getByRole("link");
  await expect(links).toHaveCount(8);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(links.first()).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/destinations\/meghalaya$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meghalaya - The Abode of Clouds");
  await toggle.click();
  await expect(nav.getByRole("link", { name: "Meghalaya" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: /Call us on/ })).toHaveAttribute("href", /^tel:\+?\d+$/);
});

test("phone: the menu opens with collapsible sections", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the menu button is the phone navigation");
  // on a slow machine the home popup (5 s after load) would open over the menu mid-test
  await skipLeadPopup(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.locator("#mobile-menu");
  const destinations = menu.getByRole("button", { name: "Destinations" });
  await expect(destinations).toHaveAttribute("aria-expanded", "false");
  await destinations.click();
  await expect(menu.getByRole("link", { name: "Kashmir" })).toBeVisible();
  await expectNoAxeViolations(page);
  await menu.getByRole("link", { name: "Kashmir" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kashmir - Paradise on Earth");
  await expect(menu).toBeHidden();
});

test("the footer carries its groups of links", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const name of [
    "Packages",
    "Offers",
    "About Us",
    "Contact",
    "Spiti Valley",
    "Kerala",
    "Leh Ladakh",
    "Kashmir",
  ]) {
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer).not.toContainText("Spiti-valley");
});

import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./site-helpers";

// axe on a busy machine can take a while
test.describe.configure({ timeout: 90_000 });

test("home: why choose us, view all, the call-to-action band and TravelAgency data", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain('"@type":"TravelAgency"');

  await page.goto("/");
  const why = page.getByRole("region", { name: "Why Choose Us" });
  for (const feature of ["Safe & Secure", "Expert Guides", "24/7 Support", "Memorable Experiences"]) {
    await expect(why.getByRole("heading", { name: feature })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "View All Packages" })).toHaveAttribute("href", "/packages");
  await expect(page.getByRole("link", { name: "Plan My Trip" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", /^tel:/);
  await expectNoAxeViolations(page);
});

test("home: the hero can be paused and driven by the keyboard", async ({ page }) => {
  await page.goto("/");
  const dots = page.getByRole("button", { name: /Show slide/ });
  await page.getByRole("button", { name: "Pause slideshow" }).click();
  await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  await dots.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
});

test("home: the hero does not move by itself under reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
});

test("home: three skeleton cards while the packages load on a client navigation", async ({ page }) => {
  await page.goto("/packages");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_root\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Safarnama Travels", exact: true })
    .click();
  const loading = page.getByRole("status").filter({ hasText: "Loading packages" });
  await expect(loading).toBeVisible();
  await expect(loading.locator(":scope > div")).toHaveCount(3);
  release();
  await expect(page.getByRole("list", { name: "Featured packages" }).getByRole("listitem")).toHaveCount(6);
});

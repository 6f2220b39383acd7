import { expect, test } from "./fixtures";

test("the home page shows six featured packages rendered on the server", async ({ page, request }) => {
  // the server's own HTML already holds the cards, before any JavaScript runs
  const html = await (await request.get("/")).text();
  expect(html.match(/<article/g)?.length).toBe(6);
  // the cards' data only: no itineraries or packing lists ride along in the hydration data
  expect(html).not.toMatch(/itenory|think_to_pack|gallery_images/);

  await page.goto("/");
  const featured = page.getByRole("list", { name: "Featured packages" });
  await expect(featured.getByRole("listitem")).toHaveCount(6);
  await expect(featured.getByRole("link", { name: /^Details/ })).toHaveCount(6);
  await expect(featured.getByText(/₹\d{1,3}(,\d{2})*,\d{3}/).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the hero carousel has three slides with dot controls", async ({ page }) => {
  await page.goto("/");
  const dots = page.getByRole("button", { name: /Show slide/ });
  await expect(dots).toHaveCount(3);
  await dots.nth(2).click();
  await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("link", { name: "Customize Your Trip" }).first()).toHaveAttribute(
    "href",
    "/contact",
  );
});

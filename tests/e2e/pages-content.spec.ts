import { expect, test } from "./fixtures";
import { expectNoAxeViolations, waitForHydration } from "./lead-helpers";

/** The server's JSON-LD object of one schema.org type. */
function jsonLdOf(html: string, type: string): unknown {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
  const found = scripts.map((m) => JSON.parse(m[1]!) as { "@type": string }).find((d) => d["@type"] === type);
  expect(found, `JSON-LD ${type}`).toBeDefined();
  return found;
}

const pages = [
  { path: "/offers", h1: "Special Offers & Deals", crumb: "Offers" },
  { path: "/about", h1: "Journeys planned by people who have been there", crumb: "About" },
  { path: "/contact", h1: "Get in Touch", crumb: "Contact" },
  { path: "/faq", h1: "Frequently Asked Questions", crumb: "FAQ" },
  { path: "/term-condition", h1: "Terms & Conditions", crumb: "Terms & Conditions" },
  { path: "/privacy-policy", h1: "Payment Privacy Policy", crumb: "Payment Privacy Policy" },
  { path: "/plan-trip", h1: "Plan Your Dream Vacation", crumb: "Plan Your Trip" },
  { path: "/newsletter", h1: "Subscribe for travel deals & new journeys", crumb: "Newsletter" },
];

for (const { path, h1, crumb } of pages) {
  test(`${path} is rendered on the server with its own title, canonical link and breadcrumb, and passes axe`, async ({
    page,
    request,
    baseURL,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(h1.replace("&", "&amp;"));
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    const breadcrumb = jsonLdOf(html, "BreadcrumbList") as {
      itemListElement: { name: string; item: string }[];
    };
    expect(breadcrumb.itemListElement.map((item) => [item.name, item.item])).toEqual([
      ["Home", `${baseURL}/`],
      [crumb, `${baseURL}${path}`],
    ]);

    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("offers: the rules in force (pricing.spec.ts adds some), three seasons to /packages, six featured deals with savings", async ({
  page,
}) => {
  await page.goto("/offers");
  // the offer cards come from the pricing rules in force (issue 25): never a date that has passed
  const offers = page.getByRole("region", { name: "Exclusive Offers" });
  await expect(offers).toBeVisible();
  await expect(offers).not.toContainText("2025");
  // a fresh install's demo offers (db/seed-data/pricing.ts): never an empty page
  await expect(offers.getByRole("listitem").filter({ hasText: "Group Discount" })).toContainText(
    "For 6 or more travellers on one booking.",
  );
  await expect(offers.getByRole("listitem").filter({ hasText: "Early Bird Offer" })).toContainText(
    "Book at least 120 days before you travel.",
  );

  const seasons = page.getByRole("region", { name: "Seasonal Specials" }).getByRole("link");
  await expect(seasons).toHaveCount(3);
  for (const [i, text] of ["Summer Special", "Monsoon Magic", "Winter Wonderland"].entries()) {
    await expect(seasons.nth(i)).toContainText(text);
    await expect(seasons.nth(i)).toHaveAttribute("href", "/packages");
  }
  // a season promises what its packages give, no more: summer's best saving among its destinations
  const tours = (await (await page.request.get("/api/tours")).json()) as {
    destination: string;
    price: number;
    original_price: number | null;
  }[];
  const summerBest = Math.max(
    ...tours
      .filter((t) => /Ladakh|Spiti|Manali|Kashmir/.test(t.destination) && t.original_price)
      .map((t) => Math.round(((t.original_price! - t.price) / t.original_price!) * 100)),
  );
  await expect(seasons.nth(0)).toContainText(`Up to ${summerBest}% off`);

  const deals = page.getByRole("region", { name: "Featured Deals" }).getByRole("article");
  await expect(deals).toHaveCount(6);
  await expect(deals.first()).toContainText(/You save ₹[\d,]+ \(\d+% off\)/);
  await expect(deals.first().getByRole("link", { name: /^View deal:/ })).toHaveAttribute(
    "href",
    /^\/packages\/[\w-]+$/,
  );
});

test("FAQ: five entries, also as FAQPage structured data", async ({ page, request }) => {
  const html = await (await request.get("/faq")).text();
  const match =
    /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"FAQPage".*?)<\/script>/.exec(
      html,
    );
  expect(match).not.toBeNull();
  expect(JSON.parse(match![1]!).mainEntity).toHaveLength(5);

  await page.goto("/faq");
  const questions = page.getByRole("main").locator("summary");
  await expect(questions).toHaveCount(5);
  await questions.nth(2).click();
  await expect(page.getByText("no refund is possible within 7 days of departure")).toBeVisible();
});

test("legal pages carry the payment policy's figures", async ({ page }) => {
  await page.goto("/privacy-policy");
  const main = page.getByRole("main");
  await expect(main).toContainText("50% of the package price is due 15 days before departure.");
  await expect(main).toContainText("The remaining 50% is due 7 days before departure.");
  await expect(main).toContainText("The deposit is non-refundable.");
  await expect(main).toContainText("Cancellation within 7 days of departure: no refund.");
  await expect(main).toContainText("modification charges of 50% of the deposit");
  await expect(main).toContainText("modification charges of 100% of the deposit");
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Payment Privacy Policy" }),
  ).toHaveAttribute("href", "/privacy-policy");

  await page.goto("/term-condition");
  await expect(page.getByRole("main")).toContainText(
    "Bookings made within 7 days of departure must be paid in full",
  );
});

test("about: the stats, four values, a three-person team", async ({ page }) => {
  await page.goto("/about");
  // what the site sells: its eight destination pages (and a few trips abroad), not the first brief's '100+'
  for (const stat of ["1000+", "8", "1.5+", "24/7"])
    await expect(page.getByText(stat, { exact: true })).toBeVisible();
  await expect(page.getByText("Destinations in India, and trips abroad")).toBeVisible();
  await expect(page.getByText("100+", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Our Values" }).getByRole("listitem")).toHaveCount(4);
  await expect(page.getByRole("region", { name: "Meet the Team" }).getByRole("listitem")).toHaveCount(3);
  for (const heading of ["Our Story", "Our Mission", "Our Vision", "Why Choose Us"]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
});

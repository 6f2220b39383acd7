import { expect, test } from "./fixtures";

const destinationSlugs = [
  "spiti-valley",
  "kerala",
  "leh-ladakh",
  "meghalaya",
  "tawang",
  "kashmir",
  "andaman",
  "manali",
];

test("sitemap.xml lists every public page, each destination and each available package", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  for (const path of [
    "/",
    "/packages",
    "/offers",
    "/about",
    "/contact",
    "/faq",
    "/term-condition",
    "/privacy-policy",
  ]) {
    expect(locs).toContain(`${baseURL}${path}`);
  }
  for (const slug of destinationSlugs) expect(locs).toContain(`${baseURL}/destinations/${slug}`);

  const tours = (await (await request.get("/api/tours")).json()) as { id: string; available: boolean }[];
  const offered = tours.filter((tour) => tour.available);
  expect(offered.length).toBeGreaterThan(0);
  for (const tour of offered) expect(locs).toContain(`${baseURL}/packages/${tour.id}`);
  expect(locs.filter((loc) => loc?.includes("/packages/"))).toHaveLength(offered.length);
  expect(locs.some((loc) => loc?.includes("/admin") || loc?.includes("/api"))).toBe(false);
});

test("robots.txt names the sitemap and keeps crawlers out of /admin and /api", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).toMatch(/^Disallow: \/api$/m);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

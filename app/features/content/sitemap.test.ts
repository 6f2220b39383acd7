import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap";

describe("sitemap", () => {
  it("lists absolute, escaped URLs with their dates", () => {
    const xml = sitemapXml("https://safarnama.example", [
      { path: "/" },
      { path: "/packages/a&b", lastModified: "2026-01-02T03:04:05.000Z" },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>https://safarnama.example/</loc></url>");
    expect(xml).toContain(
      "<url><loc>https://safarnama.example/packages/a&amp;b</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>",
    );
  });

  it("robots.txt names the sitemap and keeps crawlers out of the admin area and the API", () => {
    const robots = robotsTxt("https://safarnama.example");
    expect(robots).toContain("Disallow: /admin\nDisallow: /api\n");
    expect(robots).toContain("Sitemap: https://safarnama.example/sitemap.xml");
  });
});

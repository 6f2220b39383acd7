import type { MetaDescriptor } from "react-router";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { publicSiteOf } from "~/lib/public-site";

type MatchLike = { id: string; data?: unknown } | undefined;

type StaticPage = {
  title: string;
  description: string;
  path: string;
  /** the breadcrumb's name for this page (Home comes first) */
  crumb: string;
  jsonLd?: object[];
  noIndex?: boolean;
};

/** Title, description, canonical, social tags and breadcrumb of one of the site's own pages. */
export function sitePageMeta(matches: readonly MatchLike[], page: StaticPage): MetaDescriptor[] {
  const site = publicSiteOf(matches);
  const tags = pageMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    siteUrl: site.siteUrl,
    agencyName: site.agency.name,
    jsonLd: [
      breadcrumbJsonLd(site.siteUrl, [
        ["Home", "/"],
        [page.crumb, page.path],
      ]),
      ...(page.jsonLd ?? []),
    ],
  });
  if (page.noIndex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

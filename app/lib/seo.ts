import type { MetaDescriptor } from "react-router";

type PageMetaInput = {
  /** the page's own title; the agency's name is appended */
  title: string;
  description: string;
  /** the page's path, e.g. "/packages/123"; made absolute from the site's address */
  path: string;
  siteUrl: string;
  agencyName: string;
  /** an absolute or site-relative image for social previews */
  image?: string | null;
  type?: "website" | "product" | "article";
  /** structured data (schema.org objects), each rendered as one JSON-LD script */
  jsonLd?: object[];
};

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}

/**
 * Title, description, canonical link, Open Graph / Twitter tags and JSON-LD for a public page,
 * so every page is findable and previews well when shared.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = input.title.includes(input.agencyName) ? input.title : `${input.title} | ${input.agencyName}`;
  const url = absoluteUrl(input.siteUrl, input.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: input.agencyName },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
  ];
  if (input.image) tags.push({ property: "og:image", content: absoluteUrl(input.siteUrl, input.image) });
  for (const data of input.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/** schema.org BreadcrumbList from [name, path] pairs, home first. */
export function breadcrumbJsonLd(siteUrl: string, crumbs: [name: string, path: string][]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map(([name, path], i) => ({
      "@type": "ListItem",
      position: i + 1,
      name,
      item: absoluteUrl(siteUrl, path),
    })),
  };
}

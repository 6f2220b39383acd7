import { useMatches } from "react-router";
import type { PublicConfig } from "./site-config";

type MatchLike = { id: string; data?: unknown } | undefined;

/** What a page shows while the root's data is missing (an error page before the loader ran). */
const FALLBACK_SITE: PublicConfig = {
  siteUrl: "http://localhost:3000",
  agency: {
    name: "Safarnama Travels",
    phone: "",
    whatsapp: "",
    email: "",
    address: "",
    postalAddress: { "@type": "PostalAddress", streetAddress: "", addressCountry: "IN" },
  },
  vapidPublicKey: null,
};

/**
 * The agency's public details, as the root loader gives them to every page: the one way to read
 * the site's configuration. `meta` functions pass their `matches`; components call `usePublicSite`.
 */
export function publicSiteOf(matches: readonly MatchLike[]): PublicConfig {
  const root = matches.find((match) => match?.id === "root")?.data as { site?: PublicConfig } | undefined;
  return root?.site ?? FALLBACK_SITE;
}

export function usePublicSite(): PublicConfig {
  return publicSiteOf(useMatches());
}

/**
 * The meta of a page opened by a traveller's own signed link (booking, quote, review, stop of the
 * trip emails): its title under the agency's name, and never indexed.
 */
export function privatePageMeta(matches: readonly MatchLike[], title: string) {
  return [
    { title: `${title} | ${publicSiteOf(matches).agency.name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

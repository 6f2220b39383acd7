import type { PublicConfig } from "./site-config";

type MatchLike = { id: string; data?: unknown } | undefined;

/**
 * The site's public configuration from the root route's data, for `meta` functions: every page's
 * title, canonical URL and JSON-LD need the agency's name and address without loading them again.
 */
export function siteOfMatches(matches: readonly MatchLike[]): PublicConfig {
  const root = matches.find((match) => match?.id === "root")?.data as { site?: PublicConfig } | undefined;
  return (
    root?.site ?? {
      siteUrl: "http://localhost:3000",
      agency: { name: "Safarnama Travels", phone: "", whatsapp: "", email: "", address: "" },
      vapidPublicKey: null,
    }
  );
}

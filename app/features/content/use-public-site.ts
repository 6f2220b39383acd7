import { useRouteLoaderData } from "react-router";
import type { PublicConfig } from "~/lib/site-config";

/**
 * The agency's public details from the root loader. Same as `useSiteConfig` in root.tsx, for
 * components that root.tsx itself mounts (importing root from them would be a cycle).
 */
export function usePublicSite(): PublicConfig | undefined {
  return (useRouteLoaderData("root") as { site?: PublicConfig } | undefined)?.site;
}

import { data } from "react-router";
import { NotFoundContent } from "~/components/layout/not-found-content";
import { publicSiteOf } from "~/lib/public-site";
import type { Route } from "./+types/not-found";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Page not found | ${publicSiteOf(matches).agency.name}` },
    { name: "robots", content: "noindex" },
  ];
}

/** Any path no other route serves: a real 404 status, with the page itself rendered. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundContent />;
}

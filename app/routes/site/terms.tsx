import { termsSections } from "~/features/content/legal-content";
import { LegalPage } from "~/features/content/legal-page";
import { sitePageMeta } from "~/features/content/site-meta";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageMeta(matches, {
    title: "Terms & Conditions",
    description:
      "Booking, payment (50% 15 days and 50% 7 days before departure), cancellation and change terms for our tour packages.",
    path: "/term-condition",
    crumb: "Terms & Conditions",
  });

export default function Terms() {
  return (
    <LegalPage
      title="Terms & Conditions"
      intro="What you can expect from us, and what we ask of you, when you book a journey."
      sections={termsSections}
    />
  );
}

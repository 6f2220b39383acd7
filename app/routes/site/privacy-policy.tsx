import { paymentPolicySections } from "~/features/content/legal-content";
import { LegalPage } from "~/features/content/legal-page";
import { sitePageMeta } from "~/features/content/site-meta";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageMeta(matches, {
    title: "Payment Privacy Policy",
    description:
      "How and when you pay for a tour, our cancellation and change charges, and how we keep your details private.",
    path: "/privacy-policy",
    crumb: "Payment Privacy Policy",
  });

export default function PrivacyPolicy() {
  return (
    <LegalPage
      title="Payment Privacy Policy"
      intro="How payments for your journey work, and how we look after the details you give us."
      sections={paymentPolicySections}
    />
  );
}

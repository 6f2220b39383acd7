import {
  FIRST_HALF_DAYS_BEFORE,
  FIRST_HALF_PERCENT,
  FULL_PAYMENT_DAYS_BEFORE,
} from "~/features/bookings/payments/payment-policy";
import { termsSections } from "~/features/content/legal-content";
import { LegalPage } from "~/features/content/legal-page";
import { sitePageMeta } from "~/features/content/site-meta";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageMeta(matches, {
    title: "Terms & Conditions",
    description: `Booking, payment (${FIRST_HALF_PERCENT}% ${FIRST_HALF_DAYS_BEFORE} days and ${100 - FIRST_HALF_PERCENT}% ${FULL_PAYMENT_DAYS_BEFORE} days before departure), cancellation and change terms for our tour packages.`,
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

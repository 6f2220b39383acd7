import { Link } from "react-router";
import { sitePageMeta } from "~/features/content/site-meta";
import { handleEnquiryForm } from "~/features/enquiries/enquiry-form-action.server";
import { messages, signupSchema } from "~/features/enquiries/enquiry-schema";
import { NewsletterSignup } from "~/features/enquiries/newsletter-signup";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageMeta(matches, {
    title: "Newsletter",
    description: "Subscribe to travel deals, seasonal offers and new journeys.",
    path: "/newsletter",
    crumb: "Newsletter",
    noIndex: true,
  });

// The newsletter boxes post here, through a fetcher or as a plain form without JavaScript.
export function action({ request, context }: Route.ActionArgs) {
  return handleEnquiryForm(request, context, {
    schema: signupSchema,
    submission: (data) => ({ kind: "signup", data }),
    fields: ["email", "source"],
    success: messages.signup,
    failure: "An error occurred. Please try again.",
  });
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const source = actionData?.status !== "success" ? actionData?.values.source : undefined;
  return (
    <div className="pt-16">
      <NewsletterSignup
        headingLevel="h1"
        answer={actionData}
        source={source === "offers_page Subscription" ? source : "newsletter"}
      />
      <p className="px-4 py-10 text-center">
        <Link to="/" className="font-semibold text-brand-700 underline hover:text-brand-900">
          Back to home
        </Link>
        {" · "}
        <Link to="/packages" className="font-semibold text-brand-700 underline hover:text-brand-900">
          Browse packages
        </Link>
      </p>
    </div>
  );
}

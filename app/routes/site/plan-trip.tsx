import { sitePageMeta } from "~/features/content/site-meta";
import { handleEnquiryForm } from "~/features/enquiries/enquiry-form-action.server";
import { messages, popupLeadSchema } from "~/features/enquiries/enquiry-schema";
import { PlanTripForm } from "~/features/enquiries/plan-trip-form";
import type { Route } from "./+types/plan-trip";

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageMeta(matches, {
    title: "Plan Your Dream Vacation",
    description:
      "Tell us your name and number and a travel expert will call you back with a trip planned around you.",
    path: "/plan-trip",
    crumb: "Plan Your Trip",
  });

// The popup posts here (source "popup"), through a fetcher or as a plain form without JavaScript.
export function action({ request, context }: Route.ActionArgs) {
  return handleEnquiryForm(request, context, {
    schema: popupLeadSchema,
    submission: (data) => ({ kind: "popup", data }),
    fields: ["name", "phone", "destination"],
    success: messages.popup,
    failure: "Sorry, we could not send your details. Please try again.",
  });
}

export default function PlanTrip({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-lg px-4 pb-20 pt-28">
      <h1 className="font-display text-3xl font-bold text-slate-900 sm:text-4xl">Plan Your Dream Vacation</h1>
      <p className="mt-3 text-slate-600">
        Leave your number and a travel expert will call you back with ideas and prices, usually within a few
        hours (Mon-Sat 9 AM-7 PM).
      </p>
      <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <PlanTripForm answer={actionData} />
      </div>
    </section>
  );
}

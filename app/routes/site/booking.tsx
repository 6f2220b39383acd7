import { Link } from "react-router";
import { BookingLookupForm } from "~/features/bookings/lookup/booking-lookup-form";
import { bookingPageHeaders, lookupFormAction } from "~/features/bookings/lookup/booking-page-action.server";
import { PageHero } from "~/features/content/page-hero";
import { sitePageMeta } from "~/features/content/site-meta";
import type { Route } from "./+types/booking";

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageMeta(matches, {
    title: "Your Booking",
    description:
      "See your booking, what you have paid and what is due, and ask to cancel: your reference and email or phone is all it takes.",
    path: "/booking",
    crumb: "Your booking",
    // only the lookup form is here, nothing of anyone's booking (that is on /booking/:token)
  });

export function headers() {
  return bookingPageHeaders;
}

export function action({ request, context }: Route.ActionArgs) {
  return lookupFormAction(request, context);
}

export default function BookingLookup({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Your booking" title="Find Your Booking">
        <p>Your status, payments and what is due next, all in one place.</p>
      </PageHero>
      <div className="mx-auto max-w-xl px-4 py-12">
        <section
          aria-labelledby="lookup-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="lookup-heading" className="font-display text-2xl font-bold text-slate-900">
            Look up a booking
          </h2>
          <p className="mb-6 mt-2 text-sm text-slate-600">
            Enter the reference from your confirmation email and the email address or phone number you booked
            with. The email also has a link that opens your booking directly.
          </p>
          <BookingLookupForm answer={actionData} />
        </section>
        <p className="mt-6 text-center text-sm text-slate-600">
          No reference to hand?{" "}
          <Link to="/contact" className="font-semibold text-brand-800 underline">
            Contact us
          </Link>{" "}
          and we will find it for you.
        </p>
      </div>
    </>
  );
}

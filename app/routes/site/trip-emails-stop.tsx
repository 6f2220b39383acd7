import { data, Form, useNavigation } from "react-router";
import { linkErrorBoundary } from "~/components/layout/link-error-content";
import { buttonClass } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { bookingPageHeaders } from "~/features/bookings/lookup/booking-page-action.server";
import {
  stopTripEmails,
  tripEmailsStopOf,
} from "~/features/bookings/trip-messages/trip-message-service.server";
import { PageHero } from "~/features/content/page-hero";
import { privatePageMeta } from "~/lib/public-site";
import type { Route } from "./+types/trip-emails-stop";

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Stop trip emails");

export function headers() {
  return bookingPageHeaders;
}

/** The email's link opens this page, which asks first: a GET (a link scanner's too) changes nothing. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const state = await tripEmailsStopOf(context.db, params.token);
  if (!state) throw data(null, { status: 404, headers: bookingPageHeaders });
  return data({ state }, { headers: bookingPageHeaders });
}

/**
 * The page's button and the mail app's one-click POST (RFC 8058: `List-Unsubscribe=One-Click`,
 * no cookies, no JavaScript) both land here and stop the booking's briefing and review emails.
 */
export async function action({ params, context }: Route.ActionArgs) {
  const state = await stopTripEmails(context.db, params.token);
  if (!state) throw data(null, { status: 404, headers: bookingPageHeaders });
  return data({ state }, { headers: bookingPageHeaders });
}

export default function TripEmailsStop({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <PageHero eyebrow="Your trip emails" title={state.packageTitle} />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
        {state.stopped ? (
          <>
            <Notice tone="success">
              Done: we will send no more briefing or review emails for booking {state.reference}.
            </Notice>
            <p className="text-slate-700">
              Emails about your booking itself (its confirmation, payments and any change) still reach you.
              Need the meeting point or the plan? Call us, or open your booking page from your confirmation
              email.
            </p>
          </>
        ) : (
          <Form
            method="post"
            className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <h2 className="font-display text-xl font-bold text-slate-900">
              Stop trip emails for booking {state.reference}?
            </h2>
            <p className="text-slate-700">
              You will get no pre-departure briefing (meeting point, plan, weather, packing list) and no
              request for a review after the trip. Emails about the booking itself and its payments still
              come.
            </p>
            <button type="submit" disabled={busy} className={buttonClass("primary", "lg")}>
              {busy ? "Stopping…" : "Stop trip emails"}
            </button>
          </Form>
        )}
      </div>
    </>
  );
}

export const ErrorBoundary = linkErrorBoundary({
  invalidTitle: "This link is not valid",
  invalidText: "The link may be incomplete. Please use the link in your email, or call us.",
  failedTitle: "This page could not be shown",
  action: { to: "/", label: "Back to the home page" },
});

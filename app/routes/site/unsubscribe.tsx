import { data, Form, useNavigation } from "react-router";
import { linkErrorBoundary } from "~/components/layout/link-error-content";
import { buttonClass } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { PageHero } from "~/features/content/page-hero";
import { withdrawMarketing } from "~/features/privacy/consents/consent-service.server";
import { unsubscribeAddressOf } from "~/features/privacy/consents/marketing-emails.server";
import { privatePageMeta } from "~/lib/public-site";
import type { Route } from "./+types/unsubscribe";

const headersOfLink = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Unsubscribe");

export function headers() {
  return headersOfLink;
}

/** The email's link opens this page, which asks first: a GET (a link scanner's too) stops nothing. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const address = await unsubscribeAddressOf(context.db, params.token);
  if (!address) throw data(null, { status: 404, headers: headersOfLink });
  return data({ address, done: false }, { headers: headersOfLink });
}

/**
 * The page's button and the mail app's one-click POST (RFC 8058, no cookies, no JavaScript) both
 * land here: the marketing consent is withdrawn and the address leaves the newsletter.
 */
export async function action({ params, context }: Route.ActionArgs) {
  const address = await unsubscribeAddressOf(context.db, params.token);
  if (!address) throw data(null, { status: 404, headers: headersOfLink });
  await withdrawMarketing(context.db, address, "unsubscribe link");
  return data({ address, done: true }, { headers: headersOfLink });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { address, done } = actionData ?? loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <PageHero eyebrow="Your emails" title="Offers emails" />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
        {done ? (
          <>
            <Notice tone="success">Done: we will send no more offers to {address}.</Notice>
            <p className="text-slate-700">
              Emails about a booking or an order you make still reach you. Changed your mind? Sign up again at
              the foot of our home page.
            </p>
          </>
        ) : (
          <Form
            method="post"
            className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <h2 className="font-display text-xl font-bold text-slate-900">
              Stop offers emails to {address}?
            </h2>
            <p className="text-slate-700">
              This withdraws your consent to our newsletter and offers. Emails about your bookings and orders
              still come.
            </p>
            <button type="submit" disabled={busy} className={buttonClass("primary", "lg")}>
              {busy ? "Unsubscribing…" : "Unsubscribe"}
            </button>
          </Form>
        )}
      </div>
    </>
  );
}

export const ErrorBoundary = linkErrorBoundary({
  invalidTitle: "This link is not valid",
  invalidText: "The link may be incomplete. Please use the link in your email, or write to us.",
  failedTitle: "This page could not be shown",
  action: { to: "/", label: "Back to the home page" },
});

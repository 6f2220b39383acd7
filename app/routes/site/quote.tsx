import { data, Link, redirect } from "react-router";
import { linkErrorBoundary } from "~/components/layout/link-error-content";
import { buttonClass } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { PageHero } from "~/features/content/page-hero";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { QuoteDocument } from "~/features/quotes/components/quote-document";
import { QuoteAcceptForm, QuoteChangesForm } from "~/features/quotes/components/quote-traveller-forms";
import { quotePageAction, quotePageHeaders } from "~/features/quotes/quote-page-action.server";
import { quoteViewByToken } from "~/features/quotes/quote-traveller-service.server";
import { formatTravelDate, todayInIndia } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import { privatePageMeta } from "~/lib/public-site";
import type { Route } from "./+types/quote";

/** No canonical or social tags: this address is one traveller's key to their quote. */
export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const title = loaderData
    ? `Quote ${loaderData.view.number}: ${loaderData.view.title}`
    : "Quote link not valid";
  return privatePageMeta(matches, title);
};

export function headers() {
  return quotePageHeaders;
}

/** The latest version of the quote; a link of an earlier version goes on to the latest's. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const view = await quoteViewByToken(
    context.db,
    params.token,
    agencyContactOf(context.config),
    todayInIndia(),
  );
  if (!view) throw data(null, { status: 404, headers: quotePageHeaders });
  if (view.updated) throw redirect(`/quote/${view.token}?updated=1`, { headers: quotePageHeaders });
  const updated = new URL(request.url).searchParams.has("updated");
  return data({ view, updated }, { headers: quotePageHeaders });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return quotePageAction(request, context, params.token);
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, updated } = loaderData;
  const accepted = actionData?.intent === "accept" && actionData.ok ? actionData : null;
  const booking = accepted?.booking ?? view.booking;
  const open = view.can_accept && !booking;
  return (
    <>
      <PageHero
        eyebrow={`Your quote ${view.number}${view.version > 1 ? `, version ${view.version}` : ""}`}
        title={view.title}
      >
        <p>
          {formatRupees(view.total)} for {view.number_of_travelers}{" "}
          {view.number_of_travelers === 1 ? "traveller" : "travellers"}
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-5 px-4 py-8 sm:py-10">
        {updated && (
          <Notice tone="success">This quote was updated: you are reading its latest version.</Notice>
        )}
        {booking ? (
          <section
            aria-labelledby="booked-heading"
            className="rounded-2xl bg-green-50 p-5 ring-1 ring-green-300 sm:p-6"
          >
            <h2 id="booked-heading" className="font-display text-xl font-bold text-slate-900">
              {accepted ? "Thank you! Your booking is made" : "This quote is booked"}
            </h2>
            <p className="mt-2 text-slate-800">
              Your booking reference is <strong>{booking.reference}</strong>.
              {accepted ? " We have emailed you its confirmation and payment schedule." : ""}
            </p>
            <Link to={booking.page} className={`${buttonClass("primary", "md")} mt-4`}>
              See your booking and payments
            </Link>
          </section>
        ) : view.expired ? (
          <Notice tone="error">
            This quote was valid until {formatTravelDate(view.valid_until)} and can no longer be accepted. Ask
            us for a fresh one below or call {view.agency.phone}.
          </Notice>
        ) : null}
        <QuoteDocument quote={view} />
        {open && (
          <QuoteAcceptForm traveller={view.traveller} total={formatRupees(view.total)} answer={actionData} />
        )}
        {!booking && (view.status === "sent" || view.status === "changes_requested") && (
          <QuoteChangesForm answer={actionData} />
        )}
        <p className="text-center text-sm text-slate-700">
          Questions? Call {view.agency.phone} or write to{" "}
          <a href={`mailto:${view.agency.email}`} className="font-semibold text-brand-800 underline">
            {view.agency.email}
          </a>
          .
        </p>
      </div>
    </>
  );
}

export const ErrorBoundary = linkErrorBoundary({
  invalidTitle: "This quote link is not valid",
  invalidText: "The link may be incomplete. Please open it again from our email, or contact us.",
  failedTitle: "Your quote could not be shown",
  action: { to: "/contact", label: "Contact us" },
});

import { data, Form, useNavigation } from "react-router";
import { linkErrorBoundary } from "~/components/layout/link-error-content";
import { buttonClass } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { PageHero } from "~/features/content/page-hero";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import {
  confirmPrivacyRequest,
  privacyRequestLinkState,
} from "~/features/privacy/requests/privacy-request-service.server";
import { formatTravelDate } from "~/lib/dates";
import { privatePageMeta } from "~/lib/public-site";
import type { Route } from "./+types/privacy-request-confirm";

const headersOfLink = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Confirm your request");

export function headers() {
  return headersOfLink;
}

/** The emailed link opens this page, which asks first: a GET (a link scanner's too) confirms nothing. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const state = await privacyRequestLinkState(context.db, params.token);
  if (!state) throw data(null, { status: 404, headers: headersOfLink });
  return data({ state }, { headers: headersOfLink });
}

export async function action({ params, context }: Route.ActionArgs) {
  const state = await confirmPrivacyRequest(context.db, params.token, agencyContactOf(context.config));
  if (!state) throw data(null, { status: 404, headers: headersOfLink });
  return data({ state }, { headers: headersOfLink });
}

export default function PrivacyRequestConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <PageHero eyebrow="Your data" title={`Request ${state.reference}`} />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
        {state.confirmed ? (
          <Notice tone="success">
            Thank you: request {state.reference} is confirmed. We email you the outcome by{" "}
            {formatTravelDate(state.dueBy)} at the latest.
          </Notice>
        ) : (
          <Form
            method="post"
            className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <h2 className="font-display text-xl font-bold text-slate-900">
              Confirm request {state.reference}?
            </h2>
            <p className="text-slate-700">
              Confirming tells us this email address is yours and the request is yours. We then start on it.
            </p>
            <button type="submit" disabled={busy} className={buttonClass("primary", "lg")}>
              {busy ? "Confirming…" : "Confirm my request"}
            </button>
          </Form>
        )}
      </div>
    </>
  );
}

export const ErrorBoundary = linkErrorBoundary({
  invalidTitle: "This link is not valid",
  invalidText: "The link may be incomplete. Please use the link in your email, or make the request again.",
  failedTitle: "This page could not be shown",
  action: { to: "/privacy-request", label: "Make a request" },
});

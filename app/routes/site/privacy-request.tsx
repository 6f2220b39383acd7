import { randomUUID } from "node:crypto";
import { Link } from "react-router";
import { PageHero } from "~/features/content/page-hero";
import { sitePageMeta } from "~/features/content/site-meta";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { RIGHTS_REQUEST_DAYS } from "~/features/privacy/notice/privacy-notice-content";
import { handlePrivacyForm } from "~/features/privacy/privacy-form-action.server";
import { PrivacyRequestForm } from "~/features/privacy/privacy-forms";
import {
  privacyRequestInputSchema,
  privacyRequestMessages,
} from "~/features/privacy/requests/privacy-request-schema";
import {
  createPrivacyRequest,
  privacyRequestDecoy,
} from "~/features/privacy/requests/privacy-request-service.server";
import type { Route } from "./+types/privacy-request";

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageMeta(matches, {
    title: "Your data: a copy, a correction or erasure",
    description:
      "Ask for a copy of the personal data we hold about you, its correction or its erasure (DPDP Act 2023).",
    path: "/privacy-request",
    crumb: "Rights request",
  });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** A fresh key per view: the form's double submit makes one request. */
export function loader() {
  return { formKey: randomUUID() };
}

/** The same schema and service as `POST /api/privacy-requests`. */
export function action({ request, context }: Route.ActionArgs) {
  return handlePrivacyForm(request, {
    schema: privacyRequestInputSchema,
    fields: ["kind", "name", "email", "message"],
    success: privacyRequestMessages.received,
    decoy: () => privacyRequestDecoy().reference,
    create: async (input, idempotencyKey) =>
      (
        await createPrivacyRequest(context.db, input, {
          agency: agencyContactOf(context.config),
          idempotencyKey,
        })
      ).value.reference,
  });
}

export default function PrivacyRequest({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Your data" title="A copy, a correction or erasure">
        <p>
          Under India&apos;s Digital Personal Data Protection Act 2023 you may see, correct or erase the data
          we hold about you. We answer within {RIGHTS_REQUEST_DAYS} days at most.
        </p>
      </PageHero>
      <div className="mx-auto max-w-2xl px-4 py-12">
        <section
          aria-labelledby="request-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="request-heading" className="mb-5 font-display text-2xl font-bold text-slate-900">
            Make a request
          </h2>
          <PrivacyRequestForm answer={actionData} formKey={loaderData.formKey} />
        </section>
        <p className="mt-6 text-sm text-slate-700">
          To stop our offers emails, use the Unsubscribe link in any of them. A complaint?{" "}
          <Link to="/grievance" className="font-medium text-brand-800 underline">
            Write to our grievance officer
          </Link>
          .
        </p>
      </div>
    </>
  );
}

import { randomUUID } from "node:crypto";
import { Link } from "react-router";
import { PageHero } from "~/features/content/page-hero";
import { sitePageMeta } from "~/features/content/site-meta";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { complaintInputSchema, complaintMessages } from "~/features/privacy/grievance/complaint-schema";
import { complaintDecoy, createComplaint } from "~/features/privacy/grievance/complaint-service.server";
import { getGrievanceOfficer } from "~/features/privacy/grievance/grievance-officer-service.server";
import { handlePrivacyForm } from "~/features/privacy/privacy-form-action.server";
import { ComplaintForm } from "~/features/privacy/privacy-forms";
import { formatPhone } from "~/lib/phone";
import { telLink } from "~/lib/whatsapp";
import type { Route } from "./+types/grievance";

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageMeta(matches, {
    title: "Grievance officer",
    description:
      "Our grievance officer's name and contact, and a form for complaints about a booking, an order or your data. Acknowledged at once, resolved within one month.",
    path: "/grievance",
    crumb: "Grievance officer",
  });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ context }: Route.LoaderArgs) {
  return { officer: await getGrievanceOfficer(context.db, context.config), formKey: randomUUID() };
}

/** The same schema and service as `POST /api/complaints`. */
export function action({ request, context }: Route.ActionArgs) {
  return handlePrivacyForm(request, {
    schema: complaintInputSchema,
    fields: ["name", "email", "phone", "booking_reference", "message"],
    success: complaintMessages.received,
    decoy: () => complaintDecoy().ticket,
    create: async (input, idempotencyKey) =>
      (
        await createComplaint(context.db, input, {
          agency: agencyContactOf(context.config),
          officer: await getGrievanceOfficer(context.db, context.config),
          idempotencyKey,
        })
      ).value.ticket,
  });
}

export default function Grievance({ loaderData, actionData }: Route.ComponentProps) {
  const { officer } = loaderData;
  return (
    <>
      <PageHero eyebrow="Complaints" title="Grievance officer">
        <p>
          Something went wrong with a booking, an order or your data? Tell our grievance officer: we
          acknowledge every complaint at once and resolve it within one month.
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 lg:grid-cols-[2fr_3fr]">
        <section aria-labelledby="officer-heading" className="space-y-4">
          <h2 id="officer-heading" className="font-display text-2xl font-bold text-slate-900">
            Who handles it
          </h2>
          <dl className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <div>
              <dt className="text-sm text-slate-600">Name</dt>
              <dd className="font-semibold text-slate-900">{officer.name}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Designation</dt>
              <dd className="text-slate-900">{officer.designation}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Email</dt>
              <dd>
                <a
                  href={`mailto:${officer.email}`}
                  className="break-all font-medium text-brand-800 underline"
                >
                  {officer.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Phone</dt>
              <dd>
                <a href={telLink(officer.phone)} className="font-medium text-brand-800 underline">
                  {formatPhone(officer.phone)}
                </a>
              </dd>
            </div>
          </dl>
          <p className="text-sm leading-6 text-slate-700">
            Not satisfied with the answer? For your personal data you may go to the Data Protection Board of
            India; for anything else, to the National Consumer Helpline (1915). To see, correct or erase your
            data, use the{" "}
            <Link to="/privacy-request" className="font-medium text-brand-800 underline">
              rights request form
            </Link>
            .
          </p>
        </section>
        <section
          aria-labelledby="complaint-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="complaint-heading" className="mb-5 font-display text-2xl font-bold text-slate-900">
            Make a complaint
          </h2>
          <ComplaintForm answer={actionData} formKey={loaderData.formKey} />
        </section>
      </div>
    </>
  );
}

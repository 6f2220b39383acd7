import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { TextField } from "~/components/ui/field";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { LeadSourceTable } from "~/features/contacts/contact-list-panels";
import { leadSourceQuerySchema } from "~/features/contacts/contact-schema";
import { leadSourceReport } from "~/features/contacts/lead-source-service.server";
import { parseListQuery } from "~/lib/list-query";
import type { Route } from "./+types/contact-sources";

export const meta: Route.MetaFunction = () => [{ title: "Where leads come from · Contacts · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const { query, errors } = parseListQuery(leadSourceQuerySchema, new URL(request.url).searchParams);
  return { report: await leadSourceReport(context.db, query), errors };
}

export default function LeadSourcesScreen({ loaderData }: Route.ComponentProps) {
  const { report, errors } = loaderData;
  return (
    <div className="space-y-4">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/admin/contacts" className="text-brand-800 underline">
          Contacts
        </Link>
      </nav>
      <h1 className="font-display text-2xl font-bold text-slate-900">Where leads come from</h1>
      <p className="text-sm text-slate-600">
        Leads and bookings by the campaign of the visitor&apos;s first landing (utm source, medium and
        campaign), and the value of the bookings not cancelled.
      </p>
      <Form
        method="get"
        aria-label="Choose the days"
        className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <TextField label="From" name="from" type="date" defaultValue={report.from} error={errors.from} />
        <TextField label="To" name="to" type="date" defaultValue={report.to} error={errors.to} />
        <button type="submit" className={buttonClass("primary")}>
          Show
        </button>
      </Form>
      {report.rows.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-slate-700 shadow-sm ring-1 ring-slate-200">
          No leads or bookings on those days.
        </p>
      ) : (
        <LeadSourceTable rows={report.rows} />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The report could not be loaded." />;
}

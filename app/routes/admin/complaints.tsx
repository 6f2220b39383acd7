import { data } from "react-router";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { complaintMessages, complaintResolutionSchema } from "~/features/privacy/grievance/complaint-schema";
import { listComplaints, resolveComplaint } from "~/features/privacy/grievance/complaint-service.server";
import {
  ComplaintQueue,
  PersonalDataTabs,
  type DecisionAnswer,
} from "~/features/privacy/privacy-admin-panels";
import { CHECK_FIELDS_MESSAGE, DomainError } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/http.server";
import type { Route } from "./+types/complaints";

export const meta: Route.MetaFunction = () => [{ title: "Complaints · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return { complaints: await listComplaints(context.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, context);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const parsed = complaintResolutionSchema.safeParse({ outcome: form.get("outcome") });
  if (!parsed.success) {
    return data<DecisionAnswer>(
      { id, message: CHECK_FIELDS_MESSAGE, errors: fieldErrorsOf(parsed.error) },
      400,
    );
  }
  try {
    await resolveComplaint(context.db, id, parsed.data.outcome, {
      agency: agencyContactOf(context.config),
      resolvedBy: admin.loginId,
    });
    return data<DecisionAnswer>({ id: "", message: complaintMessages.resolved });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data<DecisionAnswer>({ id, message: error.message }, error.status);
  }
}

export default function Complaints({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-display text-2xl font-bold text-slate-900">Complaints</h1>
      <PersonalDataTabs />
      <p className="mt-4 text-sm text-slate-600">
        Complaints to the grievance officer from /grievance. Each was acknowledged by email with its ticket
        when it came in; resolve it within one month of receipt (Consumer Protection (E-Commerce) Rules 2020).
        The resolution is emailed to the customer.
      </p>
      {actionData && !actionData.id && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
          {actionData.message}
        </p>
      )}
      <ComplaintQueue complaints={loaderData.complaints} answer={actionData?.id ? actionData : undefined} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The complaints could not be loaded." />;
}

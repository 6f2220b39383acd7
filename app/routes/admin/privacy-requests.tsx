import { data } from "react-router";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import {
  PersonalDataTabs,
  PrivacyRequestQueue,
  type DecisionAnswer,
} from "~/features/privacy/privacy-admin-panels";
import {
  privacyRequestDecisionSchema,
  privacyRequestMessages,
} from "~/features/privacy/requests/privacy-request-schema";
import {
  decidePrivacyRequest,
  listPrivacyRequests,
} from "~/features/privacy/requests/privacy-request-service.server";
import { CHECK_FIELDS_MESSAGE, DomainError } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/http.server";
import type { Route } from "./+types/privacy-requests";

export const meta: Route.MetaFunction = () => [{ title: "Personal data requests · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return { requests: await listPrivacyRequests(context.db) };
}

/** Closing a request: completed (with the export emailed, or the erasure run) or refused. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, context);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const parsed = privacyRequestDecisionSchema.safeParse({
    outcome: form.get("outcome"),
    note: form.get("note"),
  });
  if (!parsed.success) {
    return data<DecisionAnswer>(
      { id, message: CHECK_FIELDS_MESSAGE, errors: fieldErrorsOf(parsed.error) },
      400,
    );
  }
  try {
    await decidePrivacyRequest(context.db, id, parsed.data, {
      agency: agencyContactOf(context.config),
      decidedBy: admin.loginId,
    });
    return data<DecisionAnswer>({ id: "", message: privacyRequestMessages.decided });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data<DecisionAnswer>({ id, message: error.message }, error.status);
  }
}

export default function PrivacyRequests({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-display text-2xl font-bold text-slate-900">Personal data requests</h1>
      <PersonalDataTabs />
      <p className="mt-4 text-sm text-slate-600">
        Requests to see, correct or erase one&apos;s data (DPDP Act 2023). A request opens when the person
        uses the link we emailed them, and must be answered within 90 days; the outcome is emailed to them.
      </p>
      {actionData && !actionData.id && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
          {actionData.message}
        </p>
      )}
      <PrivacyRequestQueue requests={loaderData.requests} answer={actionData?.id ? actionData : undefined} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The requests could not be loaded." />;
}

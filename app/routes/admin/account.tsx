import { Notice } from "~/components/ui/notice";
import { StaffMay } from "~/features/admin-auth/staff-may";
import { accountAction } from "~/features/admin-auth/account-page-action.server";
import { PolicyPanel, TwoStepPanel } from "~/features/admin-auth/account-panels";
import { requireAdminPage, safeAdminReturnPath } from "~/features/admin-auth/admin-page-guard.server";
import { isSecondFactorRequired } from "~/features/admin-auth/second-factor-policy.server";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => [{ title: "Your account · Admin" }];

/** Open to an admin who must still enrol a second factor: this is where they do it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, context, { enrolling: true });
  const next = new URL(request.url).searchParams.get("next");
  return {
    loginId: admin.loginId,
    secondFactorOn: admin.hasSecondFactor,
    required: await isSecondFactorRequired(context.db),
    next: next ? safeAdminReturnPath(next) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, context, { enrolling: true });
  return accountAction(request, context, admin);
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="font-display text-2xl font-bold text-slate-900">Your account</h1>
      <p className="mt-1 text-sm text-slate-600">
        Signed in as <span className="font-semibold text-slate-900">{loaderData.loginId}</span>. Every change
        here is recorded in the audit log and emailed to the agency&apos;s address.
      </p>
      {actionData?.kind === "done" && (
        <div className="mt-4">
          <Notice tone="success">{actionData.message}</Notice>
        </div>
      )}
      <TwoStepPanel state={loaderData} answer={actionData} />
      <StaffMay work="settings">
        <PolicyPanel state={loaderData} answer={actionData} />
      </StaffMay>
    </div>
  );
}

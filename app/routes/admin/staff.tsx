import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { InviteStaffForm, StaffTable } from "~/features/staff/staff-panels";
import { staffPageAction } from "~/features/staff/staff-page-action.server";
import { listStaff } from "~/features/staff/staff-service.server";
import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = () => [{ title: "Staff · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return { staff: await listStaff(context.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  return staffPageAction(request, context);
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-display text-2xl font-bold text-slate-900">Staff</h1>
      <p className="mt-1 text-sm text-slate-600">
        Who works in the admin, and what each may do. Owners do everything; a disabled account cannot log in,
        and its sessions and API tokens end at once.
      </p>
      <InviteStaffForm answer={actionData} />
      <StaffTable staff={loaderData.staff} answer={actionData} />
    </div>
  );
}

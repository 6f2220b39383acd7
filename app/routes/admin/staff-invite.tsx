import { data, Form, Link, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { invitePasswordSchema, staffMessages } from "~/features/staff/staff-schema";
import { acceptInvite, invitedLoginId } from "~/features/staff/staff-service.server";
import { DomainError } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/http.server";
import { usePublicSite } from "~/lib/public-site";
import type { Route } from "./+types/staff-invite";

export const meta: Route.MetaFunction = () => [
  { title: "Set your password · Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

/** The link is one person's key: never cached, never sent on as a Referer. */
export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return { loginId: await invitedLoginId(context.db, params.token) };
}

type Answer = { errors?: Record<string, string>; message?: string; done?: string };

/** The invited member of staff sets their password (the link works once, for 48 hours). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = invitePasswordSchema.safeParse({
    password: String(form.get("password") ?? ""),
    confirm_password: String(form.get("confirm_password") ?? ""),
  });
  if (!parsed.success) return data<Answer>({ errors: fieldErrorsOf(parsed.error) }, 400);
  try {
    return data<Answer>({ done: await acceptInvite(context.db, params.token, parsed.data.password) });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data<Answer>({ message: error.message }, error.status);
  }
}

export default function StaffInvite({ loaderData, actionData }: Route.ComponentProps) {
  const site = usePublicSite();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <p className="font-display text-lg font-bold text-brand-800">{site?.agency.name ?? "Safarnama"}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">Set your password</h1>
        {actionData?.done ? (
          <div className="mt-4 space-y-4">
            <Notice tone="success">Your password is set. Log in with the ID {actionData.done}.</Notice>
            <Link to="/admin/login" className={`${buttonClass("primary", "lg")} w-full`}>
              Go to login
            </Link>
          </div>
        ) : !loaderData.loginId || actionData?.message ? (
          <div className="mt-4">
            <Notice tone="error">{actionData?.message ?? staffMessages.inviteInvalid}</Notice>
          </div>
        ) : (
          <Form method="post" className="mt-5 space-y-4" noValidate>
            <p className="text-sm text-slate-600">
              Your login ID is <span className="font-semibold text-slate-900">{loaderData.loginId}</span>.
            </p>
            <input type="hidden" name="username" autoComplete="username" value={loaderData.loginId} />
            <TextField
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              hint="At least 12 characters; a few words make a good one"
              required
              error={actionData?.errors?.password}
            />
            <TextField
              label="Confirm password"
              name="confirm_password"
              type="password"
              autoComplete="new-password"
              required
              error={actionData?.errors?.confirm_password}
            />
            <button type="submit" disabled={busy} className={`${buttonClass("primary", "lg")} w-full`}>
              Set password
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}

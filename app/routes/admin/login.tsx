import { useEffect, useRef } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { loginMessages, loginSchema } from "~/features/admin-auth/admin-auth-schema";
import { findAdminBySession, logIn } from "~/features/admin-auth/admin-auth-service.server";
import {
  isSameOrigin,
  loginCookies,
  readCookie,
  readSessionCookie,
} from "~/features/admin-auth/admin-guard.server";
import { DEVICE_COOKIE } from "~/features/admin-auth/admin-devices.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { safeAdminReturnPath } from "~/features/admin-auth/admin-page-guard.server";
import type { AppContext } from "~/lib/app-context";
import { fieldErrorsOf } from "~/lib/http.server";
import { usePublicSite } from "~/lib/public-site";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [
  { title: "Admin login" },
  { name: "robots", content: "noindex, nofollow" },
];

export function headers() {
  return { "Cache-Control": "no-store" };
}

/** Already signed in: straight on to where the admin was going. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const next = safeAdminReturnPath(new URL(request.url).searchParams.get("next"));
  const token = readSessionCookie(request, context.config.secureCookies);
  if (token && (await findAdminBySession(context.db, token))) throw redirect(next);
  return { next };
}

type LoginAnswer = {
  message?: string;
  hint?: string;
  errors?: Record<string, string>;
  id?: string;
  /** the password was right and the account has a second factor: ask for the code too */
  codeRequired?: boolean;
};

/**
 * The same login as `POST /api/auth/login` (same service, throttle and cookie). Steps are named so
 * a second factor can add a "code" step after the password without changing this one.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // another site must not be able to sign a visitor's browser into an account of its choosing
  if (!isSameOrigin(request, context.config.SITE_URL)) {
    throw new Response("Cross-site request refused", { status: 403 });
  }
  const form = await request.formData();
  const next = safeAdminReturnPath(String(form.get("next") ?? ""));
  return passwordStep(form, next, context, readCookie(request, DEVICE_COOKIE));
}

async function passwordStep(form: FormData, next: string, context: AppContext, deviceToken: string | null) {
  const code = String(form.get("code") ?? "").trim();
  const typed = {
    id: String(form.get("id") ?? ""),
    password: String(form.get("password") ?? ""),
    ...(code ? { code } : {}),
  };
  const parsed = loginSchema.safeParse(typed);
  if (!parsed.success) {
    return data<LoginAnswer>({ errors: fieldErrorsOf(parsed.error), id: typed.id }, 400);
  }
  const result = await logIn(context.db, parsed.data, context.clientAddress, {
    deviceToken,
    notify: agencyContactOf(context.config),
  });
  switch (result.outcome) {
    case "ok":
      return redirect(next, { headers: loginCookies(result, context.config.secureCookies) });
    case "throttled": {
      const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
      const hint = `Too many attempts: please wait about ${minutes} minute${minutes === 1 ? "" : "s"} before trying again.`;
      return data<LoginAnswer>(
        { message: loginMessages.invalid, hint, id: typed.id },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    }
    case "code-required":
      return data<LoginAnswer>({ codeRequired: true, id: typed.id }, 401);
    default:
      return data<LoginAnswer>(
        { message: loginMessages.invalid, id: typed.id, codeRequired: Boolean(code) },
        401,
      );
  }
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const site = usePublicSite();
  const busy = useNavigation().state !== "idle";
  const form = useRef<HTMLFormElement>(null);
  // a refused password is cleared and focused for the next try (the ID is kept)
  useEffect(() => {
    const password = form.current?.elements.namedItem("password");
    if (actionData?.message && password instanceof HTMLInputElement) {
      password.value = "";
      password.focus();
    }
  }, [actionData]);
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <p className="font-display text-lg font-bold text-brand-800">{site?.agency.name ?? "Safarnama"}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">Admin login</h1>
        {actionData?.message && (
          <div
            role="alert"
            className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
          >
            <p className="font-semibold">{actionData.message}</p>
            {actionData.hint && <p className="mt-1">{actionData.hint}</p>}
          </div>
        )}
        <Form ref={form} method="post" className="mt-5 space-y-4" noValidate>
          <input type="hidden" name="next" value={loaderData.next} />
          <input type="hidden" name="step" value="password" />
          <TextField
            label="ID"
            name="id"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            defaultValue={actionData?.id}
            error={actionData?.errors?.id}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={actionData?.errors?.password}
          />
          {actionData?.codeRequired && (
            <TextField
              label="Authentication code"
              hint="The 6 digits from your authenticator app, or one of your recovery codes"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              required
              error={actionData?.errors?.code}
            />
          )}
          <button type="submit" disabled={busy} className={`${buttonClass("primary", "lg")} w-full`}>
            {busy ? "Logging in…" : "Log in"}
          </button>
        </Form>
      </div>
    </div>
  );
}

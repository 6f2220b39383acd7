import { data, Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { TextField } from "~/components/ui/field";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { personContactSchema } from "~/features/people/people-schema";
import { listConsents, withdrawMarketing } from "~/features/privacy/consents/consent-service.server";
import { ConsentTable } from "~/features/privacy/consent-table";
import { PersonalDataTabs } from "~/features/privacy/privacy-admin-panels";
import { fieldErrorsOf } from "~/lib/http.server";
import type { Route } from "./+types/consents";

export const meta: Route.MetaFunction = () => [{ title: "Consents · Admin" }];

/** One person's consents, found by email or phone (`GET /api/consents` on screen). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const contact = new URL(request.url).searchParams.get("contact");
  if (!contact) return { contact: "", consents: null, error: undefined };
  const parsed = personContactSchema.safeParse({ contact });
  if (!parsed.success) return { contact, consents: null, error: fieldErrorsOf(parsed.error).contact };
  return { contact, consents: await listConsents(context.db, parsed.data.contact), error: undefined };
}

/** Withdrawing marketing on the person's word (by phone or letter): the unsubscribe link's effect. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const parsed = personContactSchema.safeParse({ contact: email });
  if (!parsed.success || parsed.data.contact.kind !== "email") {
    return data({ message: "Enter the email address to unsubscribe" }, 400);
  }
  const ended = await withdrawMarketing(context.db, parsed.data.contact.email, "staff");
  return {
    message: `Marketing withdrawn for ${parsed.data.contact.email} (${ended} consent${ended === 1 ? "" : "s"} ended)`,
  };
}

export default function Consents({ loaderData, actionData }: Route.ComponentProps) {
  const emailLooked = loaderData.contact.includes("@") ? loaderData.contact : "";
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-display text-2xl font-bold text-slate-900">Consents</h1>
      <PersonalDataTabs />
      <p className="mt-4 text-sm text-slate-600">
        Every consent a form recorded: its purpose, the form, the privacy notice&apos;s version and when it
        was given or withdrawn. Find a person by the email address or phone number they used.
      </p>
      <Form method="get" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label="Email or phone"
            name="contact"
            autoComplete="off"
            defaultValue={loaderData.contact}
            error={loaderData.error}
          />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          Find consents
        </button>
      </Form>
      {actionData && (
        <p
          role="status"
          className="mt-4 rounded-lg bg-slate-100 px-4 py-3 text-sm font-medium text-slate-900"
        >
          {actionData.message}
        </p>
      )}
      {loaderData.consents && <ConsentTable consents={loaderData.consents} />}
      {emailLooked && loaderData.consents?.some((c) => c.purpose === "marketing" && !c.withdrawn_at) && (
        <Form method="post" className="mt-4">
          <input type="hidden" name="email" value={emailLooked} />
          <button type="submit" className={buttonClass("danger")}>
            Withdraw marketing for {emailLooked}
          </button>
        </Form>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The consents could not be loaded." />;
}

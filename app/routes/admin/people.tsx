import { data, Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { personContactSchema, type ErasureSummary } from "~/features/people/people-schema";
import { erasePerson } from "~/features/people/people-service.server";
import { fieldErrorsOf } from "~/lib/http.server";
import { PersonalDataTabs } from "~/features/privacy/privacy-admin-panels";
import type { Route } from "./+types/people";

export const meta: Route.MetaFunction = () => [{ title: "Personal data · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return null;
}

type Answer = { contact: string; errors?: Record<string, string>; erased?: ErasureSummary };

/** Erasure from the screen: the same schema and service as `POST /api/people/erase`. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  const form = await request.formData();
  const contact = String(form.get("contact") ?? "");
  const parsed = personContactSchema.safeParse({ contact });
  if (!parsed.success) return data<Answer>({ contact, errors: fieldErrorsOf(parsed.error) }, 400);
  if (form.get("confirm") !== "yes") {
    return data<Answer>({ contact, errors: { confirm: "Tick the box to confirm the erasure" } }, 400);
  }
  return data<Answer>({ contact: "", erased: await erasePerson(context.db, parsed.data.contact) });
}

function erasedSummary(erased: ErasureSummary): string {
  return (
    `Erased: ${erased.enquiries_deleted} enquiries and ${erased.waitlist_entries_deleted} waitlist entries deleted; ` +
    `${erased.bookings_anonymised} bookings and ${erased.orders_anonymised} orders kept without the person; ` +
    `${erased.emails_emptied} emails emptied.`
  );
}

export default function People({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="font-display text-2xl font-bold text-slate-900">Personal data</h1>
      <PersonalDataTabs />
      <p className="mt-1 text-sm text-slate-600">
        When a traveller asks what we hold about them, or asks us to erase it (India&apos;s DPDP Act 2023),
        find them by the email address or phone number they used. Both are recorded in the audit log.
      </p>

      <section
        aria-labelledby="export-heading"
        className="mt-6 rounded-xl bg-white p-5 ring-1 ring-slate-200"
      >
        <h2 id="export-heading" className="text-lg font-semibold text-slate-900">
          Download everything held
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Bookings with their payments, enquiries, waitlist entries, gear orders and the emails sent, as one
          JSON file.
        </p>
        <form method="get" action="/api/people/export" className="mt-4 space-y-4">
          <TextField label="Email or phone" name="contact" autoComplete="off" required />
          <button type="submit" className={buttonClass("secondary")}>
            Download JSON
          </button>
        </form>
      </section>

      <section aria-labelledby="erase-heading" className="mt-6 rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <h2 id="erase-heading" className="text-lg font-semibold text-slate-900">
          Erase a person
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Deletes their enquiries, newsletter signups and waitlist entries. Bookings, payments and gear orders
          stay for the accounts, with the name, email, phone, address and any message replaced. The emails
          sent to them are emptied. This cannot be undone.
        </p>
        <p role="status" className="mt-3 min-h-6 text-sm font-medium text-slate-800">
          {actionData?.erased ? erasedSummary(actionData.erased) : ""}
        </p>
        <Form method="post" className="mt-2 space-y-4" noValidate>
          <TextField
            label="Email or phone"
            name="contact"
            autoComplete="off"
            required
            defaultValue={actionData?.contact}
            error={actionData?.errors?.contact}
          />
          <div>
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                name="confirm"
                value="yes"
                className="mt-0.5 size-4"
                aria-describedby={actionData?.errors?.confirm ? "confirm-error" : undefined}
                aria-invalid={actionData?.errors?.confirm ? true : undefined}
              />
              I understand the erasure cannot be undone
            </label>
            {actionData?.errors?.confirm && (
              <p id="confirm-error" className="mt-1 text-sm font-medium text-red-700">
                {actionData.errors.confirm}
              </p>
            )}
          </div>
          <button type="submit" disabled={busy} className={buttonClass("danger")}>
            Erase
          </button>
        </Form>
      </section>
    </div>
  );
}

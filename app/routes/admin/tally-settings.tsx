import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { answerForm } from "~/features/back-office/back-office-action.server";
import { textsOf } from "~/features/back-office/back-office-form";
import {
  tallyLedgerDefaults,
  tallyLedgerLabels,
  tallyLedgersUpdateSchema,
  tallyMessages,
  type TallyLedgers,
} from "~/features/back-office/tally/tally-schema";
import {
  getTallyLedgers,
  updateTallyLedgers,
} from "~/features/back-office/tally/tally-settings-service.server";
import type { Route } from "./+types/tally-settings";

export const meta: Route.MetaFunction = () => [{ title: "Tally ledgers · Settings · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return { ledgers: await getTallyLedgers(context.db) };
}

/** The same schema and service as `PUT /api/settings/tally`. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  const values = textsOf(await request.formData());
  return answerForm("tally", tallyLedgersUpdateSchema, values, values, async (update) => {
    await updateTallyLedgers(context.db, update);
    return tallyMessages.saved;
  });
}

export default function TallySettings({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && !actionData.ok ? actionData : null;
  const keys = Object.keys(tallyLedgerLabels) as (keyof TallyLedgers)[];
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link
        to="/admin/settings"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
      >
        <span aria-hidden="true">←</span> Settings
      </Link>
      <h1 className="font-display text-2xl font-bold text-slate-900">Tally ledgers</h1>
      <p className="text-sm text-slate-600">
        The ledgers the Tally export posts to, named as they are in the agency&apos;s Tally company.
        Travellers share one debtors&apos; ledger; each supplier gets a creditor&apos;s ledger of its own
        name.
      </p>
      {actionData && <Notice tone={actionData.ok ? "success" : "error"}>{actionData.message}</Notice>}
      <Form
        method="post"
        noValidate
        className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 sm:p-6"
      >
        {keys.map((key) => (
          <TextField
            key={key}
            label={tallyLedgerLabels[key]}
            name={key}
            defaultValue={refused?.values[key] ?? loaderData.ledgers[key]}
            error={refused?.errors[key]}
            hint={
              tallyLedgerDefaults[key]
                ? `Default: ${tallyLedgerDefaults[key]}`
                : "Blank: the company open in Tally"
            }
          />
        ))}
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass("primary", "md")}>
            Save ledger names
          </button>
        </div>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The Tally ledgers could not be loaded." />;
}

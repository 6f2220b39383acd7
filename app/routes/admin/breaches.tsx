import { data, Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { TextAreaField, TextField } from "~/components/ui/field";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import {
  breachInputSchema,
  breachMessages,
  breachNoticeSchema,
} from "~/features/privacy/breaches/breach-schema";
import {
  listBreaches,
  recordBreach,
  updateBreachNotices,
} from "~/features/privacy/breaches/breach-service.server";
import { BreachLog, PersonalDataTabs, type DecisionAnswer } from "~/features/privacy/privacy-admin-panels";
import { CHECK_FIELDS_MESSAGE, DomainError } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/http.server";
import type { Route } from "./+types/breaches";

export const meta: Route.MetaFunction = () => [{ title: "Breach log · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return { breaches: await listBreaches(context.db) };
}

type Answer = DecisionAnswer & { values?: Record<string, string> };

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, context);
  const form = await request.formData();
  if (form.get("intent") === "notices") {
    const id = textOf(form, "id");
    const parsed = breachNoticeSchema.safeParse({
      board_told_at: textOf(form, "board_told_at"),
      people_told_at: textOf(form, "people_told_at"),
    });
    if (!parsed.success) {
      return data<Answer>({ id, message: CHECK_FIELDS_MESSAGE, errors: fieldErrorsOf(parsed.error) }, 400);
    }
    try {
      await updateBreachNotices(context.db, id, parsed.data);
      return data<Answer>({ id: "", message: breachMessages.updated });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return data<Answer>({ id, message: error.message }, error.status);
    }
  }
  const fields = ["description", "found_at", "affected", "affected_count", "board_told_at", "people_told_at"];
  const values = Object.fromEntries(fields.map((name) => [name, textOf(form, name)]));
  const parsed = breachInputSchema.safeParse(values);
  if (!parsed.success) {
    return data<Answer>(
      { id: "new", message: CHECK_FIELDS_MESSAGE, errors: fieldErrorsOf(parsed.error), values },
      400,
    );
  }
  await recordBreach(context.db, parsed.data, admin.loginId);
  return data<Answer>({ id: "", message: breachMessages.recorded });
}

function NewBreachForm({ answer }: { answer?: Answer }) {
  const busy = useNavigation().state !== "idle";
  const errors = answer?.id === "new" ? (answer.errors ?? {}) : {};
  const value = (name: string) => (answer?.id === "new" ? answer.values?.[name] : undefined);
  return (
    <section
      aria-labelledby="new-breach-heading"
      className="mt-6 rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="new-breach-heading" className="text-lg font-semibold text-slate-900">
        Record a breach
      </h2>
      <Form
        method="post"
        className="mt-4 grid gap-4 sm:grid-cols-2"
        key={answer?.id === "" ? answer.message : "form"}
      >
        {answer?.id === "new" && (
          <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
            {answer.message}
          </p>
        )}
        <div className="sm:col-span-2">
          <TextAreaField
            label="What happened"
            name="description"
            required
            defaultValue={value("description")}
            error={errors.description}
          />
        </div>
        <TextField
          label="Found at (India time)"
          name="found_at"
          type="datetime-local"
          required
          defaultValue={value("found_at")}
          error={errors.found_at}
        />
        <TextField
          label="Whose data it touched"
          name="affected"
          required
          hint="e.g. travellers of the Spiti departures of June 2026"
          defaultValue={value("affected")}
          error={errors.affected}
        />
        <TextField
          label="How many people (if known)"
          name="affected_count"
          inputMode="numeric"
          defaultValue={value("affected_count")}
          error={errors.affected_count}
        />
        <TextField
          label="Board told at (if already)"
          name="board_told_at"
          type="datetime-local"
          defaultValue={value("board_told_at")}
          error={errors.board_told_at}
        />
        <TextField
          label="People told at (if already)"
          name="people_told_at"
          type="datetime-local"
          defaultValue={value("people_told_at")}
          error={errors.people_told_at}
        />
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={buttonClass("primary")}>
            Record breach
          </button>
        </div>
      </Form>
    </section>
  );
}

export default function Breaches({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-display text-2xl font-bold text-slate-900">Breach log</h1>
      <PersonalDataTabs />
      <p className="mt-4 text-sm text-slate-600">
        Every personal data breach, however small (DPDP Rules 2025, rule 7): tell the people it touched
        without delay, and send the Data Protection Board its detailed report within 72 hours of finding it.
      </p>
      {actionData && actionData.id === "" && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
          {actionData.message}
        </p>
      )}
      <NewBreachForm answer={actionData} />
      <BreachLog
        breaches={loaderData.breaches}
        answer={actionData?.id && actionData.id !== "new" ? actionData : undefined}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The breach log could not be loaded." />;
}

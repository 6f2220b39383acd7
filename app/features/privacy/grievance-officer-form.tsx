import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import type { GrievanceOfficer } from "./grievance/grievance-officer-schema";

export type GrievanceOfficerAnswer = {
  intent: "grievance";
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

/** Settings: the grievance officer /grievance, the privacy notice and the complaint emails name. */
export function GrievanceOfficerForm({
  officer,
  answer,
}: {
  officer: GrievanceOfficer;
  answer?: GrievanceOfficerAnswer;
}) {
  const busy = useNavigation().state !== "idle";
  const errors = answer?.errors ?? {};
  const value = (name: keyof GrievanceOfficer) => answer?.values?.[name] ?? officer[name];
  return (
    <section
      aria-labelledby="grievance-officer-heading"
      className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="grievance-officer-heading" className="text-lg font-semibold text-slate-900">
        Grievance officer
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Named on /grievance and in the privacy notice; complaints are acknowledged in their name.
      </p>
      {answer && <Notice tone={answer.ok ? "success" : "error"}>{answer.message}</Notice>}
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="grievance" />
        <TextField label="Name" name="name" required defaultValue={value("name")} error={errors.name} />
        <TextField
          label="Designation"
          name="designation"
          required
          defaultValue={value("designation")}
          error={errors.designation}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          required
          defaultValue={value("email")}
          error={errors.email}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          required
          defaultValue={value("phone")}
          error={errors.phone}
        />
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={buttonClass("primary")}>
            Save grievance officer
          </button>
        </div>
      </Form>
    </section>
  );
}

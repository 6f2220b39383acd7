import { data, Link } from "react-router";
import { AdminErrorPanel } from "~/components/ui/error-panel";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { AgencySettingsForm, type SettingsAnswer } from "~/features/agency-settings/agency-settings-form";
import {
  agencySettingsSchema,
  agencySettingsUpdateSchema,
  settingsMessages,
} from "~/features/agency-settings/agency-settings-schema";
import {
  getAgencySettings,
  updateAgencySettings,
} from "~/features/agency-settings/agency-settings-service.server";
import { SignatureForm, type SignatureAnswer } from "~/features/agency-settings/signature-form";
import {
  currentSignature,
  removeSignatureImage,
  saveSignatureImage,
  signatureMessages,
} from "~/features/agency-settings/signature-service.server";
import { TaxRulesTable } from "~/features/tax/tax-rules-table";
import { listTaxRules } from "~/features/tax/tax-rule-service.server";
import { CHECK_FIELDS_MESSAGE, DomainError } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/http.server";
import {
  grievanceOfficerSaved,
  grievanceOfficerSchema,
} from "~/features/privacy/grievance/grievance-officer-schema";
import {
  getGrievanceOfficer,
  saveGrievanceOfficer,
} from "~/features/privacy/grievance/grievance-officer-service.server";
import { GrievanceOfficerForm, type GrievanceOfficerAnswer } from "~/features/privacy/grievance-officer-form";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [{ title: "Settings · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const [settings, taxRules, signature, officer] = await Promise.all([
    getAgencySettings(context.db, context.config),
    listTaxRules(context.db),
    currentSignature(context.db),
    getGrievanceOfficer(context.db, context.config),
  ]);
  return { settings, taxRules, signatureInUse: signature !== null, officer };
}

/** The signature form: an upload checked by its content, or "Remove signature". */
async function signatureAction(form: FormData, context: Route.ActionArgs["context"]) {
  if (form.get("remove") === "1") {
    await removeSignatureImage(context.db);
    return data<SignatureAnswer>({ intent: "signature", ok: true, message: signatureMessages.removed });
  }
  const file = form.get("signature");
  try {
    if (!(file instanceof File)) throw new DomainError("invalid", signatureMessages.image);
    await saveSignatureImage(context.db, new Uint8Array(await file.arrayBuffer()));
    return data<SignatureAnswer>({ intent: "signature", ok: true, message: signatureMessages.saved });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const message = signatureMessages.image;
    return data<SignatureAnswer>({ intent: "signature", ok: false, message, error: message }, 400);
  }
}

/** The same schema and service as `PUT /api/settings/agency`. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  const form = await request.formData();
  if (form.get("intent") === "signature") return signatureAction(form, context);
  if (form.get("intent") === "grievance") return grievanceOfficerAction(form, context);
  const values: Record<string, string> = {};
  for (const key of Object.keys(agencySettingsSchema.shape)) {
    const value = form.get(key);
    if (typeof value === "string") values[key] = value;
  }
  const parsed = agencySettingsUpdateSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    return data<SettingsAnswer>({ ok: false, message: CHECK_FIELDS_MESSAGE, errors, values }, 400);
  }
  try {
    await updateAgencySettings(context.db, context.config, parsed.data);
    return data<SettingsAnswer>({ ok: true, message: settingsMessages.saved });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data<SettingsAnswer>(
      { ok: false, message: error.message, errors: error.errors, values },
      error.status,
    );
  }
}

/** The grievance officer's form: its own schema and service, beside the agency's details. */
async function grievanceOfficerAction(form: FormData, context: Route.ActionArgs["context"]) {
  const values = Object.fromEntries(
    ["name", "designation", "email", "phone"].map((key) => [key, String(form.get(key) ?? "")]),
  );
  const parsed = grievanceOfficerSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    return data<GrievanceOfficerAnswer>(
      { intent: "grievance", ok: false, message: CHECK_FIELDS_MESSAGE, errors, values },
      400,
    );
  }
  await saveGrievanceOfficer(context.db, context.config, parsed.data);
  return data<GrievanceOfficerAnswer>({ intent: "grievance", ok: true, message: grievanceOfficerSaved });
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="font-display text-2xl font-bold text-slate-900">Settings</h1>
      <p className="text-sm text-slate-600">
        The agency&apos;s payment and tax details: the pay-now box, receipts and GST invoices use them.
        Changes apply to documents issued from now on. The Tally export&apos;s ledger names are in{" "}
        <Link to="/admin/settings/tally" className="font-semibold text-brand-800 underline">
          Tally ledgers
        </Link>
        .
      </p>
      <AgencySettingsForm
        settings={loaderData.settings}
        answer={actionData && !("intent" in actionData) ? actionData : undefined}
      />
      <SignatureForm
        inUse={loaderData.signatureInUse}
        answer={
          actionData && "intent" in actionData && actionData.intent === "signature" ? actionData : undefined
        }
      />
      <TaxRulesTable rules={loaderData.taxRules} />
      <GrievanceOfficerForm officer={loaderData.officer} answer={grievanceAnswer(actionData)} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPanel title="The settings could not be loaded." />;
}

/** The grievance officer form's own answer, told apart by its intent. */
function grievanceAnswer(answer: unknown): GrievanceOfficerAnswer | undefined {
  const intent = (answer as { intent?: string } | undefined)?.intent;
  return intent === "grievance" ? (answer as GrievanceOfficerAnswer) : undefined;
}

import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { gstStates, type AgencySettings } from "./agency-settings-schema";

/** What the Settings screen's action answers. */
export type SettingsAnswer = {
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

const fieldset = "rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6";
const legend = "px-1 text-lg font-semibold text-slate-900";

/** The admin's form for the agency's payment and tax details (same schema as PUT /api/settings/agency). */
export function AgencySettingsForm({
  settings,
  answer,
}: {
  settings: AgencySettings;
  answer?: SettingsAnswer;
}) {
  const busy = useNavigation().state !== "idle";
  const value = (key: keyof AgencySettings) =>
    answer && !answer.ok && answer.values?.[key] !== undefined ? answer.values[key] : String(settings[key]);
  const error = (key: keyof AgencySettings) => (answer && !answer.ok ? answer.errors?.[key] : undefined);
  const text = (key: keyof AgencySettings, label: string, hint?: string, extra: object = {}) => (
    <TextField
      key={`${key}-${value(key)}`}
      label={label}
      name={key}
      defaultValue={value(key)}
      error={error(key)}
      hint={hint}
      {...extra}
    />
  );
  return (
    <Form method="post" noValidate className="space-y-6">
      {answer && <Notice tone={answer.ok ? "success" : "error"}>{answer.message}</Notice>}
      <fieldset className={fieldset}>
        <legend className={legend}>The agency</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("legal_name", "Legal name", "As registered for GST; printed on receipts and invoices", {
            required: true,
          })}
          {text("gstin", "GSTIN", "15 characters; leave blank if not registered", {
            autoCapitalize: "characters",
            spellCheck: false,
          })}
          <div className="sm:col-span-2">
            <TextAreaField
              key={`address-${value("address")}`}
              label="Address"
              name="address"
              rows={2}
              required
              defaultValue={value("address")}
              error={error("address")}
            />
          </div>
          <SelectField
            key={`state-${value("state_code")}`}
            label="State"
            name="state_code"
            hint="Where the agency is registered: decides CGST and SGST or IGST"
            defaultValue={value("state_code")}
            error={error("state_code")}
          >
            {gstStates.map(([code, name]) => (
              <option key={code} value={code}>
                {code} · {name}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>On the trip</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text(
            "on_trip_phone",
            "On-trip phone",
            "Travellers call it during a trip; the briefing email gives it",
            {
              required: true,
              type: "tel",
              inputMode: "tel",
              autoComplete: "off",
            },
          )}
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>How travellers pay</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("upi_id", "UPI ID", "e.g. safarnama@hdfcbank; the QR code pays into it", {
            spellCheck: false,
          })}
          {text("upi_payee_name", "UPI payee name", "The name the traveller's UPI app shows")}
          {text("bank_account_name", "Bank account name")}
          {text("bank_account_number", "Bank account number", undefined, { inputMode: "numeric" })}
          {text("bank_ifsc", "IFSC", "4 letters, 0, then 6 letters or digits", {
            autoCapitalize: "characters",
            spellCheck: false,
          })}
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Tax and documents</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("sac_code", "SAC code", "998552: tour operator services", { inputMode: "numeric" })}
          {text("invoice_prefix", "Document number prefix", "Up to 3 capitals: SAF gives SAF/26-27/0001", {
            autoCapitalize: "characters",
          })}
          {text("signatory_name", "Authorised signatory", "Who signs receipts, invoices and credit notes")}
          {text("signatory_designation", "Signatory's designation", "e.g. Director, Proprietor, Partner")}
        </div>
      </fieldset>
      <button type="submit" disabled={busy} className={buttonClass("primary", "md")}>
        {busy ? "Saving…" : "Save settings"}
      </button>
    </Form>
  );
}

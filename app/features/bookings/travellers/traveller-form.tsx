import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { FormAnswer } from "~/components/ui/form-answer";
import { CodeField, fieldsOf, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { countryName } from "~/lib/countries";
import { formatTravelDate } from "~/lib/dates";
import { countryCodes } from "../../../../domain/country-values";
import {
  genderLabels,
  HOME_COUNTRY,
  idTypeLabels,
  permitKindLabels,
  travellerGenders,
  travellerIdTypes,
} from "../../../../domain/traveller-values";
import { idNumberHints } from "./id-numbers";
import type { TravellersAnswer, TravellerWarning } from "./traveller-schema";
import { GuardianConfirmation, PrivacyNoticeLink } from "~/features/privacy/privacy-notice-link";

export type TravellersFormAnswer = {
  intent: "travellers";
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  warnings?: TravellerWarning[];
};

/** India first (most travellers), then every country by name. */
const countryOptions = [
  { code: HOME_COUNTRY, name: countryName(HOME_COUNTRY) },
  ...countryCodes
    .filter((code) => code !== HOME_COUNTRY)
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name)),
];

/** The route's permits in a sentence per nationality. */
function PermitNotice({ permits }: { permits: TravellersAnswer["permits"] }) {
  if (permits.indian.length === 0 && permits.foreign.length === 0) return null;
  const names = (kinds: readonly (keyof typeof permitKindLabels)[]) =>
    kinds.length ? kinds.map((kind) => permitKindLabels[kind]).join(" or ") : "no permit";
  return (
    <div className="rounded-lg bg-brand-50 p-4 text-sm text-slate-800 ring-1 ring-brand-100">
      <p className="font-semibold text-slate-900">Permits for this route</p>
      <p className="mt-1">
        Indian citizens: {names(permits.indian)}. Foreign nationals: {names(permits.foreign)}.
        {permits.days_to_obtain > 0 &&
          ` They take about ${permits.days_to_obtain} days to obtain; we apply for you.`}
      </p>
      {permits.group_rule && <p className="mt-1">{permits.group_rule}</p>}
    </div>
  );
}

/**
 * The booking page's "Travellers' details": one group of fields per traveller booked, filled from
 * what was given (ID numbers masked: left as they are, they keep the stored number). Checked on
 * the server by the same schema as `PUT /api/bookings/travellers`.
 */
export function TravellerDetailsForm({
  travellers,
  answer,
}: {
  travellers: TravellersAnswer;
  answer?: TravellersFormAnswer;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "travellers";
  const errors = answer?.errors ?? {};
  const warnings = answer?.ok ? (answer.warnings ?? []) : travellers.warnings;
  /** A warning about a field, shown under its label: accepted, but worth acting on. */
  const warningOf = (path: string) => {
    const text = warnings
      .filter((w) => w.path === path)
      .map((w) => w.message)
      .join(" ");
    return text ? <span className="font-medium text-amber-900">{text}</span> : undefined;
  };
  const valueOf = (i: number, field: string): string => {
    const typed = answer?.values?.[`travellers.${i}.${field}`];
    if (typed !== undefined) return typed;
    const given = travellers.travellers[i] as Record<string, unknown> | undefined;
    const value = given?.[field];
    return typeof value === "string" ? value : "";
  };
  const count = travellers.number_of_travelers;
  return (
    <section
      id="travellers"
      aria-labelledby="travellers-heading"
      className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="travellers-heading" className="font-display text-xl font-bold text-slate-900">
        Travellers' details
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {travellers.complete
          ? "Thank you: every traveller's details are in. You can still correct them here."
          : `For hotels and permits we need each traveller's details by ${formatTravelDate(travellers.due_date)}.`}{" "}
        ID numbers are stored encrypted, shown to our staff only in part, and deleted 30 days after the trip.
      </p>
      <div className="mt-4">
        <PermitNotice permits={travellers.permits} />
      </div>
      <FormAnswer answer={answer} />
      {/* keyed by what is stored: a save shows the stored values (masked ID numbers), not what was typed */}
      <Form
        method="post"
        preventScrollReset
        className="mt-4 space-y-6"
        noValidate
        key={JSON.stringify(travellers.travellers)}
      >
        <input type="hidden" name="intent" value="travellers" />
        {Array.from({ length: count }, (_, i) => {
          const f = (field: string) => `travellers.${i}.${field}`;
          const field = fieldsOf((name) => valueOf(i, name), errors, f);
          const idType = valueOf(i, "id_type") || "aadhaar";
          return (
            <fieldset key={i} className="group space-y-3 rounded-xl border border-slate-200 p-4">
              <legend className="px-1 font-semibold text-slate-900">Traveller {i + 1}</legend>
              <TextField
                label="Full name as on the ID"
                {...field("full_name")}
                autoComplete={i === 0 ? "name" : "off"}
              />
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField label="Date of birth" type="date" {...field("date_of_birth")} />
                <SelectField label="Gender" {...field("gender")}>
                  <option value="">Choose…</option>
                  {travellerGenders.map((g) => (
                    <option key={g} value={g}>
                      {genderLabels[g]}
                    </option>
                  ))}
                </SelectField>
              </div>
              <SelectField
                label="Nationality"
                {...field("nationality")}
                defaultValue={valueOf(i, "nationality") || HOME_COUNTRY}
                hint={warningOf(f("nationality"))}
              >
                {countryOptions.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </SelectField>
              <div className="grid gap-3 sm:grid-cols-2">
                <SelectField
                  label="ID type"
                  {...field("id_type")}
                  defaultValue={idType}
                  hint="Foreign nationals: passport"
                >
                  {travellerIdTypes.map((t) => (
                    <option key={t} value={t}>
                      {idTypeLabels[t]}
                    </option>
                  ))}
                </SelectField>
                <CodeField
                  label="ID number (optional under 18)"
                  {...field("id_number")}
                  spellCheck={false}
                  hint={idNumberHints[idType as keyof typeof idNumberHints]}
                />
              </div>
              {/* asked only for a passport: CSS follows the ID type chosen, before and without JavaScript */}
              <div className="hidden group-has-[option[value=passport]:checked]:block">
                <TextField
                  label="Passport expiry"
                  type="date"
                  {...field("passport_expiry")}
                  hint={warningOf(f("passport_expiry"))}
                />
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField label="Emergency contact's name" {...field("emergency_contact_name")} />
                <TextField
                  label="Emergency contact's phone"
                  type="tel"
                  {...field("emergency_contact_phone")}
                />
              </div>
              <TextField
                label="Diet (optional)"
                {...field("diet")}
                placeholder="e.g. vegetarian, Jain, no nuts"
              />
              <TextAreaField
                label="Medical notes (optional)"
                {...field("medical_notes")}
                rows={2}
                hint={
                  travellers.high_altitude
                    ? "This trip goes high (above 3,000 m): please mention heart or lung conditions, blood pressure, asthma, pregnancy or any past altitude sickness."
                    : undefined
                }
              />
            </fieldset>
          );
        })}
        {errors.travellers && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.travellers}
          </p>
        )}
        <GuardianConfirmation error={errors.guardian_confirmed} />
        <PrivacyNoticeLink purpose="for your trip's hotels, permits and safety" />
        <button type="submit" className={buttonClass("primary", "lg")} disabled={sending}>
          {sending ? "Saving…" : "Save travellers' details"}
        </button>
      </Form>
    </section>
  );
}

import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { formatRupees } from "~/lib/money";

/** What the compose form holds, as typed (amounts and travellers as text). */
export type QuoteFormValues = {
  title: string;
  package_id: string;
  travel_date: string;
  number_of_travelers: string;
  valid_until: string;
  days: { title: string; description: string }[];
  inclusions: string[];
  exclusions: string[];
  lines: { label: string; amount: string }[];
};

/** A save or send refused (with what was typed), or a draft saved. */
export type QuoteFormAnswer =
  | { ok: false; message: string; errors: Record<string, string>; values: QuoteFormValues }
  | { ok: true; message: string };

/** A package the form can start from (quote-service.server's PackageChoice). */
type PackageChoice = {
  id: string;
  title: string;
  price: number;
  days: { title: string; description: string }[];
  inclusions: string[];
  exclusions: string[];
};

type Keyed<T> = T & { key: number };

const amountOf = (text: string) => {
  const value = Number(text.replace(/[,\s₹]/g, ""));
  return Number.isFinite(value) ? Math.trunc(value) : 0;
};

/**
 * Compose or change a draft quote: the trip, a day-by-day itinerary (filled from a package or
 * typed), inclusions, exclusions and price lines with their total. Posts to the page's action
 * ("Save draft" or "Send"); each row is a plain field, so the form posts without JavaScript too.
 */
export function QuoteForm({
  initial,
  packages,
  answer,
  canSend,
}: {
  initial: QuoteFormValues;
  packages: PackageChoice[];
  answer?: QuoteFormAnswer | undefined;
  /** the contact has an email address to send to */
  canSend: boolean;
}) {
  const typed = answer && !answer.ok ? answer.values : initial;
  const errors = answer && !answer.ok ? answer.errors : {};
  const next = useRef(0);
  const keyed = <T,>(rows: T[]): Keyed<T>[] => rows.map((row) => ({ ...row, key: next.current++ }));
  const [title, setTitle] = useState(typed.title);
  const [days, setDays] = useState(() => keyed(typed.days));
  const [inclusions, setInclusions] = useState(() => keyed(typed.inclusions.map((text) => ({ text }))));
  const [exclusions, setExclusions] = useState(() => keyed(typed.exclusions.map((text) => ({ text }))));
  const [lines, setLines] = useState(() =>
    keyed(typed.lines.length ? typed.lines : [{ label: "", amount: "" }]),
  );
  const busy = useNavigation().state !== "idle";
  const total = lines.reduce((sum, line) => sum + amountOf(line.amount), 0);

  function startFrom(packageId: string) {
    const choice = packages.find((p) => p.id === packageId);
    if (!choice) return;
    setDays(keyed(choice.days));
    setInclusions(keyed(choice.inclusions.map((text) => ({ text }))));
    setExclusions(keyed(choice.exclusions.map((text) => ({ text }))));
    if (!title.trim()) setTitle(choice.title);
  }

  return (
    <Form method="post" noValidate aria-label="Quote" className="mt-6 space-y-8">
      {answer && <Notice tone={answer.ok ? "success" : "error"}>{answer.message}</Notice>}
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-bold text-slate-900">The trip</legend>
        <div className="sm:col-span-2">
          <TextField
            label="Title"
            name="title"
            required
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={errors.title}
            hint="As the traveller reads it, e.g. Kerala honeymoon, 6 days"
          />
        </div>
        <SelectField
          label="Start from a package"
          name="package_id"
          defaultValue={typed.package_id}
          error={errors.package_id}
          hint="Fills the days, inclusions and exclusions; change them as you like"
          onChange={(event) => startFrom(event.currentTarget.value)}
        >
          <option value="">None (a blank itinerary)</option>
          {packages.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.title} ({formatRupees(choice.price)} per person)
            </option>
          ))}
        </SelectField>
        <TextField
          label="Travellers"
          name="number_of_travelers"
          inputMode="numeric"
          required
          defaultValue={typed.number_of_travelers}
          error={errors.number_of_travelers}
        />
        <TextField
          label="Travel date"
          name="travel_date"
          type="date"
          required
          defaultValue={typed.travel_date}
          error={errors.travel_date}
        />
        <TextField
          label="Valid until"
          name="valid_until"
          type="date"
          required
          defaultValue={typed.valid_until}
          error={errors.valid_until}
          hint="After this day the traveller can no longer accept it"
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-3 text-lg font-bold text-slate-900">Itinerary, day by day</legend>
        {errors.itinerary && <p className="text-sm font-medium text-red-700">{errors.itinerary}</p>}
        {days.length === 0 && <p className="text-sm text-slate-600">No days yet.</p>}
        <ol className="space-y-4">
          {days.map((day, i) => (
            <li key={day.key} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
              <div className="grid gap-3">
                <TextField
                  label={`Day ${i + 1} title`}
                  name="day_title"
                  defaultValue={day.title}
                  error={errors[`itinerary.${i}.title`]}
                />
                <TextAreaField
                  label={`Day ${i + 1} description`}
                  name="day_description"
                  rows={2}
                  defaultValue={day.description}
                  error={errors[`itinerary.${i}.description`]}
                />
              </div>
              <button
                type="button"
                className={`${buttonClass("ghost", "sm")} mt-2`}
                onClick={() => setDays((rows) => rows.filter((row) => row.key !== day.key))}
              >
                Remove day {i + 1}
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          onClick={() => setDays((rows) => [...rows, ...keyed([{ title: "", description: "" }])])}
        >
          Add a day
        </button>
      </fieldset>

      <div className="grid gap-8 sm:grid-cols-2">
        <TextList
          legend="Inclusions"
          noun="Inclusion"
          name="inclusion"
          rows={inclusions}
          setRows={setInclusions}
          add={() => setInclusions((rows) => [...rows, ...keyed([{ text: "" }])])}
          errors={errors}
          errorKey="inclusions"
        />
        <TextList
          legend="Exclusions"
          noun="Exclusion"
          name="exclusion"
          rows={exclusions}
          setRows={setExclusions}
          add={() => setExclusions((rows) => [...rows, ...keyed([{ text: "" }])])}
          errors={errors}
          errorKey="exclusions"
        />
      </div>

      <fieldset className="space-y-3">
        <legend className="mb-3 text-lg font-bold text-slate-900">Price</legend>
        <p className="text-sm text-slate-600">Whole rupees; a discount is a negative amount.</p>
        {errors.price_lines && <p className="text-sm font-medium text-red-700">{errors.price_lines}</p>}
        <ol className="space-y-3">
          {lines.map((line, i) => (
            <li key={line.key} className="grid items-end gap-3 sm:grid-cols-[1fr_10rem_auto]">
              <TextField
                label={`Price line ${i + 1}`}
                name="line_label"
                defaultValue={line.label}
                error={errors[`price_lines.${i}.label`]}
              />
              <TextField
                label={`Amount of line ${i + 1} (₹)`}
                name="line_amount"
                inputMode="numeric"
                value={line.amount}
                onChange={(event) => {
                  const amount = event.currentTarget.value;
                  setLines((rows) => rows.map((row) => (row.key === line.key ? { ...row, amount } : row)));
                }}
                error={errors[`price_lines.${i}.amount`]}
              />
              <button
                type="button"
                className={buttonClass("ghost", "sm")}
                onClick={() => setLines((rows) => rows.filter((row) => row.key !== line.key))}
              >
                Remove line {i + 1}
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          onClick={() => setLines((rows) => [...rows, ...keyed([{ label: "", amount: "" }])])}
        >
          Add a price line
        </button>
        <p className="text-lg font-bold text-slate-900" aria-live="polite">
          Total: {formatRupees(total)}
        </p>
      </fieldset>

      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-6">
        <button type="submit" name="intent" value="save" disabled={busy} className={buttonClass("secondary")}>
          Save draft
        </button>
        <button
          type="submit"
          name="intent"
          value="send"
          disabled={busy || !canSend}
          className={buttonClass("primary")}
        >
          Send to the traveller
        </button>
        {!canSend && (
          <p className="self-center text-sm text-slate-700">The contact has no email address to send to.</p>
        )}
      </div>
    </Form>
  );
}

function TextList({
  legend,
  noun,
  name,
  rows,
  setRows,
  add,
  errors,
  errorKey,
}: {
  legend: string;
  noun: string;
  name: string;
  rows: Keyed<{ text: string }>[];
  setRows: (update: (rows: Keyed<{ text: string }>[]) => Keyed<{ text: string }>[]) => void;
  add: () => void;
  errors: Record<string, string>;
  errorKey: string;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-lg font-bold text-slate-900">{legend}</legend>
      {errors[errorKey] && <p className="text-sm font-medium text-red-700">{errors[errorKey]}</p>}
      <ul className="space-y-2">
        {rows.map((row, i) => (
          <li key={row.key} className="flex items-end gap-2">
            <div className="grow">
              <TextField
                label={`${noun} ${i + 1}`}
                name={name}
                defaultValue={row.text}
                error={errors[`${errorKey}.${i}`]}
              />
            </div>
            <button
              type="button"
              className={buttonClass("ghost", "sm")}
              aria-label={`Remove ${noun.toLowerCase()} ${i + 1}`}
              onClick={() => setRows((all) => all.filter((other) => other.key !== row.key))}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={buttonClass("secondary", "sm")} onClick={add}>
        Add {noun.toLowerCase()}
      </button>
    </fieldset>
  );
}

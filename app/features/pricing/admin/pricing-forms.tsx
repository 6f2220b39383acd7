import { useEffect, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { SelectField, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { destinations } from "~/features/tours/destinations";
import { ruleKindLabels, type PricingActionResult, type PricingIntent } from "./pricing-admin-state";
import type { PromoCodeJson, RuleJson } from "../pricing-schema";

export type PackageChoice = { id: string; title: string };
type Errors = Record<string, string>;

/** Percent or rupees off: fill one. */
function DiscountFields({ item, errors }: { item?: RuleJson | PromoCodeJson; errors: Errors }) {
  return (
    <>
      <TextField
        label="Percent off"
        name="percent_off"
        inputMode="numeric"
        defaultValue={item?.percent_off ?? undefined}
        hint="1 to 100; or leave empty and give an amount"
        error={errors.percent_off}
      />
      <TextField
        label="Amount off (₹)"
        name="amount_off"
        inputMode="numeric"
        defaultValue={item?.amount_off ?? undefined}
        hint="Whole rupees off the booking; or leave empty and give a percent"
        error={errors.amount_off}
      />
    </>
  );
}

function ValidityFields({ item, errors }: { item?: RuleJson | PromoCodeJson; errors: Errors }) {
  return (
    <>
      <TextField
        label="Valid from"
        name="valid_from"
        type="date"
        defaultValue={item?.valid_from ?? undefined}
        hint="First booking day (India time); empty: from now"
        error={errors.valid_from}
      />
      <TextField
        label="Valid until"
        name="valid_to"
        type="date"
        defaultValue={item?.valid_to ?? undefined}
        hint="Last booking day; empty: no end"
        error={errors.valid_to}
      />
    </>
  );
}

function PackagesField({
  item,
  packages,
  errors,
}: {
  item?: RuleJson | PromoCodeJson;
  packages: readonly PackageChoice[];
  errors: Errors;
}) {
  const problem =
    errors.package_ids ?? Object.entries(errors).find(([key]) => key.startsWith("package_ids."))?.[1];
  return (
    <div className="sm:col-span-2">
      <SelectField
        label="Packages"
        name="package_ids"
        multiple
        size={Math.min(6, Math.max(3, packages.length))}
        defaultValue={item?.package_ids ?? []}
        hint="None chosen: every package. Ctrl or ⌘ to choose several."
        error={problem}
      >
        {packages.map((tour) => (
          <option key={tour.id} value={tour.id}>
            {tour.title}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** Every field of an automatic discount, as `POST /api/pricing/rules` takes them. */
export function RuleFields({
  rule,
  packages,
  errors,
}: {
  rule?: RuleJson;
  packages: readonly PackageChoice[];
  errors: Errors;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          label="Name"
          name="name"
          required
          maxLength={100}
          defaultValue={rule?.name}
          error={errors.name}
        />
      </div>
      <SelectField label="Kind" name="kind" defaultValue={rule?.kind ?? "early_bird"} error={errors.kind}>
        {Object.entries(ruleKindLabels).map(([kind, label]) => (
          <option key={kind} value={kind}>
            {label}
          </option>
        ))}
      </SelectField>
      <span className="hidden sm:block" />
      <DiscountFields item={rule} errors={errors} />
      <TextField
        label="Days before travel (early bird)"
        name="min_days_before"
        inputMode="numeric"
        defaultValue={rule?.min_days_before ?? undefined}
        hint="Booked at least this many days ahead"
        error={errors.min_days_before}
      />
      <TextField
        label="Travellers at least (group)"
        name="min_travellers"
        inputMode="numeric"
        defaultValue={rule?.min_travellers ?? undefined}
        error={errors.min_travellers}
      />
      <TextField
        label="Travel from (seasonal)"
        name="travel_from"
        type="date"
        defaultValue={rule?.travel_from ?? undefined}
        error={errors.travel_from}
      />
      <TextField
        label="Travel until (seasonal)"
        name="travel_to"
        type="date"
        defaultValue={rule?.travel_to ?? undefined}
        error={errors.travel_to}
      />
      <ValidityFields item={rule} errors={errors} />
      <SelectField
        label="Category"
        name="category"
        defaultValue={rule?.category ?? ""}
        error={errors.category}
      >
        <option value="">Any</option>
        <option value="domestic">Domestic</option>
        <option value="international">International</option>
      </SelectField>
      <SelectField
        label="Destination"
        name="subcategory"
        defaultValue={rule?.subcategory ?? ""}
        error={errors.subcategory}
      >
        <option value="">Any</option>
        {destinations.map((destination) => (
          <option key={destination.subcategory} value={destination.subcategory}>
            {destination.name}
          </option>
        ))}
      </SelectField>
      <PackagesField item={rule} packages={packages} errors={errors} />
    </div>
  );
}

/** Every field of a promo code, as `POST /api/pricing/promo-codes` takes them. */
export function CodeFields({
  code,
  packages,
  errors,
}: {
  code?: PromoCodeJson;
  packages: readonly PackageChoice[];
  errors: Errors;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Code"
        name="code"
        required
        maxLength={30}
        autoCapitalize="characters"
        defaultValue={code?.code}
        hint="3 to 30 letters, digits, - or _; any case matches"
        error={errors.code}
      />
      <span className="hidden sm:block" />
      <DiscountFields item={code} errors={errors} />
      <ValidityFields item={code} errors={errors} />
      <TextField
        label="Uses in all"
        name="max_uses"
        inputMode="numeric"
        defaultValue={code?.max_uses ?? undefined}
        hint="Empty: no limit"
        error={errors.max_uses}
      />
      <TextField
        label="Uses per email"
        name="max_uses_per_email"
        inputMode="numeric"
        defaultValue={code?.max_uses_per_email ?? undefined}
        hint="Empty: no limit"
        error={errors.max_uses_per_email}
      />
      <TextField
        label="Travellers at least"
        name="min_travellers"
        inputMode="numeric"
        defaultValue={code?.min_travellers ?? undefined}
        error={errors.min_travellers}
      />
      <TextField
        label="Order value at least (₹)"
        name="min_order_value"
        inputMode="numeric"
        defaultValue={code?.min_order_value ?? undefined}
        hint="After automatic offers"
        error={errors.min_order_value}
      />
      <PackagesField item={code} packages={packages} errors={errors} />
    </div>
  );
}

const refusedOf = (result: PricingActionResult | undefined) => (result && !result.ok ? result : undefined);

/**
 * A form of the screen in a dialog: posts its intent, shows the refusal and each field's message,
 * and on success closes itself and hands the message to the screen.
 */
export function PricingFormDialog({
  open,
  title,
  description,
  intent,
  id,
  submitLabel,
  danger = false,
  onClose,
  onDone,
  children,
}: {
  open: boolean;
  title: string;
  description?: string;
  intent: PricingIntent;
  id?: string;
  submitLabel: string;
  danger?: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
  children: (errors: Errors) => ReactNode;
}) {
  const fetcher = useFetcher<PricingActionResult>({ key: `pricing-${intent}-${id ?? "new"}` });
  const result = fetcher.data;
  const done = fetcher.state === "idle" && result?.ok ? result : undefined;
  useEffect(() => {
    if (!done) return;
    fetcher.reset();
    onDone(done.message);
    onClose();
  }, [done, onClose, onDone, fetcher]);
  const refused = refusedOf(result);
  const busy = fetcher.state !== "idle";
  // a refusal shown before Cancel is not shown again when the dialog opens next
  const close = () => {
    fetcher.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title={title} description={description} className="sm:max-w-2xl">
      <fetcher.Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value={intent} />
        {id && <input type="hidden" name="id" value={id} />}
        {refused && <Notice tone="error">{refused.message}</Notice>}
        {children(refused?.errors ?? {})}
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <button type="button" onClick={close} className={buttonClass("secondary")}>
            Cancel
          </button>
          <button type="submit" disabled={busy} className={buttonClass(danger ? "danger" : "primary")}>
            {busy ? "Saving…" : submitLabel}
          </button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

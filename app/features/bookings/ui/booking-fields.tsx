import { HoneypotField } from "~/components/ui/honeypot-field";
import { CodeField, fieldsOf, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { gstStates } from "../../../../domain/gst-state-values";
import { todayInIndia } from "~/lib/dates";
import { DeparturePicker } from "~/features/bookings/departures/departure-picker";
import type { Departure } from "~/features/bookings/departures/departure-schema";
import { formatRupees } from "~/lib/money";
import type { BookingFormResult } from "../write/booking-form-state";
import { BuyerTaxFields } from "./buyer-tax-fields";
import { ContactFields } from "./visitor-fields";
import type { ChildBand } from "./child-band";

/**
 * The visitor's details of the booking modal (docs/product.md §2), shared by the modal and the
 * no-JavaScript form. A package with fixed departures offers them instead of a free travel date;
 * one with a child price asks how many of the travellers are children in its age band.
 */
export function BookingFields({
  result,
  departures = [],
  chosenDeparture,
  childBand = null,
  singleSupplement = null,
  international = false,
}: {
  result: BookingFormResult | undefined;
  departures?: readonly Departure[];
  chosenDeparture?: string;
  childBand?: ChildBand | null;
  /** the package's single-room supplement per room; null: no single rooms offered */
  singleSupplement?: number | null;
  /** an international package: ask for the PAN its TCS needs */
  international?: boolean;
}) {
  const refused = result && !result.ok ? result : undefined;
  const values = refused?.values ?? {};
  const errors = refused?.errors ?? {};
  const field = fieldsOf((name) => values[name as keyof typeof values], errors);
  return (
    <div className="space-y-4">
      {refused?.message && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {refused.message}
        </p>
      )}
      <ContactFields values={values} errors={errors} />
      {departures.length > 0 ? (
        <DeparturePicker
          departures={departures}
          chosen={values.departure_id ?? chosenDeparture}
          error={errors.departure_id}
        />
      ) : (
        <TextField label="Travel Date" type="date" min={todayInIndia()} required {...field("travel_date")} />
      )}
      {childBand && (
        <TextField
          label={`Children ${childBand.minAge}–${childBand.maxAge} years`}
          type="number"
          min={0}
          inputMode="numeric"
          {...field("number_of_children")}
          defaultValue={values.number_of_children ?? "0"}
          hint={`Counted among the travellers, ${formatRupees(childBand.price)} each${
            childBand.minAge > 0 ? `; under ${childBand.minAge} travel free (do not count them)` : ""
          }`}
        />
      )}
      {singleSupplement !== null && (
        <TextField
          label="Single rooms (optional)"
          type="number"
          min={0}
          inputMode="numeric"
          {...field("single_rooms")}
          defaultValue={values.single_rooms ?? "0"}
          hint={`For travellers who want a room of their own: ${formatRupees(singleSupplement)} more each`}
        />
      )}
      <TextField
        label="Seniors aged 60+ (optional)"
        type="number"
        min={0}
        inputMode="numeric"
        {...field("number_of_seniors")}
        defaultValue={values.number_of_seniors ?? "0"}
        hint="Counted among the travellers; their dates of birth are checked with the travellers' details"
      />
      <SelectField
        label="Your state (optional)"
        hint="For the GST on your invoice"
        {...field("customer_state")}
        defaultValue={values.customer_state ?? ""}
      >
        <option value="">Choose your state or union territory</option>
        {gstStates.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      {international && (
        <CodeField
          label="PAN (optional)"
          hint="Needed for the TCS on international packages; we can take it later by phone"
          maxLength={10}
          {...field("customer_pan")}
        />
      )}
      <BuyerTaxFields field={field} />
      <CodeField label="Promo code (optional)" maxLength={30} {...field("promo_code")} />
      <TextAreaField label="Special Requests" rows={3} {...field("special_requests")} />
      <HoneypotField />
    </div>
  );
}

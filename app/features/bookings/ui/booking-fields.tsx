import { HoneypotField } from "~/components/ui/honeypot-field";
import { TextAreaField, TextField } from "~/components/ui/field";
import { todayInIndia } from "~/lib/dates";
import { DeparturePicker } from "~/features/bookings/departures/departure-picker";
import type { Departure } from "~/features/bookings/departures/departure-schema";
import type { BookingFormResult } from "../write/booking-form-state";
import { ContactFields } from "./visitor-fields";

/**
 * The visitor's details of the booking modal (docs/product.md §2), shared by the modal and the
 * no-JavaScript form. A package with fixed departures offers them instead of a free travel date.
 */
export function BookingFields({
  result,
  departures = [],
  chosenDeparture,
}: {
  result: BookingFormResult | undefined;
  departures?: readonly Departure[];
  chosenDeparture?: string;
}) {
  const refused = result && !result.ok ? result : undefined;
  const values = refused?.values ?? {};
  const errors = refused?.errors ?? {};
  return (
    <div className="space-y-4">
      {refused && (
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
        <TextField
          label="Travel Date"
          name="travel_date"
          type="date"
          min={todayInIndia()}
          required
          defaultValue={values.travel_date}
          error={errors.travel_date}
        />
      )}
      <TextField
        label="Promo code (optional)"
        name="promo_code"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={30}
        defaultValue={values.promo_code}
        error={errors.promo_code}
      />
      <TextAreaField
        label="Special Requests"
        name="special_requests"
        rows={3}
        defaultValue={values.special_requests}
        error={errors.special_requests}
      />
      <HoneypotField />
    </div>
  );
}

import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { destinations } from "~/features/tours/destinations";
import { fieldError, typedValue, type FormAnswer } from "./form-answer";
import { PrivacyNoticeLink } from "~/features/privacy/privacy-notice-link";

type PlanTripFormProps = {
  /** the answer of a plain form post (no JavaScript), rendered by /plan-trip */
  answer?: FormAnswer;
  /** told once the lead is stored (the popup marks itself shown) */
  onSent?: () => void;
};

/**
 * The 'Plan Your Dream Vacation' form: name and mobile required, destination optional. Used by
 * the home page's popup and by /plan-trip, where it posts without JavaScript.
 */
export function PlanTripForm({ answer, onSent }: PlanTripFormProps) {
  const fetcher = useFetcher<FormAnswer>();
  const result = fetcher.data ?? answer;
  const submitting = fetcher.state !== "idle";
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.status === "success") onSentRef.current?.();
  }, [fetcher.state, fetcher.data]);

  if (result?.status === "success") {
    return (
      <p role="status" className="rounded-xl bg-green-50 p-4 font-semibold text-green-800">
        {result.message}
      </p>
    );
  }

  return (
    <fetcher.Form method="post" action="/plan-trip" noValidate className="relative space-y-4">
      <HoneypotField />
      <TextField
        label="Your name"
        name="name"
        autoComplete="name"
        required
        defaultValue={typedValue(result, "name")}
        error={fieldError(result, "name")}
      />
      <TextField
        label="Mobile number"
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        hint="10-12 digits; our travel expert will call you"
        defaultValue={typedValue(result, "phone")}
        error={fieldError(result, "phone")}
      />
      <SelectField
        label="Destination (optional)"
        name="destination"
        defaultValue={typedValue(result, "destination") ?? ""}
        error={fieldError(result, "destination")}
      >
        <option value="">Not decided yet</option>
        {destinations.map((destination) => (
          <option key={destination.slug} value={destination.name}>
            {destination.name}
          </option>
        ))}
        <option value="International">International</option>
      </SelectField>
      {result && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {result.message}
        </p>
      )}
      <PrivacyNoticeLink purpose="to call you back about your trip" />
      <button type="submit" disabled={submitting} className={`${buttonClass("primary", "lg")} w-full`}>
        {submitting ? "Sending..." : "Get a Call Back"}
      </button>
    </fetcher.Form>
  );
}

import { buttonClass } from "~/components/ui/button";
import { TravellersField } from "./visitor-fields";
import type { Departure } from "~/features/bookings/departures/departure-schema";
import { formatRupees } from "~/lib/money";
import { BookingConfirmationDetails } from "./booking-confirmation";
import { BookingFields } from "./booking-fields";
import type { ChildBand } from "./child-band";
import { PriceLines } from "./price-lines";
import { BOOKING_RECEIVED_TITLE, QUOTE_INTENT, type BookingFormResult } from "../write/booking-form-state";
import { PrivacyNoticeLink } from "~/features/privacy/privacy-notice-link";

type Option = { value: "triple" | "double"; label: string; price: number };

/**
 * The booking form as a plain section of the page, for visitors whose JavaScript has not run:
 * a normal POST to the page's action, which answers with the page again, holding either the
 * confirmation or the form with what was typed and a message beside each refused field. "Show my
 * price" asks the same quote as the modal's live breakdown, without booking.
 */
export function BookingPageForm({
  result,
  options,
  whatsapp,
  departures,
  chosenDeparture,
  childBand = null,
  singleSupplement = null,
  international,
}: {
  result: BookingFormResult | undefined;
  options: Option[];
  whatsapp: string;
  departures?: readonly Departure[];
  chosenDeparture?: string;
  childBand?: ChildBand | null;
  singleSupplement?: number | null;
  international?: boolean;
}) {
  if (result?.ok) {
    return (
      <section id="book" aria-labelledby="book-heading" className="mx-auto max-w-xl scroll-mt-24 px-4 py-14">
        <h2 id="book-heading" className="text-center font-display text-3xl font-bold text-slate-900">
          {BOOKING_RECEIVED_TITLE}
        </h2>
        <div className="mt-6 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200">
          <BookingConfirmationDetails
            confirmation={result.confirmation}
            whatsapp={whatsapp}
            animate={false}
          />
        </div>
      </section>
    );
  }
  const values = result?.values ?? {};
  const errors = result?.errors ?? {};
  const chosen = values.sharing === "double" ? "double" : "triple";
  return (
    <section id="book" aria-labelledby="book-heading" className="mx-auto max-w-xl scroll-mt-24 px-4 py-14">
      <h2 id="book-heading" className="font-display text-3xl font-bold text-slate-900">
        Book This Trip
      </h2>
      <form
        method="post"
        action="#book"
        noValidate
        className="mt-6 space-y-4 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200"
      >
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Pricing option</legend>
          <div className="mt-2 space-y-2">
            {options.map((option) => (
              <label key={option.value} className="flex items-center gap-2 text-slate-800">
                <input
                  type="radio"
                  name="sharing"
                  value={option.value}
                  defaultChecked={option.value === chosen}
                />
                {option.label} ({formatRupees(option.price)} per person)
              </label>
            ))}
          </div>
          {errors.sharing && <p className="mt-1 text-sm font-medium text-red-700">{errors.sharing}</p>}
        </fieldset>
        <TravellersField value={values.number_of_travelers ?? "2"} error={errors.number_of_travelers} />
        <BookingFields
          result={result}
          singleSupplement={singleSupplement}
          departures={departures}
          chosenDeparture={chosenDeparture}
          childBand={childBand}
          international={international}
        />
        {result?.quote && (
          <section aria-labelledby="quote-heading" className="rounded-xl bg-brand-50 px-4 py-3">
            <h3 id="quote-heading" className="text-sm font-semibold text-slate-900">
              Your price
            </h3>
            <PriceLines lines={result.quote.price_lines} total={result.quote.total_amount} />
          </section>
        )}
        <PrivacyNoticeLink purpose="to run your trip and contact you about it, never for marketing" />
        {/* first, so Enter in a field sends the booking as it always did */}
        <button type="submit" className={`w-full ${buttonClass("primary", "lg")}`}>
          Confirm Booking
        </button>
        <button
          type="submit"
          name="intent"
          value={QUOTE_INTENT}
          className={`w-full ${buttonClass("secondary", "md")}`}
        >
          Show my price
        </button>
      </form>
    </section>
  );
}

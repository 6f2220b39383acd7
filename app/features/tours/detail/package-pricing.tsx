import type { ReactNode } from "react";
import { Stepper } from "~/components/ui/stepper";
import { formatRupees } from "~/lib/money";
import { savingOf } from "../catalogue/tour-display";
import type { Tour } from "../tour-schema";

export type Sharing = "triple" | "double";

/** Per-person price and its struck original for the chosen sharing (docs/product.md §2). */
function priceOf(tour: Tour, sharing: Sharing) {
  return sharing === "double" && tour.double_sharing_price !== null
    ? { price: tour.double_sharing_price, original: tour.double_sharing_original_price }
    : { price: tour.price, original: tour.original_price };
}

type PackagePricingProps = {
  tour: Tour;
  sharing: Sharing;
  onSharingChange: (sharing: Sharing) => void;
  travellers: number;
  onTravellersChange: (travellers: number) => void;
  /** the live breakdown and total for the sharing and travellers chosen */
  breakdown: ReactNode;
  /** Book Now and the WhatsApp link */
  actions: ReactNode;
};

/** The pricing card: sharing toggle, per-person price, travellers stepper (min 1) and the breakdown. */
export function PackagePricing({
  tour,
  sharing,
  onSharingChange,
  travellers,
  onTravellersChange,
  breakdown,
  actions,
}: PackagePricingProps) {
  const { price, original } = priceOf(tour, sharing);
  const saving = savingOf(price, original);
  const options: { value: Sharing; label: string }[] = [{ value: "triple", label: "Triple Sharing" }];
  if (tour.double_sharing_price !== null) options.push({ value: "double", label: "Double Sharing" });

  return (
    <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Pricing option</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {options.map((option) => (
            <label
              key={option.value}
              className={`cursor-pointer rounded-lg px-3 py-2 text-center text-sm font-semibold ring-1 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-500 ${
                sharing === option.value
                  ? "bg-brand-700 text-white ring-brand-700"
                  : "bg-white text-slate-800 ring-slate-300"
              }`}
            >
              <input
                type="radio"
                name="pricing-option"
                value={option.value}
                checked={sharing === option.value}
                onChange={() => onSharingChange(option.value)}
                className="sr-only"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>

      <p className="mt-5">
        <span className="font-display text-3xl font-bold text-brand-800">{formatRupees(price)}</span>
        {saving !== null && original !== null && (
          <s className="ml-2 text-lg text-slate-600">
            <span className="sr-only">was </span>
            {formatRupees(original)}
          </s>
        )}
        <span className="block text-sm text-slate-600">per person</span>
      </p>
      {saving !== null && (
        <p className="mt-2 inline-block rounded-full bg-red-700 px-3 py-1 text-xs font-semibold text-white">
          Save {formatRupees(saving)}
        </p>
      )}

      <div className="mt-5">
        <Stepper
          label="Travellers"
          value={travellers}
          onChange={onTravellersChange}
          decreaseLabel="Fewer travellers"
          increaseLabel="More travellers"
        />
      </div>

      <div className="mt-5 border-t border-slate-200 pt-3" data-chat-keep-clear="">
        {breakdown}
      </div>
      <div className="mt-5 flex flex-col gap-3" data-chat-keep-clear="">
        {actions}
      </div>
    </div>
  );
}

import { useId } from "react";
import { formatTravelDate } from "~/lib/dates";
import { availabilityLabel } from "./departure-display";
import type { Departure } from "./departure-schema";

/**
 * The booking form's choice of departure, in place of a free travel date when the package runs
 * fixed departures. Full ones are shown but cannot be chosen; closed ones are left out.
 */
export function DeparturePicker({
  departures,
  chosen,
  error,
}: {
  departures: readonly Departure[];
  /** the departure ticked at first; otherwise the first one open */
  chosen: string | undefined;
  error: string | undefined;
}) {
  // closed ones are the agency's business: not offered, not shown
  const shown = departures.filter((departure) => departure.status !== "closed");
  const open = shown.filter((departure) => departure.status === "open");
  const checked = open.some((departure) => departure.id === chosen) ? chosen : open[0]?.id;
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        Departure date
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      </legend>
      {open.length === 0 && (
        <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          Every departure is full or closed right now. Join a sold-out departure's waitlist and we will email
          you when seats free up.
        </p>
      )}
      <div className="mt-2 space-y-2">
        {shown.map((departure) => {
          const full = departure.status !== "open";
          return (
            <label
              key={departure.id}
              className={`flex items-center gap-3 rounded-lg px-3 py-2 ring-1 ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-700 ${
                full ? "text-slate-600" : "cursor-pointer text-slate-900"
              }`}
            >
              <input
                type="radio"
                name="departure_id"
                value={departure.id}
                disabled={full}
                defaultChecked={departure.id === checked}
                className="h-4 w-4 accent-brand-700"
              />
              <span className="flex-1">
                <span className="block font-semibold">{formatTravelDate(departure.date)}</span>
                {departure.note && <span className="block text-xs text-slate-600">{departure.note}</span>}
              </span>
              <span className="text-sm font-medium">{availabilityLabel(departure)}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

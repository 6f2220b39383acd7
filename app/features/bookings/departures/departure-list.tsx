import { buttonClass } from "~/components/ui/button";
import { formatTravelDate } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import { DepartureBadge } from "./departure-badge";
import type { Departure } from "./departure-schema";

type DepartureListProps = {
  departures: readonly Departure[];
  /** with JavaScript the buttons open the booking or waitlist dialog; without, links go to the forms */
  hydrated: boolean;
  onBook: (departure: Departure) => void;
  onJoinWaitlist: (departure: Departure) => void;
};

/** The package page's upcoming departures: each date with its seats left, and Book or Join waitlist. */
export function DepartureList({ departures, hydrated, onBook, onJoinWaitlist }: DepartureListProps) {
  return (
    <section
      aria-labelledby="departures-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="departures-heading" className="font-display text-2xl font-bold text-slate-900">
        Upcoming Departures
      </h2>
      <p className="mt-1 text-sm text-slate-600">Fixed group departures: pick a date with seats left.</p>
      <ul className="mt-4 divide-y divide-slate-200">
        {departures.map((departure) => {
          const date = formatTravelDate(departure.date);
          const soldOut = departure.status === "sold_out";
          const label = soldOut ? "Join waitlist" : "Book";
          const accessibleLabel = soldOut
            ? `Join the waitlist for the ${date} departure`
            : `Book the ${date} departure`;
          const className = buttonClass(soldOut ? "ghost" : "secondary", "sm");
          return (
            <li key={departure.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{date}</p>
                {departure.note && <p className="text-sm text-slate-600">{departure.note}</p>}
                {departure.price !== null && (
                  <p className="text-sm font-medium text-slate-800">
                    {formatRupees(departure.price)} per person on this date
                  </p>
                )}
              </div>
              <div className="flex items-center justify-between gap-4">
                <DepartureBadge departure={departure} />
                {hydrated ? (
                  <button
                    type="button"
                    aria-label={accessibleLabel}
                    onClick={() => (soldOut ? onJoinWaitlist(departure) : onBook(departure))}
                    className={className}
                  >
                    {label}
                  </button>
                ) : (
                  <a
                    href={soldOut ? `?waitlist=${departure.id}#waitlist` : `?departure=${departure.id}#book`}
                    aria-label={accessibleLabel}
                    className={className}
                  >
                    {label}
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

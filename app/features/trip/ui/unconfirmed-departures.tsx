import { Link } from "react-router";
import { formatTravelDate } from "~/lib/dates";
import { UNCONFIRMED_WITHIN_DAYS } from "../../../../domain/trip-values";

type Unconfirmed = {
  packageId: string;
  departureId: string;
  title: string;
  date: string;
  unconfirmed: number;
};

/** The Overview's list of departures leaving soon with a property or vehicle not yet confirmed. */
export function UnconfirmedDepartures({ departures }: { departures: readonly Unconfirmed[] }) {
  if (departures.length === 0) return null;
  return (
    <section
      aria-labelledby="unconfirmed-heading"
      className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200"
    >
      <h2 id="unconfirmed-heading" className="font-bold text-amber-950">
        Leaving within {UNCONFIRMED_WITHIN_DAYS} days, not all confirmed
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {departures.map((d) => (
          <li key={d.departureId}>
            <Link
              to={`/admin/tours/departures/${d.packageId}/trip/${d.departureId}`}
              className="font-semibold text-amber-950 underline"
            >
              {d.title}, {formatTravelDate(d.date)}
            </Link>{" "}
            <span className="text-amber-950">
              · {d.unconfirmed} {d.unconfirmed === 1 ? "supplier" : "suppliers"} to confirm
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

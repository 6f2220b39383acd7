import { Link } from "react-router";
import { formatTravelDate } from "~/lib/dates";
import type { CostSheetJson } from "../costs/cost-sheet-schema";
import { breakEvenText } from "./cost-sheet-summary";
import { formatAmount } from "./money";

/**
 * The Overview's departures to decide: below break-even with the go/no-go date at most 14 days
 * away (or past), each with its margin and the travellers still needed.
 */
export function DeparturesToDecide({ sheets }: { sheets: CostSheetJson[] }) {
  if (sheets.length === 0) return null;
  return (
    <section
      aria-labelledby="decide-heading"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-red-200 sm:p-6"
    >
      <h2 id="decide-heading" className="text-lg font-semibold text-slate-900">
        Departures to decide: below break-even
      </h2>
      <ul className="mt-3 divide-y divide-slate-200">
        {sheets.map((sheet) => (
          <li
            key={sheet.departure_id}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm"
          >
            <span>
              <Link
                to={`/admin/tours/departures/${sheet.package_id}/costs/${sheet.departure_id}`}
                className="font-semibold text-brand-800 underline"
              >
                {sheet.package_title}, {formatTravelDate(sheet.departure_date)}
              </Link>
              <span className="block text-slate-700">
                Go/no-go {formatTravelDate(sheet.go_no_go_date)} · {sheet.travellers} of {sheet.seats} booked
                · {breakEvenText(sheet)}
              </span>
            </span>
            <span className="font-semibold tabular-nums text-red-800">{formatAmount(sheet.margin)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

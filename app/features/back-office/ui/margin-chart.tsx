import { formatTravelDate } from "~/lib/dates";
import type { DepartureReportRow } from "../reports/departure-report-schema";
import { formatAmount } from "./money";

/**
 * Each departure's margin as a bar from a middle line: right and green when it makes money, left
 * and red when it loses. Hidden from screen readers: the table beside it has the same numbers.
 */
export function MarginChart({ rows }: { rows: DepartureReportRow[] }) {
  const largest = Math.max(1, ...rows.map((row) => Math.abs(row.margin)));
  return (
    <div aria-hidden="true" className="space-y-1.5">
      {rows.map((row) => {
        const width = `${(Math.abs(row.margin) / largest) * 50}%`;
        const gain = row.margin >= 0;
        return (
          <div
            key={row.departure_id}
            className="grid grid-cols-[minmax(0,9rem)_1fr] items-center gap-2 text-xs sm:grid-cols-[minmax(0,16rem)_1fr]"
          >
            <span className="truncate text-slate-700">
              {formatTravelDate(row.date)} · {row.package_title}
            </span>
            <span className="relative block h-5 rounded-sm bg-slate-100">
              <span className="absolute inset-y-0 left-1/2 w-px bg-slate-400" />
              <span
                className={`absolute inset-y-0.5 rounded-sm ${gain ? "left-1/2 bg-green-600" : "right-1/2 bg-red-600"}`}
                style={{ width }}
              />
              <span
                className={`absolute inset-y-0 flex items-center px-1 font-semibold text-slate-900 ${gain ? "left-0" : "right-0"}`}
              >
                {formatAmount(row.margin)}
              </span>
            </span>
          </div>
        );
      })}
    </div>
  );
}

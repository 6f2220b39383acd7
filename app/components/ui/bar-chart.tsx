import type { ReactNode } from "react";

type ChartSeries = { name: string; className: string };

/**
 * Grouped columns drawn with plain boxes. The drawing is hidden from screen readers: pair it with
 * a table of the same numbers (the caller's), which is what assistive technology reads.
 */
export function ColumnChart({
  groups,
  series,
}: {
  groups: { label: string; values: number[] }[];
  series: ChartSeries[];
}) {
  const max = Math.max(1, ...groups.flatMap((group) => group.values));
  return (
    <div aria-hidden="true">
      <div className="flex h-40 items-end gap-1 border-b border-slate-300 sm:gap-2">
        {groups.map((group) => (
          <div key={group.label} className="flex h-full flex-1 items-end justify-center gap-px">
            {group.values.map((value, i) => (
              <div
                key={series[i]?.name ?? i}
                className={`w-full max-w-4 rounded-t-sm ${series[i]?.className ?? "bg-slate-400"}`}
                style={{ height: `${(value / max) * 100}%`, minHeight: value > 0 ? 2 : 0 }}
              />
            ))}
          </div>
        ))}
      </div>
      <div
        className="mt-1 grid gap-1 text-[0.65rem] text-slate-600 sm:gap-2 sm:text-xs"
        style={{ gridTemplateColumns: `repeat(${groups.length}, minmax(0, 1fr))` }}
      >
        {groups.map((group, i) =>
          i % 3 === 0 ? (
            <span key={group.label} className="col-span-3 whitespace-nowrap">
              {group.label}
            </span>
          ) : null,
        )}
      </div>
      <ul className="mt-2 flex flex-wrap gap-4 text-xs text-slate-700">
        {series.map((s) => (
          <li key={s.name} className="flex items-center gap-1.5">
            <span className={`h-3 w-3 rounded-sm ${s.className}`} />
            {s.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Horizontal bars with the label and number written beside each: readable with or without the bar. */
export function LabelledBars({
  rows,
  label,
}: {
  rows: { key: string; label: ReactNode; value: number }[];
  label: string;
}) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <ul aria-label={label} className="space-y-2">
      {rows.map((row) => (
        <li key={row.key} className="grid grid-cols-[minmax(0,10rem)_1fr_2.5rem] items-center gap-2 text-sm">
          <span className="break-words">{row.label}</span>
          <span aria-hidden="true" className="h-3 rounded-sm bg-slate-100">
            <span
              className="block h-3 rounded-sm bg-brand-600"
              style={{ width: `${(row.value / max) * 100}%` }}
            />
          </span>
          <span className="text-right font-semibold tabular-nums text-slate-900">{row.value}</span>
        </li>
      ))}
    </ul>
  );
}

import { useId, useState, type ReactNode } from "react";

/**
 * A table row with a disclosure button in its first cell; the details open in a full-width row
 * beneath it. `label` names the button for screen readers ("Details of SF-7K3M9Q").
 */
export function ExpandableRow({
  label,
  cells,
  details,
  columns,
}: {
  label: string;
  /** the row's other `<td>` cells */
  cells: ReactNode;
  details: ReactNode;
  /** the table's column count, the toggle column included */
  columns: number;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <>
      <tr className={`border-t border-slate-200 align-top ${open ? "bg-slate-50" : ""}`}>
        <td className="w-10 py-2 pl-2 pr-0">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={label}
            onClick={() => setOpen((value) => !value)}
            className="inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-700 hover:bg-slate-200"
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              className={`h-4 w-4 transition-transform ${open ? "rotate-90" : ""}`}
              fill="none"
              stroke="currentColor"
              strokeWidth={2.5}
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="m9 18 6-6-6-6" />
            </svg>
          </button>
        </td>
        {cells}
      </tr>
      <tr id={detailsId} hidden={!open} className="bg-slate-50">
        <td colSpan={columns} className="px-4 pb-4 pt-1">
          {details}
        </td>
      </tr>
    </>
  );
}

/** The label/value pairs inside an expanded row. */
export function DetailList({ items }: { items: { label: string; value: ReactNode; wide?: boolean }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm lg:grid-cols-3">
      {items.map(({ label, value, wide }) => (
        <div key={label} className={`min-w-0 ${wide ? "col-span-2 lg:col-span-3" : ""}`}>
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="whitespace-pre-wrap break-words text-slate-900">{value === "" ? "—" : value}</dd>
        </div>
      ))}
    </dl>
  );
}

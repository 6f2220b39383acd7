import type { ReactNode } from "react";

/** A column of an admin table: its heading, the screen width from which it shows, its alignment. */
type TableColumn = { label: string; from?: "sm" | "md" | "lg"; align?: "right" };

const shownFrom = {
  sm: "hidden sm:table-cell",
  md: "hidden md:table-cell",
  lg: "hidden lg:table-cell",
} as const;

/**
 * The header row of the admin tables: small uppercase headings, and columns that stay hidden on
 * narrow screens until their width. `expandable` leads with the (unlabelled) column of the rows'
 * details buttons; `dense` narrows the padding on phones for tables that sit inside a card.
 */
export function TableHead({
  columns,
  expandable = false,
  dense = false,
}: {
  columns: TableColumn[];
  expandable?: boolean;
  dense?: boolean;
}): ReactNode {
  const base = `${dense ? "px-2 sm:px-3" : "px-3"} py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600`;
  return (
    <thead>
      <tr>
        {expandable && (
          <th className="w-10">
            <span className="sr-only">Details</span>
          </th>
        )}
        {columns.map(({ label, from, align }) => (
          <th
            key={label}
            scope="col"
            className={[base, from && shownFrom[from], align === "right" && "text-right"]
              .filter(Boolean)
              .join(" ")}
          >
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

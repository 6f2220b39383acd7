import { createContext, useContext, type ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { buttonClass } from "./button";
import type { ScreenFilters } from "~/lib/list-query";
import { SelectField, TextField } from "./field";

type FilterState = { query: Partial<Record<string, unknown>>; errors: Record<string, string> };

const FilterStateContext = createContext<FilterState>({ query: {}, errors: {} });

/** A field's value (as the form last sent it) and its message. */
function useFilterField(name: string): { defaultValue: string; error: string | undefined } {
  const { query, errors } = useContext(FilterStateContext);
  const value = query[name];
  return { defaultValue: typeof value === "string" ? value : "", error: errors[name] };
}

/** Tailwind reads class names whole, so each width is written out. */
const widths = {
  5: { grid: "lg:grid-cols-5", actions: "lg:col-span-5" },
  6: { grid: "lg:grid-cols-6", actions: "lg:col-span-6" },
} as const;

/**
 * An admin list's filters: a GET form, so every filtered view has its own URL, and the buttons
 * under it (apply, clear back to the bare list, export what shows). The fields inside read their
 * values and messages from `query` and `errors`.
 */
export function FilterBar({
  label,
  columns,
  exportHref,
  query,
  errors,
  filters,
  children,
}: ScreenFilters<object> & {
  label: string;
  /** the grid's columns on a wide screen */
  columns: keyof typeof widths;
  /** the CSV of the list; the filters' query is added (no button without it) */
  exportHref?: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <FilterStateContext value={{ query: { ...query }, errors }}>
      <Form
        method="get"
        role="search"
        aria-label={label}
        className={`grid grid-cols-2 gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 ${widths[columns].grid}`}
      >
        {children}
        <div className={`col-span-2 flex flex-wrap items-center gap-2 ${widths[columns].actions}`}>
          <button type="submit" className={buttonClass("primary", "md")}>
            Apply filters
          </button>
          <Link to={pathname} className={buttonClass("ghost", "md")}>
            Clear
          </Link>
          {exportHref && (
            <a
              href={`${exportHref}${filters ? `?${filters}` : ""}`}
              download
              className={`${buttonClass("secondary", "md")} sm:ml-auto`}
            >
              Export CSV
            </a>
          )}
        </div>
      </Form>
    </FilterStateContext>
  );
}

/** `?q=`, two columns wide. */
export function SearchFilter({ hint }: { hint: string }) {
  return (
    <div className="col-span-2">
      <TextField label="Search" name="q" type="search" hint={hint} {...useFilterField("q")} />
    </div>
  );
}

/** One of a fixed set of values, or all of them when blank. */
export function ChoiceFilter({
  name,
  label,
  all,
  choices,
  className,
}: {
  name: string;
  label: string;
  /** the blank choice's text */
  all: string;
  choices: readonly { value: string; label: string }[];
  className?: string;
}) {
  return (
    <div className={className}>
      <SelectField label={label} name={name} {...useFilterField(name)}>
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** A calendar month (YYYY-MM). */
export function MonthFilter({ name, label }: { name: string; label: string }) {
  return <TextField label={label} name={name} type="month" placeholder="YYYY-MM" {...useFilterField(name)} />;
}

/** `?from=&to=`: the first and the last day, both included. */
export function DayRangeFilter({ from, to }: { from: string; to: string }) {
  return (
    <>
      <TextField label={from} name="from" type="date" {...useFilterField("from")} />
      <TextField label={to} name="to" type="date" {...useFilterField("to")} />
    </>
  );
}

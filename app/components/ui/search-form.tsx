import { Form } from "react-router";
import { buttonClass } from "./button";

/** A search box above a list: a GET form (`?q=`), so it works without JavaScript and keeps its URL. */
export function SearchForm({ label, query, id }: { label: string; query: string; id: string }) {
  return (
    <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
      </div>
      <button type="submit" className={buttonClass("secondary")}>
        Search
      </button>
    </Form>
  );
}

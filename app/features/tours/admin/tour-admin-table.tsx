import type { ReactNode } from "react";
import { SearchForm } from "~/components/ui/search-form";
import { formatRupees } from "~/lib/money";
import type { Tour } from "../tour-schema";

/** The search box above the Update and Delete tables. */
export function TourSearch({ query }: { query: string }) {
  return <SearchForm id="tour-search" label="Search by title" query={query} />;
}

/** Tour packages in a table, newest first; `action` renders each row's button or link. */
export function TourAdminTable({
  tours,
  caption,
  action,
}: {
  tours: readonly Tour[];
  caption: string;
  action: (tour: Tour) => ReactNode;
}) {
  if (tours.length === 0) {
    return (
      <p className="mt-6 rounded-lg bg-slate-50 px-4 py-6 text-center text-slate-700">
        No tour packages found.
      </p>
    );
  }
  return (
    <div className="mt-6 overflow-hidden rounded-xl ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3">
              Package
            </th>
            <th scope="col" className="hidden px-4 py-3 md:table-cell">
              Price
            </th>
            <th scope="col" className="hidden px-4 py-3 lg:table-cell">
              Shown
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">Action</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {tours.map((tour) => (
            <tr key={tour.id}>
              <td className="px-4 py-3">
                <span className="font-semibold text-slate-900">{tour.title}</span>
                <span className="block text-slate-600">
                  {tour.destination} · {tour.duration}
                  <span className="md:hidden"> · {formatRupees(tour.price)}</span>
                </span>
              </td>
              <td className="hidden whitespace-nowrap px-4 py-3 text-slate-800 md:table-cell">
                {formatRupees(tour.price)}
              </td>
              <td className="hidden px-4 py-3 text-slate-700 lg:table-cell">
                {[tour.featured ? "Featured" : null, tour.available ? "Available" : "Not available"]
                  .filter(Boolean)
                  .join(", ")}
              </td>
              <td className="px-4 py-3 text-right">{action(tour)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

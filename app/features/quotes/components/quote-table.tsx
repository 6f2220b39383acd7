import { Link } from "react-router";
import { formatIndiaDateTime, formatTravelDate } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import type { QuoteJson } from "../quote-schema";
import { QuoteStatusBadge } from "./quote-document";

/** The admin's list of quote versions: number, contact, trip, total, status. */
export function QuoteTable({ quotes, showContact = true }: { quotes: QuoteJson[]; showContact?: boolean }) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Quote
            </th>
            {showContact && (
              <th scope="col" className="px-4 py-3 font-semibold">
                Contact
              </th>
            )}
            <th scope="col" className="px-4 py-3 font-semibold">
              Trip
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Total
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Made
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {quotes.map((quote) => (
            <tr key={quote.id}>
              <td className="whitespace-nowrap px-4 py-3">
                <Link to={`/admin/quotes/${quote.id}`} className="font-semibold text-brand-800 underline">
                  {quote.number}
                  {quote.version > 1 ? ` v${quote.version}` : ""}
                </Link>
              </td>
              {showContact && (
                <td className="px-4 py-3 text-slate-800">{quote.contact.name || quote.contact.email}</td>
              )}
              <td className="px-4 py-3 text-slate-800">
                {quote.title}
                <span className="block text-xs text-slate-600">
                  {formatTravelDate(quote.travel_date)} · {quote.number_of_travelers} travellers
                </span>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-right text-slate-900">
                {formatRupees(quote.total)}
              </td>
              <td className="whitespace-nowrap px-4 py-3">
                <QuoteStatusBadge status={quote.status} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                {formatIndiaDateTime(quote.created_at)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

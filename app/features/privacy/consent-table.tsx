import { formatIndiaDateTime } from "~/lib/dates";
import type { ConsentJson } from "./consents/consent-schema";

const purposeLabel: Record<ConsentJson["purpose"], string> = {
  enquiry: "Enquiry",
  booking: "Booking",
  order: "Gear order",
  marketing: "Marketing",
  child_data: "Child's details (guardian)",
};

/** One person's consents as a table (Consents screen). */
export function ConsentTable({ consents }: { consents: ConsentJson[] }) {
  if (consents.length === 0)
    return <p className="mt-6 text-slate-700">No consent recorded for this contact.</p>;
  return (
    <div className="mt-6 overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Consents</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3">
              Purpose
            </th>
            <th scope="col" className="px-4 py-3">
              Form
            </th>
            <th scope="col" className="px-4 py-3">
              Notice
            </th>
            <th scope="col" className="px-4 py-3">
              Given
            </th>
            <th scope="col" className="px-4 py-3">
              Withdrawn
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {consents.map((consent) => (
            <tr key={consent.id}>
              <td className="px-4 py-3 font-medium text-slate-900">
                {purposeLabel[consent.purpose]}
                {consent.reference && (
                  <span className="block text-xs text-slate-600">{consent.reference}</span>
                )}
              </td>
              <td className="px-4 py-3">{consent.channel.replaceAll("_", " ")}</td>
              <td className="px-4 py-3">{consent.notice_version}</td>
              <td className="px-4 py-3">{formatIndiaDateTime(consent.given_at)}</td>
              <td className="px-4 py-3">
                {consent.withdrawn_at
                  ? `${formatIndiaDateTime(consent.withdrawn_at)} (${consent.withdrawn_via})`
                  : "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

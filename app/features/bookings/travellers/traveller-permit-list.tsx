import type { PermitStatus } from "../../../../domain/traveller-values";
import type { TravellerPermit } from "./traveller-schema";

/** Each status as the traveller reads it: what happens next, in our words. */
const permitStatusWords: Record<PermitStatus, string> = {
  not_needed: "No permit needed",
  needed: "Permit needed: we apply for it with the details you gave",
  applied: "Applied for: we email you when it is issued",
  issued: "Issued",
};

/** The booking page's permits: each traveller's status, and the issued permit's download. */
export function TravellerPermitList({
  permits,
  hrefOf,
}: {
  permits: TravellerPermit[];
  hrefOf: (permit: TravellerPermit) => string;
}) {
  if (permits.length === 0) return null;
  return (
    <section
      aria-labelledby="permits-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="permits-heading" className="font-display text-xl font-bold text-slate-900">
        Permits
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
        {permits.map((permit) => (
          <li key={permit.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <div>
              <p className="font-semibold text-slate-900">{permit.full_name}</p>
              <p className="text-slate-600">{permitStatusWords[permit.permit_status]}</p>
            </div>
            {permit.downloadable && (
              <a
                href={hrefOf(permit)}
                className="font-semibold text-brand-800 underline"
                download
                aria-label={`Download permit of ${permit.full_name}`}
              >
                Download permit
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { countryName } from "~/lib/countries";
import { formatTravelDate } from "~/lib/dates";
import { formatPhone } from "~/lib/phone";
import { genderLabels, idTypeLabels, permitStatusLabels } from "../../../../domain/traveller-values";
import { PermitForm, RevealIdNumber } from "./traveller-admin-forms";
import type { AdminTraveller, TravellerWarning } from "./traveller-schema";

/** The booking detail's travellers: details, masked ID with Reveal, and each permit's form. */
export function TravellerAdminList({
  bookingId,
  travellers,
  numberOfTravelers,
  dueDate,
  warnings,
}: {
  bookingId: string;
  travellers: AdminTraveller[];
  numberOfTravelers: number;
  dueDate: string;
  warnings: TravellerWarning[];
}) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {travellers.length} of {numberOfTravelers} travellers' details given; due by{" "}
        {formatTravelDate(dueDate)}.
      </p>
      {warnings.length > 0 && (
        <ul className="space-y-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {warnings.map((warning) => (
            <li key={`${warning.path}-${warning.message}`}>
              <strong>{travellers[Number(warning.path.split(".")[1])]?.full_name}:</strong> {warning.message}
            </li>
          ))}
        </ul>
      )}
      <ol className="space-y-3">
        {travellers.map((t) => (
          <li key={t.id} className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
            <h3 className="font-semibold text-slate-900">
              {t.position + 1}. {t.full_name}
            </h3>
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              <div>
                <dt className="inline text-slate-600">Age, gender: </dt>
                <dd className="inline">
                  {t.age}, {genderLabels[t.gender]}
                </dd>
              </div>
              <div>
                <dt className="inline text-slate-600">Nationality: </dt>
                <dd className="inline">{countryName(t.nationality)}</dd>
              </div>
              <div>
                <dt className="inline text-slate-600">{idTypeLabels[t.id_type]}: </dt>
                <dd className="inline">
                  <RevealIdNumber travellerId={t.id} masked={t.id_number} name={t.full_name} />
                </dd>
              </div>
              {t.passport_expiry && (
                <div>
                  <dt className="inline text-slate-600">Passport expires: </dt>
                  <dd className="inline">{formatTravelDate(t.passport_expiry)}</dd>
                </div>
              )}
              <div>
                <dt className="inline text-slate-600">Emergency contact: </dt>
                <dd className="inline">
                  {t.emergency_contact_name}, {formatPhone(t.emergency_contact_phone)}
                </dd>
              </div>
              {t.diet && (
                <div>
                  <dt className="inline text-slate-600">Diet: </dt>
                  <dd className="inline">{t.diet}</dd>
                </div>
              )}
              {t.medical_notes && (
                <div className="sm:col-span-2">
                  <dt className="inline text-slate-600">Medical notes: </dt>
                  <dd className="inline whitespace-pre-line">{t.medical_notes}</dd>
                </div>
              )}
              <div className="sm:col-span-2">
                <dt className="inline text-slate-600">Permit: </dt>
                <dd className="inline">
                  {t.permit_needed.length ? `${t.permit_needed.join(", ")}: ` : ""}
                  {permitStatusLabels[t.permit_status]}
                </dd>
              </div>
            </dl>
            {t.permit_needed.length > 0 && (
              <div className="mt-3">
                <PermitForm
                  travellerId={t.id}
                  status={t.permit_status}
                  hasFile={t.permit_file}
                  name={t.full_name}
                  fileLink={`/api/bookings/${bookingId}/travellers/${t.id}/permit`}
                />
              </div>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

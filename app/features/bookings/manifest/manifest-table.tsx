import { Link } from "react-router";
import { countryName } from "~/lib/countries";
import { formatRupees } from "~/lib/money";
import { formatPhone } from "~/lib/phone";
import { bookingStatusLabels, sharingLabels } from "../../../../domain/booking-values";
import { genderLabels, idTypeLabels, permitStatusLabels } from "../../../../domain/traveller-values";
import { PermitForm, RevealIdNumber } from "../travellers/traveller-admin-forms";
import type { Manifest } from "./manifest-schema";

const th =
  "border-b border-slate-300 px-2 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-700";
const td = "border-b border-slate-200 px-2 py-2 align-top text-sm";

/**
 * The manifest's travellers, booking by booking: what the tour leader carries (printed A4 across;
 * the forms to reveal an ID or move a permit along show on screen only).
 */
export function ManifestTravellers({ manifest }: { manifest: Manifest }) {
  const bookingIdOf = new Map(manifest.bookings.map((b) => [b.reference, b.id]));
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 print:overflow-visible print:shadow-none print:ring-0">
      <table className="w-full border-collapse print:text-[10px]">
        <caption className="sr-only">Travellers of this departure</caption>
        <thead>
          <tr>
            <th scope="col" className={th}>
              Booking
            </th>
            <th scope="col" className={th}>
              Traveller
            </th>
            <th scope="col" className={th}>
              ID
            </th>
            <th scope="col" className={th}>
              Permit
            </th>
            <th scope="col" className={th}>
              Diet and medical
            </th>
            <th scope="col" className={th}>
              Emergency contact
            </th>
            <th scope="col" className={th}>
              Room
            </th>
          </tr>
        </thead>
        <tbody>
          {manifest.travellers.map((t) => {
            const bookingId = bookingIdOf.get(t.booking_reference) ?? "";
            return (
              <tr key={`${t.booking_reference}-${t.number}`} className="break-inside-avoid">
                <td className={td}>
                  <Link
                    to={`/admin/bookings/${bookingId}`}
                    className="whitespace-nowrap font-medium text-brand-800 underline"
                  >
                    {t.booking_reference}
                  </Link>
                  <span className="block text-xs text-slate-600">#{t.number}</span>
                </td>
                <td className={td}>
                  <span className="block font-semibold text-slate-900">{t.full_name}</span>
                  {t.age !== null && t.gender && t.nationality && (
                    <span className="block text-xs text-slate-700">
                      {t.age} · {genderLabels[t.gender as keyof typeof genderLabels]} ·{" "}
                      {countryName(t.nationality)}
                    </span>
                  )}
                </td>
                <td className={td}>
                  {t.traveller_id && t.id_type && (
                    <>
                      <span className="block text-xs text-slate-700">
                        {idTypeLabels[t.id_type as keyof typeof idTypeLabels]}
                      </span>
                      <RevealIdNumber
                        travellerId={t.traveller_id}
                        bookingId={bookingId}
                        masked={t.id_number}
                        name={t.full_name}
                      />
                    </>
                  )}
                </td>
                <td className={td}>
                  {t.permit_status && (
                    <span className="block">
                      {t.permit_needed.length ? `${t.permit_needed.join(", ")}: ` : ""}
                      <strong>{permitStatusLabels[t.permit_status]}</strong>
                    </span>
                  )}
                  {t.traveller_id && t.permit_status && t.permit_needed.length > 0 && (
                    <div className="mt-2">
                      <PermitForm
                        travellerId={t.traveller_id}
                        bookingId={bookingId}
                        status={t.permit_status}
                        hasFile={false}
                        name={t.full_name}
                        fileLink={`/api/bookings/${bookingId}/travellers/${t.traveller_id}/permit`}
                      />
                    </div>
                  )}
                </td>
                <td className={td}>
                  {t.diet && <span className="block">{t.diet}</span>}
                  {t.medical_notes && (
                    <span className="block whitespace-pre-line text-slate-800">{t.medical_notes}</span>
                  )}
                </td>
                <td className={td}>{t.emergency_contact}</td>
                <td className={`${td} whitespace-nowrap`}>{t.room}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Each booking's money: total, paid and balance, for the tour leader who collects the rest. */
export function ManifestBookings({ manifest }: { manifest: Manifest }) {
  return (
    // scrolls sideways on a phone: focusable, so a keyboard can scroll it too
    <div
      role="region"
      aria-label="Bookings, paid and balance (scrolls sideways)"
      tabIndex={0}
      className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 print:shadow-none print:ring-0"
    >
      <table className="w-full border-collapse print:text-[10px]">
        <caption className="sr-only">Bookings of this departure, paid and balance</caption>
        <thead>
          <tr>
            {["Booking", "Booked by", "Travellers", "Sharing", "Total", "Paid", "Balance"].map((label) => (
              <th key={label} scope="col" className={th}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {manifest.bookings.map((b) => (
            <tr key={b.id}>
              <td className={`${td} whitespace-nowrap`}>
                {b.reference}
                <span
                  className={`block text-xs ${b.status === "pending" ? "text-amber-800" : "text-slate-700"}`}
                >
                  {bookingStatusLabels[b.status]}
                </span>
              </td>
              <td className={td}>
                {b.customer_name}
                <span className="block whitespace-nowrap text-xs text-slate-700">
                  {formatPhone(b.customer_phone)}
                </span>
              </td>
              <td className={`${td} tabular-nums`}>
                {b.number_of_travelers}
                {!b.details_complete && <span className="block text-xs text-amber-800">Details missing</span>}
              </td>
              <td className={td}>{sharingLabels[b.sharing]}</td>
              <td className={`${td} tabular-nums`}>{formatRupees(b.total_amount)}</td>
              <td className={`${td} tabular-nums`}>{formatRupees(b.paid)}</td>
              <td className={`${td} font-semibold tabular-nums`}>{formatRupees(b.balance)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" colSpan={2} className={`${td} text-left`}>
              Total
            </th>
            <td className={`${td} tabular-nums`}>{manifest.totals.travellers}</td>
            <td className={td} />
            <td className={`${td} tabular-nums`}>{formatRupees(manifest.totals.total_amount)}</td>
            <td className={`${td} tabular-nums`}>{formatRupees(manifest.totals.paid)}</td>
            <td className={`${td} tabular-nums`}>{formatRupees(manifest.totals.balance)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

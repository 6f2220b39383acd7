import { data } from "react-router";
import { linkErrorBoundary } from "~/components/layout/link-error-content";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { leaderPageOf } from "~/features/trip/leader-page.server";
import { openLeaderLink } from "~/features/trip/leader-service.server";
import { LeaderCheckIns } from "~/features/trip/ui/leader-check-ins";
import { formatTravelDate } from "~/lib/dates";
import { privatePageMeta } from "~/lib/public-site";
import type { Route } from "./+types/trip-leader";

/**
 * The tour leader's page of a departure (issue 43): the signed link is the key. Travellers'
 * phones and medical notes: never in a shared cache, never sent on as a referrer.
 */
const LEADER_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
};

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) =>
  privatePageMeta(matches, loaderData ? `Trip: ${loaderData.page.title}` : "Trip link not valid");

export function headers() {
  return LEADER_PAGE_HEADERS;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const access = await openLeaderLink(context.db, params.token);
  if (!access) throw data(null, { status: 404, headers: LEADER_PAGE_HEADERS });
  const page = await leaderPageOf(context.db, access, agencyContactOf(context.config));
  return data({ page, token: params.token }, { headers: LEADER_PAGE_HEADERS });
}

const card = "rounded-2xl bg-white p-5 shadow ring-1 ring-slate-200";
const heading = "text-xl font-bold text-slate-900";

export default function TripLeaderPage({ loaderData }: Route.ComponentProps) {
  const { page, token } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 pb-20 pt-28">
      <header>
        <h1 className="font-display text-3xl font-bold text-slate-900">{page.title}</h1>
        <p className="mt-1 text-slate-700">
          Departs {formatTravelDate(page.departureDate)}
          {page.meeting.place ? ` · meet at ${page.meeting.place}` : ""}
          {page.meeting.time ? `, ${page.meeting.time}` : ""}
        </p>
        <p className="mt-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
          This page holds travellers&rsquo; phone numbers and medical notes: keep your phone locked and do not
          forward the link.
        </p>
      </header>

      <LeaderCheckIns
        token={token}
        travellers={page.travellers.length}
        updatedAt={page.updatedAt}
        recorded={page.checkIns}
      />

      <section aria-labelledby="agency-heading" className={card}>
        <h2 id="agency-heading" className={heading}>
          {page.agency.name}
        </h2>
        <p className="mt-2 text-slate-800">
          Phone{" "}
          <a className="font-semibold text-sky-800 underline" href={`tel:${page.agency.phone}`}>
            {page.agency.phone}
          </a>
          {" · "}WhatsApp +{page.agency.whatsapp}
        </p>
        {page.crew.length > 0 && (
          <ul className="mt-2 text-slate-800">
            {page.crew.map((member) => (
              <li key={`${member.role}-${member.name}`}>
                {member.role}: {member.name}
                {member.phone ? ` · ${member.phone}` : ""}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="travellers-heading" className={card}>
        <h2 id="travellers-heading" className={heading}>
          Travellers ({page.travellers.length})
        </h2>
        <ul className="mt-3 divide-y divide-slate-200">
          {page.travellers.map((t) => (
            <li key={t.key} className="py-3">
              <p className="font-semibold text-slate-900">{t.name}</p>
              <p className="text-sm text-slate-700">
                Booking {t.bookingReference} ·{" "}
                <a className="text-sky-800 underline" href={`tel:${t.phone}`}>
                  {t.phone}
                </a>
              </p>
              {t.emergencyContact && (
                <p className="text-sm text-slate-700">Emergency contact: {t.emergencyContact}</p>
              )}
              {t.medicalNotes && (
                <p className="text-sm font-medium text-red-800">Medical: {t.medicalNotes}</p>
              )}
              {t.diet && <p className="text-sm text-slate-700">Diet: {t.diet}</p>}
              {t.permits.length > 0 && (
                <p className="text-sm text-slate-700">Permits: {t.permits.join(", ")}</p>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="days-heading" className={card}>
        <h2 id="days-heading" className={heading}>
          Day by day
        </h2>
        <ol className="mt-3 space-y-3">
          {page.days.map((day) => (
            <li key={day.day}>
              <p className="font-semibold text-slate-900">
                Day {day.day} · {formatTravelDate(day.date)}
              </p>
              {day.plan && <p className="text-slate-700">{day.plan}</p>}
              {day.halts.map((halt) => (
                <p key={halt.name} className="text-sm text-slate-700">
                  Night: {halt.name}
                  {halt.phone ? ` · ${halt.phone}` : ""}
                </p>
              ))}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="rooms-heading" className={card}>
        <h2 id="rooms-heading" className={heading}>
          Rooms
        </h2>
        <ul className="mt-3 space-y-2">
          {page.rooms.map((room) => (
            <li key={room.label}>
              <span className="font-semibold text-slate-900">{room.label}:</span>{" "}
              <span className="text-slate-700">{room.travellers.join(", ")}</span>
            </li>
          ))}
        </ul>
      </section>

      {page.vehicles.length > 0 && (
        <section aria-labelledby="vehicles-heading" className={card}>
          <h2 id="vehicles-heading" className={heading}>
            Vehicles
          </h2>
          <ul className="mt-3 space-y-2">
            {page.vehicles.map((vehicle) => (
              <li key={vehicle.label}>
                <p className="font-semibold text-slate-900">
                  {vehicle.label}
                  {vehicle.number ? ` · ${vehicle.number}` : ""}
                </p>
                {vehicle.driver && <p className="text-sm text-slate-700">Driver: {vehicle.driver}</p>}
                <p className="text-sm text-slate-700">{vehicle.travellers.join(", ")}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export const ErrorBoundary = linkErrorBoundary({
  invalidTitle: "This trip link does not open",
  invalidText: "It has expired or been withdrawn. Please ask the agency for a new one.",
  failedTitle: "This page could not be shown",
  action: { to: "/contact", label: "Contact the agency" },
});

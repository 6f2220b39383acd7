import { data, Form, Link, useActionData } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { departureCheckIns } from "~/features/trip/leader-service.server";
import { departureRooming } from "~/features/trip/rooming-service.server";
import { departureStayList } from "~/features/trip/stay-service.server";
import { departureVehicleList } from "~/features/trip/vehicle-service.server";
import { departureCrewList } from "~/features/trip/crew-service.server";
import { tripPageAction } from "~/features/trip/trip-page-action.server";
import { findTripDeparture } from "~/features/trip/trip-roster.server";
import { TripConfirmation, TripSection } from "~/features/trip/ui/trip-admin-parts";
import { formatIndiaDateTime, formatTravelDate } from "~/lib/dates";
import { roomSharingLabels, roomSharings } from "../../../domain/trip-values";
import type { Route } from "./+types/departure-trip";

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: loaderData ? `Running the trip: ${loaderData.title} · Admin` : "Running the trip · Admin" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const trip = await findTripDeparture(context.db, params.id, params.departureId);
  if (!trip) throw data(null, { status: 404 });
  const ids = [params.id, params.departureId] as const;
  const [rooming, stays, vehicles, crew, checkIns] = await Promise.all([
    departureRooming(context.db, ...ids),
    departureStayList(context.db, ...ids),
    departureVehicleList(context.db, ...ids),
    departureCrewList(context.db, ...ids),
    departureCheckIns(context.db, ...ids),
  ]);
  return {
    title: trip.tour.title,
    date: trip.departure.departureDate,
    packageId: trip.tour.id,
    departureId: trip.departure.id,
    rooming: rooming!,
    stays: stays!,
    vehicles: vehicles!,
    crew: crew!,
    checkIns: checkIns!,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, context);
  return tripPageAction(
    context,
    { packageId: params.id, departureId: params.departureId, adminId: admin.adminId },
    await request.formData(),
  );
}

export default function DepartureTrip({ loaderData }: Route.ComponentProps) {
  const { rooming, stays, vehicles, crew, checkIns, packageId, departureId } = loaderData;
  const answer = useActionData<typeof action>();
  const api = `/api/tours/${packageId}/departures/${departureId}`;
  const suppliers = [
    ...new Map(stays.nights.flatMap((n) => n.stays).map((s) => [s.supplier_id, s])).values(),
  ];
  const unconfirmed =
    suppliers.filter((s) => s.confirmation?.status !== "confirmed").length +
    vehicles.vehicles.filter((v) => v.confirmation?.status !== "confirmed").length;
  return (
    <div className="space-y-6">
      <div>
        <Link
          to={`/admin/tours/departures/${packageId}`}
          className="text-sm font-semibold text-brand-800 hover:underline"
        >
          <span aria-hidden="true">←</span> Departures of this package
        </Link>
        <h1 className="mt-2 font-display text-2xl font-bold text-slate-900">
          Running the trip: {loaderData.title}
        </h1>
        <p className="mt-1 text-sm text-slate-700">Departs {formatTravelDate(loaderData.date)}</p>
        {unconfirmed > 0 && (
          <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
            {unconfirmed} {unconfirmed === 1 ? "supplier has" : "suppliers have"} not confirmed yet.
          </p>
        )}
        {answer && (
          <p
            role="status"
            className={`mt-2 rounded-lg px-3 py-2 text-sm font-medium ${answer.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"}`}
          >
            {answer.message} {answer.url && <span className="break-all font-mono">{answer.url}</span>}
          </p>
        )}
      </div>

      <TripSection title="Rooms">
        <p className="text-sm text-slate-700">
          Needed:{" "}
          {roomSharings
            .map((s) => `${rooming.rooms_needed[s]} ${roomSharingLabels[s].toLowerCase()}`)
            .join(", ")}
          {rooming.automatic ? " (planned automatically)" : ""}
        </p>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {rooming.rooms.map((room, i) => (
            <li key={room.id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className="font-semibold text-slate-900">
                Room {i + 1} · {roomSharingLabels[room.sharing]}
              </p>
              <p className="text-slate-700">
                {room.travellers.map((t) => `${t.name}${t.no_bed ? " (no bed)" : ""}`).join(", ")}
              </p>
            </li>
          ))}
        </ul>
        {rooming.unassigned.length > 0 && (
          <p className="mt-2 text-sm text-amber-900">
            Without a room: {rooming.unassigned.map((t) => t.name).join(", ")}
          </p>
        )}
      </TripSection>

      <TripSection title="Stays, night by night">
        {stays.nights.length === 0 && <p className="text-sm text-slate-700">A day trip: no nights.</p>}
        <ul className="space-y-2 text-sm">
          {stays.nights.map((night) => {
            const short = roomSharings.some((s) => night.held[s] < night.needed[s]);
            return (
              <li key={night.night} className="rounded-lg border border-slate-200 p-3">
                <p className="font-semibold text-slate-900">
                  Night {night.night} · {formatTravelDate(night.date)}{" "}
                  <span className={short ? "text-red-800" : "text-emerald-800"}>
                    {short ? "short of rooms" : "rooms held"}
                  </span>
                </p>
                <p className="text-slate-700">
                  Needed / held:{" "}
                  {roomSharings
                    .map((s) => `${roomSharingLabels[s]} ${night.needed[s]}/${night.held[s]}`)
                    .join(" · ")}
                </p>
                {night.stays.map((stay) => (
                  <p key={stay.supplier_id} className="text-slate-700">
                    {stay.supplier_name}:{" "}
                    {roomSharings
                      .filter((s) => stay.rooms[s] > 0)
                      .map((s) => `${stay.rooms[s]} ${roomSharingLabels[s].toLowerCase()}`)
                      .join(", ")}
                  </p>
                ))}
              </li>
            );
          })}
        </ul>
        {suppliers.map((stay) => (
          <TripConfirmation
            key={stay.supplier_id}
            name={stay.supplier_name}
            target={{ supplier_id: stay.supplier_id }}
            confirmation={stay.confirmation}
            pdf={{ href: `${api}/stays/${stay.supplier_id}/rooming-list.pdf`, label: "Rooming list (PDF)" }}
          />
        ))}
      </TripSection>

      <TripSection title="Vehicles">
        {vehicles.vehicles.length === 0 && <p className="text-sm text-slate-700">No vehicles yet.</p>}
        {vehicles.vehicles.map((vehicle) => (
          <div key={vehicle.id} className="rounded-lg border border-slate-200 p-3 text-sm">
            <p className="font-semibold text-slate-900">
              {vehicle.label} · {vehicle.travellers.length} of {vehicle.seats} seats
            </p>
            <p className="text-slate-700">{vehicle.travellers.map((t) => t.name).join(", ")}</p>
            <TripConfirmation
              name={vehicle.label}
              target={{ vehicle_id: vehicle.id }}
              confirmation={vehicle.confirmation}
              pdf={{ href: `${api}/vehicles/${vehicle.id}/duty-slip.pdf`, label: "Duty slip (PDF)" }}
            />
          </div>
        ))}
        {vehicles.unassigned.length > 0 && (
          <p className="text-sm text-amber-900">
            Without a seat: {vehicles.unassigned.map((t) => t.name).join(", ")}
          </p>
        )}
      </TripSection>

      <TripSection title="Guides and tour leader">
        {crew.length === 0 ? (
          <p className="text-sm text-slate-700">Nobody assigned yet.</p>
        ) : (
          <ul className="text-sm text-slate-800">
            {crew.map((m) => (
              <li key={`${m.role}-${m.name}`}>
                {m.role === "tour_leader" ? "Tour leader" : "Guide"}: {m.name} {m.phone}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          <Form method="post">
            <button type="submit" name="intent" value="leader-link" className={buttonClass("primary", "md")}>
              Make the leader&rsquo;s link
            </button>
          </Form>
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="revoke-links"
              className={buttonClass("secondary", "md")}
            >
              Withdraw the leader&rsquo;s links
            </button>
          </Form>
        </div>
      </TripSection>

      <TripSection title="Headcounts from the leader">
        {checkIns.length === 0 ? (
          <p className="text-sm text-slate-700">None yet.</p>
        ) : (
          <ul className="text-sm text-slate-800">
            {checkIns.map((c) => (
              <li key={c.id}>
                {c.day} {c.moment}: {c.present} of {c.expected}
                {c.note ? ` (${c.note})` : ""} · ticked {formatIndiaDateTime(c.recorded_at)}
              </li>
            ))}
          </ul>
        )}
      </TripSection>
    </div>
  );
}

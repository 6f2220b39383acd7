import type { Db } from "../../../db/client";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { addDays } from "~/lib/dates";
import { crewRoleLabels, roomSharingLabels } from "../../../domain/trip-values";
import { crewOf } from "./crew-service.server";
import { checkInsOf, type LeaderAccess } from "./leader-service.server";
import { roomingJson, roomingPlanOf } from "./rooming-service.server";
import { staysOf } from "./stay-service.server";
import { supplierContacts } from "./supplier-directory.server";
import { tripRoster } from "./trip-roster.server";
import { seatingPlanOf } from "./vehicle-service.server";

/** Everything the tour leader's page shows, as plain data the phone keeps for offline use. */
export async function leaderPageOf(db: Db, access: LeaderAccess, agency: AgencyContact) {
  const { trip } = access;
  const roster = await tripRoster(db, trip);
  const rooming = roomingJson(await roomingPlanOf(db, trip, roster), roster);
  const seating = await seatingPlanOf(db, trip, roster);
  const stays = await staysOf(db, trip.departure.id);
  const suppliers = await supplierContacts(db, [
    ...stays.map((stay) => stay.supplierId),
    ...seating.vehicles.flatMap((v) => (v.supplierId ? [v.supplierId] : [])),
  ]);
  const byKey = new Map(roster.map((t) => [t.key, t]));
  return {
    title: trip.tour.title,
    departureDate: trip.departure.departureDate,
    meeting: { time: trip.tour.meetingTime, place: trip.tour.meetingPoint || trip.tour.pickDrop },
    days: Array.from({ length: trip.days }, (_, i) => ({
      day: i + 1,
      date: addDays(trip.departure.departureDate, i),
      plan: trip.tour.itinerary[i] ?? "",
      halts: stays
        .filter((stay) => stay.night === i + 1)
        .map((stay) => {
          const supplier = suppliers.get(stay.supplierId);
          return { name: supplier?.name ?? "", phone: supplier?.phone ?? "" };
        }),
    })),
    travellers: roster.map((t) => ({
      key: t.key,
      name: t.name,
      bookingReference: t.bookingReference,
      phone: t.bookingPhone,
      emergencyContact: t.emergencyContact,
      medicalNotes: t.medicalNotes,
      diet: t.diet,
      permits: t.permits.map((p) => `${p.kind}: ${p.status.replace("_", " ")}`),
    })),
    rooms: rooming.rooms.map((room, i) => ({
      label: `Room ${i + 1} · ${roomSharingLabels[room.sharing]}`,
      travellers: room.travellers.map((t) => (t.no_bed ? `${t.name} (no bed)` : t.name)),
    })),
    vehicles: seating.vehicles.map((vehicle) => ({
      label: vehicle.label,
      number: vehicle.vehicleNumber,
      driver: [vehicle.driverName, vehicle.driverPhone].filter(Boolean).join(" · "),
      travellers: (seating.seats.get(vehicle.id) ?? []).map((key) => byKey.get(key)!.name),
    })),
    crew: (await crewOf(db, trip.departure.id)).map((m) => ({
      role: crewRoleLabels[m.role],
      name: m.name,
      phone: m.phone,
    })),
    agency: { name: agency.name, phone: agency.phone, whatsapp: agency.whatsapp, email: agency.email },
    checkIns: await checkInsOf(db, trip.departure.id),
    updatedAt: new Date().toISOString(),
  };
}

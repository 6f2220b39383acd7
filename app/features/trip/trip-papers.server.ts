import type { Db } from "../../../db/client";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { addDays } from "~/lib/dates";
import { crewRoleLabels } from "../../../domain/trip-values";
import { crewOf } from "./crew-service.server";
import { roomingJson, roomingPlanOf } from "./rooming-service.server";
import { staysOf } from "./stay-service.server";
import { supplierContacts } from "./supplier-directory.server";
import { renderDutySlipPdf, renderRoomingListPdf } from "./trip-pdf.server";
import { findTripDeparture, tripRoster, type TripDeparture } from "./trip-roster.server";
import { vehicleAboard } from "./vehicle-service.server";

/** The rooming list of one property of a departure as a PDF; null when it holds no rooms on it. */
export async function roomingListPdf(
  db: Db,
  trip: TripDeparture,
  supplierId: string,
  agency: AgencyContact,
): Promise<{ pdf: Buffer; supplierName: string; nights: { night: number; date: string }[] } | null> {
  const stays = (await staysOf(db, trip.departure.id)).filter(
    (stay) => stay.supplierId === supplierId.toLowerCase(),
  );
  if (stays.length === 0) return null;
  const supplier = (await supplierContacts(db, [stays[0]!.supplierId])).get(stays[0]!.supplierId);
  const roster = await tripRoster(db, trip);
  const rooming = roomingJson(await roomingPlanOf(db, trip, roster), roster);
  const nights = stays.map((stay) => ({
    night: stay.night,
    date: addDays(trip.departure.departureDate, stay.night - 1),
  }));
  const supplierName = supplier?.name ?? "Property";
  const pdf = await renderRoomingListPdf({
    agency,
    tourTitle: trip.tour.title,
    supplierName,
    nights,
    rooms: rooming.rooms.filter((room) => room.stay === null || room.stay === stays[0]!.supplierId),
  });
  return { pdf, supplierName, nights };
}

/** A vehicle's duty slip as a PDF; null when the vehicle is not the departure's. */
export async function dutySlipPdf(
  db: Db,
  trip: TripDeparture,
  vehicleId: string,
  agency: AgencyContact,
): Promise<{ pdf: Buffer; label: string; aboard: number } | null> {
  const found = await vehicleAboard(db, trip, vehicleId);
  if (!found) return null;
  const { vehicle, aboard } = found;
  const stays = await staysOf(db, trip.departure.id);
  const halts = await supplierContacts(
    db,
    stays.map((stay) => stay.supplierId),
  );
  const permitKinds = [...new Set(found.roster.flatMap((t) => t.permits.map((p) => p.kind)))];
  const crew = await crewOf(db, trip.departure.id);
  const pdf = await renderDutySlipPdf({
    agency,
    tourTitle: trip.tour.title,
    departureDate: trip.departure.departureDate,
    vehicle: {
      label: vehicle.label,
      seats: vehicle.seats,
      vehicleNumber: vehicle.vehicleNumber,
      driverName: vehicle.driverName,
      driverPhone: vehicle.driverPhone,
    },
    pickup: { time: trip.tour.meetingTime, place: trip.tour.meetingPoint || trip.tour.pickDrop },
    days: Array.from({ length: trip.days }, (_, i) => ({
      day: i + 1,
      date: addDays(trip.departure.departureDate, i),
      route: trip.tour.itinerary[i] ?? "",
      halt: stays
        .filter((stay) => stay.night === i + 1)
        .map((stay) => halts.get(stay.supplierId)?.name ?? "")
        .filter(Boolean)
        .join(", "),
    })),
    aboard: aboard.map((t) => ({
      name: t.name,
      phone: t.bookingPhone,
      booking_reference: t.bookingReference,
    })),
    permits: permitKinds.map((kind) => ({
      kind,
      travellers: aboard
        .filter((t) => t.permits.some((p) => p.kind === kind))
        .map((t) => `${t.name} (${t.permits.find((p) => p.kind === kind)!.status})`),
    })),
    crew: crew.map((member) => ({
      role: crewRoleLabels[member.role],
      name: member.name,
      phone: member.phone,
    })),
  });
  return { pdf, label: vehicle.label, aboard: aboard.length };
}

/** The same, from the URL's ids. */
export async function dutySlipFor(
  db: Db,
  packageId: string,
  departureId: string,
  vehicleId: string,
  agency: AgencyContact,
) {
  const trip = await findTripDeparture(db, packageId, departureId);
  return trip ? dutySlipPdf(db, trip, vehicleId, agency) : null;
}

export async function roomingListFor(
  db: Db,
  packageId: string,
  departureId: string,
  supplierId: string,
  agency: AgencyContact,
) {
  const trip = await findTripDeparture(db, packageId, departureId);
  return trip ? roomingListPdf(db, trip, supplierId, agency) : null;
}

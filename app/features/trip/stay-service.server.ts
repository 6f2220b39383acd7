import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { departureStays } from "../../../db/schema/index";
import { addDays } from "~/lib/dates";
import { invalidFields } from "~/lib/domain-error";
import { confirmationJson, confirmationsOf } from "./confirmation-store.server";
import { roomingPlanOf, roomsNeeded } from "./rooming-service.server";
import { supplierContacts } from "./supplier-directory.server";
import { findTripDeparture, tripRoster, type TripDeparture } from "./trip-roster.server";
import { tripMessages, type RoomCounts, type Stays, type StaysInput } from "./trip-schema";

/** The kinds of supplier that hold rooms. */
const STAY_KINDS: readonly string[] = ["hotel", "homestay", "camp"];

/** The trip's nights: one fewer than its days (a day trip has none). */
const nightsOf = (trip: TripDeparture) => Math.max(0, trip.days - 1);

type StayRow = typeof departureStays.$inferSelect;

export const stayRooms = (row: StayRow): RoomCounts => ({
  single: row.singleRooms,
  double: row.doubleRooms,
  triple: row.tripleRooms,
});

export async function staysOf(db: Db, departureId: string): Promise<StayRow[]> {
  return db
    .select()
    .from(departureStays)
    .where(eq(departureStays.departureId, departureId))
    .orderBy(asc(departureStays.night));
}

async function staysJson(db: Db, trip: TripDeparture): Promise<Stays> {
  const roster = await tripRoster(db, trip);
  const needed = roomsNeeded((await roomingPlanOf(db, trip, roster)).rooms);
  const rows = await staysOf(db, trip.departure.id);
  const names = await supplierContacts(
    db,
    rows.map((row) => row.supplierId),
  );
  const confirmations = await confirmationsOf(db, trip.departure.id);
  const nights = Array.from({ length: nightsOf(trip) }, (_, i) => i + 1);
  return {
    nights: nights.map((night) => {
      const stays = rows.filter((row) => row.night === night);
      const held: RoomCounts = { single: 0, double: 0, triple: 0 };
      for (const stay of stays) {
        held.single += stay.singleRooms;
        held.double += stay.doubleRooms;
        held.triple += stay.tripleRooms;
      }
      return {
        night,
        date: addDays(trip.departure.departureDate, night - 1),
        needed,
        held,
        stays: stays.map((stay) => {
          const confirmation = confirmations.find(
            (c) => c.vehicleId === null && c.supplierId === stay.supplierId,
          );
          return {
            supplier_id: stay.supplierId,
            supplier_name: names.get(stay.supplierId)?.name ?? "",
            rooms: stayRooms(stay),
            confirmation: confirmation ? confirmationJson(confirmation) : null,
          };
        }),
      };
    }),
  };
}

/** GET …/stays: night by night, the rooms the rooming list needs against the rooms held. */
export async function departureStayList(
  db: Db,
  packageId: string,
  departureId: string,
): Promise<Stays | null> {
  const trip = await findTripDeparture(db, packageId, departureId);
  return trip ? staysJson(db, trip) : null;
}

/** PUT …/stays: the rooms each property holds on each night, replacing what was there. */
export async function saveStays(
  db: Db,
  packageId: string,
  departureId: string,
  input: StaysInput,
): Promise<Stays | null> {
  const trip = await findTripDeparture(db, packageId, departureId);
  if (!trip) return null;
  const errors: Record<string, string> = {};
  const nights = nightsOf(trip);
  const known = await supplierContacts(
    db,
    input.map((stay) => stay.supplier_id),
  );
  const seen = new Set<string>();
  input.forEach((stay, i) => {
    if (stay.night > nights) errors[`${i}.night`] = tripMessages.nightRange(nights);
    const kind = known.get(stay.supplier_id)?.kind;
    if (!kind) errors[`${i}.supplier_id`] = tripMessages.unknownSupplier;
    else if (!STAY_KINDS.includes(kind)) errors[`${i}.supplier_id`] = "Must be a hotel, homestay or camp";
    const key = `${stay.night}:${stay.supplier_id}`;
    if (seen.has(key)) errors[`${i}.supplier_id`] = "This supplier is listed twice on this night";
    seen.add(key);
  });
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  await db.transaction(async (tx) => {
    await tx.delete(departureStays).where(eq(departureStays.departureId, trip.departure.id));
    if (input.length === 0) return;
    await tx.insert(departureStays).values(
      input.map((stay) => ({
        departureId: trip.departure.id,
        night: stay.night,
        supplierId: stay.supplier_id,
        singleRooms: stay.rooms.single,
        doubleRooms: stay.rooms.double,
        tripleRooms: stay.rooms.triple,
      })),
    );
  });
  return staysJson(db, trip);
}

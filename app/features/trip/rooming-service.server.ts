import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { departurePlans, type StoredRooming } from "../../../db/schema/index";
import { invalidFields } from "~/lib/domain-error";
import { bedsOf } from "../../../domain/trip-values";
import { bedsTaken, planRooms, takesNoBed, type PlannedRoom, type RosterTraveller } from "./rooming";
import { findTripDeparture, tripRoster, type TripDeparture, type TripTraveller } from "./trip-roster.server";
import {
  tripMessages,
  type PlacedTraveller,
  type RoomCounts,
  type Rooming,
  type RoomingInput,
  type TravellerRef,
} from "./trip-schema";

/** A traveller as the API shows them in a room, a vehicle or a list. */
export function placedTraveller(
  traveller: RosterTraveller,
  roommates: readonly RosterTraveller[] = [],
): PlacedTraveller {
  return {
    traveller_id: traveller.travellerId,
    name: traveller.name,
    booking_reference: traveller.bookingReference,
    number: traveller.number,
    gender: traveller.gender,
    no_bed: takesNoBed(traveller, roommates),
  };
}

/** The keys of travellers named by booking reference and number; a message per unknown one. */
export function keysOfRefs(
  roster: readonly RosterTraveller[],
  refs: readonly TravellerRef[],
  field: string,
  errors: Record<string, string>,
): string[] {
  return refs.flatMap((ref, i) => {
    const found = roster.find((t) => t.bookingReference === ref.booking_reference && t.number === ref.number);
    if (!found) errors[`${field}.${i}`] = tripMessages.unknownTraveller;
    return found ? [found.key] : [];
  });
}

type RoomingPlan = { rooms: PlannedRoom[]; unassigned: string[]; automatic: boolean };

/**
 * The departure's rooms: what staff last saved, less travellers no longer booked, with anyone
 * booked since placed automatically; or the automatic plan when staff have changed nothing.
 */
export async function roomingPlanOf(
  db: Db,
  trip: TripDeparture,
  roster: readonly RosterTraveller[],
): Promise<RoomingPlan> {
  const [plan] = await db
    .select({ rooming: departurePlans.rooming })
    .from(departurePlans)
    .where(eq(departurePlans.departureId, trip.departure.id));
  const stored = plan?.rooming;
  if (!stored) return { rooms: planRooms(roster), unassigned: [], automatic: true };
  const present = new Set(roster.map((t) => t.key));
  const rooms = stored.rooms
    .map((room) => ({ ...room, travellers: room.travellers.filter((key) => present.has(key)) }))
    .filter((room) => room.travellers.length > 0);
  const unassigned = stored.unassigned.filter((key) => present.has(key));
  const placed = new Set([...rooms.flatMap((room) => room.travellers), ...unassigned]);
  const newcomers = roster.filter((t) => !placed.has(t.key));
  return { rooms: [...rooms, ...planRooms(newcomers)], unassigned, automatic: false };
}

export function roomsNeeded(rooms: readonly PlannedRoom[]): RoomCounts {
  const counts: RoomCounts = { single: 0, double: 0, triple: 0 };
  for (const room of rooms) counts[room.sharing] += 1;
  return counts;
}

export function roomingJson(plan: RoomingPlan, roster: readonly TripTraveller[]): Rooming {
  const byKey = new Map(roster.map((t) => [t.key, t]));
  return {
    rooms: plan.rooms.map((room) => {
      const members = room.travellers.map((key) => byKey.get(key)!);
      return {
        id: room.id,
        sharing: room.sharing,
        stay: room.stay,
        travellers: members.map((t) => placedTraveller(t, members)),
      };
    }),
    unassigned: plan.unassigned.map((key) => placedTraveller(byKey.get(key)!)),
    rooms_needed: roomsNeeded(plan.rooms),
    automatic: plan.automatic,
  };
}

/** GET …/rooming: null for an unknown departure of the package. */
export async function departureRooming(
  db: Db,
  packageId: string,
  departureId: string,
): Promise<Rooming | null> {
  const trip = await findTripDeparture(db, packageId, departureId);
  if (!trip) return null;
  const roster = await tripRoster(db, trip);
  return roomingJson(await roomingPlanOf(db, trip, roster), roster);
}

/**
 * PUT …/rooming: staff's rooms, each traveller in one place at most, no room with more travellers
 * than beds (a child without a bed does not count). Anyone left out is unassigned.
 */
export async function saveRooming(
  db: Db,
  packageId: string,
  departureId: string,
  input: RoomingInput,
): Promise<Rooming | null> {
  const trip = await findTripDeparture(db, packageId, departureId);
  if (!trip) return null;
  const roster = await tripRoster(db, trip);
  const byKey = new Map(roster.map((t) => [t.key, t]));
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  const once = (keys: string[], field: string) =>
    keys.filter((key, i) => {
      if (seen.has(key)) errors[`${field}.${i}`] = tripMessages.twice;
      seen.add(key);
      return true;
    });
  const rooms = input.rooms.map((room, r) => {
    const keys = once(
      keysOfRefs(roster, room.travellers, `rooms.${r}.travellers`, errors),
      `rooms.${r}.travellers`,
    );
    const beds = bedsOf[room.sharing];
    if (bedsTaken(keys.map((key) => byKey.get(key)!)) > beds)
      errors[`rooms.${r}.travellers`] = tripMessages.tooManyBeds(beds);
    return {
      id: room.id || `room-${keys[0] ?? r}`,
      sharing: room.sharing,
      stay: room.stay ?? null,
      travellers: keys,
    };
  });
  once(keysOfRefs(roster, input.unassigned ?? [], "unassigned", errors), "unassigned");
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  const ids = new Set<string>();
  for (const room of rooms) {
    // room ids are the client's to choose; two alike would make one room unmovable
    while (ids.has(room.id)) room.id = `${room.id}-${ids.size}`;
    ids.add(room.id);
  }
  const stored: StoredRooming = {
    rooms,
    unassigned: roster.filter((t) => !seen.has(t.key)).map((t) => t.key),
  };
  await db
    .insert(departurePlans)
    .values({ departureId: trip.departure.id, rooming: stored })
    .onConflictDoUpdate({
      target: departurePlans.departureId,
      set: { rooming: stored, updatedAt: new Date() },
    });
  return roomingJson({ ...stored, automatic: false }, roster);
}

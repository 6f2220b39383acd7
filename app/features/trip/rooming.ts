/**
 * The automatic rooming list and seating plan (issue 43, ADR 057): pure functions over the
 * departure's roster, so the API, the screens and the PDFs agree and a unit test can check them.
 */
import { bedsOf, type RoomSharing } from "../../../domain/trip-values";

export type RosterTraveller = {
  /** "<booking id>:<position>" */
  key: string;
  bookingId: string;
  bookingReference: string;
  /** 1-based place in the booking */
  number: number;
  travellerId: string | null;
  name: string;
  gender: string | null;
  age: number | null;
  /** in the package's child age band on the departure date */
  child: boolean;
  /** the package lets a child sharing with their parents go without a bed */
  noBedAllowed: boolean;
  sharing: "double" | "triple";
  /** of the booking's travellers, those who asked for a room of their own */
  singleRooms: number;
};

export type PlannedRoom = { id: string; sharing: RoomSharing; stay: string | null; travellers: string[] };

/** A child of the package's band without a bed: sharing a room with an adult of their own booking. */
export function takesNoBed(traveller: RosterTraveller, roommates: readonly RosterTraveller[]): boolean {
  return (
    traveller.child &&
    traveller.noBedAllowed &&
    roommates.some((mate) => mate.bookingId === traveller.bookingId && !mate.child)
  );
}

/** The beds a room's travellers take (children without a bed do not). */
export function bedsTaken(travellers: readonly RosterTraveller[]): number {
  return travellers.filter((t) => !takesNoBed(t, travellers)).length;
}

const roomOf = (sharing: RoomSharing, travellers: RosterTraveller[]): PlannedRoom => ({
  id: `room-${travellers[0]!.key}`,
  sharing,
  stay: null,
  travellers: travellers.map((t) => t.key),
});

/**
 * Rooms for travellers: each booking's travellers together, in rooms of the sharing they booked,
 * the single rooms they asked for apart, and a child of the package's band beside their parents
 * without a bed where the package says so. One traveller left over of a shared booking (a solo
 * traveller, or the odd one of a double) shares with another such traveller of the same gender
 * and sharing, in the order they booked; travellers whose gender is not given yet share with each
 * other until it is.
 */
export function planRooms(travellers: readonly RosterTraveller[]): PlannedRoom[] {
  const rooms: PlannedRoom[] = [];
  const pools = new Map<string, RosterTraveller[]>();
  const byBooking = new Map<string, RosterTraveller[]>();
  for (const traveller of travellers) {
    byBooking.set(traveller.bookingId, [...(byBooking.get(traveller.bookingId) ?? []), traveller]);
  }
  for (const party of byBooking.values()) {
    const hasAdult = party.some((t) => !t.child);
    const noBed = party.filter((t) => t.child && t.noBedAllowed && hasAdult);
    const beds = party.filter((t) => !noBed.includes(t));
    const singles = Math.min(party[0]!.singleRooms, beds.length);
    const shared = beds.slice(0, beds.length - singles);
    for (const traveller of beds.slice(beds.length - singles)) rooms.push(roomOf("single", [traveller]));
    const size = bedsOf[party[0]!.sharing];
    const partyRooms: RosterTraveller[][] = [];
    for (let i = 0; i < shared.length; i += size) partyRooms.push(shared.slice(i, i + size));
    const last = partyRooms.at(-1);
    if (last && last.length === 1 && noBed.length === 0) {
      // a traveller on their own who shares (or the odd one of a party): paired below
      const pool = `${party[0]!.sharing}:${last[0]!.gender ?? "unknown"}`;
      pools.set(pool, [...(pools.get(pool) ?? []), last[0]!]);
      partyRooms.pop();
    }
    if (partyRooms.length === 0 && noBed.length > 0) {
      // the parents took single rooms: the children sleep in the first of them
      const first = rooms.find((room) =>
        room.travellers.some((key) => key.startsWith(`${party[0]!.bookingId}:`)),
      );
      first?.travellers.push(...noBed.map((t) => t.key));
    } else if (partyRooms.length > 0) {
      partyRooms[0]!.push(...noBed);
    }
    for (const members of partyRooms) rooms.push(roomOf(party[0]!.sharing, members));
  }
  for (const [pool, sharers] of pools) {
    const sharing = pool.split(":")[0] as RoomSharing;
    const size = bedsOf[sharing];
    for (let i = 0; i < sharers.length; i += size) rooms.push(roomOf(sharing, sharers.slice(i, i + size)));
  }
  return rooms;
}

type PlannedVehicle = { id: string; seats: number };

/**
 * Seats for travellers: each booking in one vehicle where it fits (the largest bookings first, each
 * in the vehicle with the fewest seats left that holds it), split over vehicles only when no
 * vehicle holds it whole; whoever has no seat left over is unassigned.
 */
export function planSeats(
  travellers: readonly RosterTraveller[],
  vehicles: readonly PlannedVehicle[],
  taken: ReadonlyMap<string, number> = new Map(),
): { seats: Map<string, string[]>; unassigned: string[] } {
  const seats = new Map(vehicles.map((v) => [v.id, [] as string[]]));
  const free = new Map(vehicles.map((v) => [v.id, v.seats - (taken.get(v.id) ?? 0)]));
  const unassigned: string[] = [];
  const byBooking = new Map<string, RosterTraveller[]>();
  for (const traveller of travellers) {
    byBooking.set(traveller.bookingId, [...(byBooking.get(traveller.bookingId) ?? []), traveller]);
  }
  const parties = [...byBooking.values()].sort((a, b) => b.length - a.length);
  for (const party of parties) {
    const fits = vehicles
      .filter((v) => (free.get(v.id) ?? 0) >= party.length)
      .sort((a, b) => free.get(a.id)! - free.get(b.id)!)[0];
    if (fits) {
      seats.get(fits.id)!.push(...party.map((t) => t.key));
      free.set(fits.id, free.get(fits.id)! - party.length);
      continue;
    }
    const left = [...party];
    for (const vehicle of [...vehicles].sort((a, b) => free.get(b.id)! - free.get(a.id)!)) {
      const room = free.get(vehicle.id)!;
      const aboard = left.splice(0, Math.max(0, room));
      seats.get(vehicle.id)!.push(...aboard.map((t) => t.key));
      free.set(vehicle.id, room - aboard.length);
    }
    unassigned.push(...left.map((t) => t.key));
  }
  return { seats, unassigned };
}

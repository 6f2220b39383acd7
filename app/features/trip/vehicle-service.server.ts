import { and, asc, eq, notInArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  departurePlans,
  departureVehicles,
  type DepartureVehicleRow,
  type StoredSeating,
} from "../../../db/schema/index";
import { invalidFields } from "~/lib/domain-error";
import { planSeats } from "./rooming";
import { keysOfRefs, placedTraveller } from "./rooming-service.server";
import { supplierContacts } from "./supplier-directory.server";
import { confirmationsOf, confirmationJson } from "./confirmation-store.server";
import { findTripDeparture, tripRoster, type TripDeparture, type TripTraveller } from "./trip-roster.server";
import { tripMessages, type Vehicles, type VehiclesInput } from "./trip-schema";

type SeatingPlan = {
  vehicles: DepartureVehicleRow[];
  seats: Map<string, string[]>;
  unassigned: string[];
};

/**
 * Who rides in which vehicle: staff's allocation where they made one (less travellers no longer
 * booked), everyone else placed automatically in the seats left, keeping each booking together.
 */
export async function seatingPlanOf(
  db: Db,
  trip: TripDeparture,
  roster: readonly TripTraveller[],
): Promise<SeatingPlan> {
  const vehicles = await db
    .select()
    .from(departureVehicles)
    .where(eq(departureVehicles.departureId, trip.departure.id))
    .orderBy(asc(departureVehicles.position));
  const [plan] = await db
    .select({ seating: departurePlans.seating })
    .from(departurePlans)
    .where(eq(departurePlans.departureId, trip.departure.id));
  const stored: StoredSeating = plan?.seating ?? { vehicles: {}, unassigned: [] };
  const present = new Set(roster.map((t) => t.key));
  const seats = new Map<string, string[]>();
  for (const vehicle of vehicles) {
    seats.set(
      vehicle.id,
      (stored.vehicles[vehicle.id] ?? []).filter((key) => present.has(key)),
    );
  }
  const unassigned = stored.unassigned.filter((key) => present.has(key));
  const placed = new Set([...[...seats.values()].flat(), ...unassigned]);
  // a vehicle staff filled themselves carries exactly whom they chose
  const taken = new Map(
    vehicles.map((v) => [v.id, stored.vehicles[v.id] ? v.seats : seats.get(v.id)!.length] as const),
  );
  const auto = planSeats(
    roster.filter((t) => !placed.has(t.key)),
    vehicles.map((v) => ({ id: v.id, seats: v.seats })),
    taken,
  );
  for (const [id, keys] of auto.seats) seats.get(id)!.push(...keys);
  return { vehicles, seats, unassigned: [...unassigned, ...auto.unassigned] };
}

async function vehiclesJson(
  db: Db,
  trip: TripDeparture,
  roster: readonly TripTraveller[],
): Promise<Vehicles> {
  const plan = await seatingPlanOf(db, trip, roster);
  const byKey = new Map(roster.map((t) => [t.key, t]));
  const confirmations = await confirmationsOf(db, trip.departure.id);
  return {
    vehicles: plan.vehicles.map((vehicle) => {
      const confirmation = confirmations.find((c) => c.vehicleId === vehicle.id);
      return {
        id: vehicle.id,
        supplier_id: vehicle.supplierId,
        label: vehicle.label,
        seats: vehicle.seats,
        vehicle_number: vehicle.vehicleNumber,
        driver_name: vehicle.driverName,
        driver_phone: vehicle.driverPhone,
        travellers: (plan.seats.get(vehicle.id) ?? []).map((key) => placedTraveller(byKey.get(key)!)),
        confirmation: confirmation ? confirmationJson(confirmation) : null,
      };
    }),
    unassigned: plan.unassigned.map((key) => placedTraveller(byKey.get(key)!)),
  };
}

/** GET …/vehicles: null for an unknown departure of the package. */
export async function departureVehicleList(
  db: Db,
  packageId: string,
  departureId: string,
): Promise<Vehicles | null> {
  const trip = await findTripDeparture(db, packageId, departureId);
  if (!trip) return null;
  return vehiclesJson(db, trip, await tripRoster(db, trip));
}

/**
 * PUT …/vehicles: the departure's vehicles in order (a vehicle sent with its id is kept, with its
 * confirmation; one left out is removed). A vehicle sent with its travellers carries exactly
 * those (staff moving people); the others' seats are allocated automatically.
 */
export async function saveVehicles(
  db: Db,
  packageId: string,
  departureId: string,
  input: VehiclesInput,
): Promise<Vehicles | null> {
  const trip = await findTripDeparture(db, packageId, departureId);
  if (!trip) return null;
  const roster = await tripRoster(db, trip);
  const existing = await db
    .select({ id: departureVehicles.id })
    .from(departureVehicles)
    .where(eq(departureVehicles.departureId, trip.departure.id));
  const known = new Set(existing.map((v) => v.id));
  const suppliers = await supplierContacts(
    db,
    input.flatMap((vehicle) => (vehicle.supplier_id ? [vehicle.supplier_id] : [])),
  );
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  const allocations = input.map((vehicle, v) => {
    if (vehicle.id !== undefined && !known.has(vehicle.id)) errors[`${v}.id`] = tripMessages.unknownVehicle;
    if (vehicle.supplier_id && suppliers.get(vehicle.supplier_id)?.kind !== "transport") {
      errors[`${v}.supplier_id`] = "Must be a supplier of kind transport";
    }
    if (!vehicle.travellers) return null;
    const keys = keysOfRefs(roster, vehicle.travellers, `${v}.travellers`, errors);
    keys.forEach((key, i) => {
      if (seen.has(key)) errors[`${v}.travellers.${i}`] = tripMessages.twice;
      seen.add(key);
    });
    if (keys.length > vehicle.seats) errors[`${v}.travellers`] = tripMessages.tooManySeats(vehicle.seats);
    return keys;
  });
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  await db.transaction(async (tx) => {
    const kept = input.flatMap((vehicle) => (vehicle.id ? [vehicle.id] : []));
    await tx
      .delete(departureVehicles)
      .where(
        and(
          eq(departureVehicles.departureId, trip.departure.id),
          kept.length ? notInArray(departureVehicles.id, kept) : undefined,
        ),
      );
    const seating: StoredSeating = { vehicles: {}, unassigned: [] };
    for (const [position, vehicle] of input.entries()) {
      const values = {
        departureId: trip.departure.id,
        position,
        supplierId: vehicle.supplier_id ?? null,
        label: vehicle.label,
        seats: vehicle.seats,
        vehicleNumber: vehicle.vehicle_number,
        driverName: vehicle.driver_name,
        driverPhone: vehicle.driver_phone,
      };
      const [row] = vehicle.id
        ? await tx
            .update(departureVehicles)
            .set(values)
            .where(eq(departureVehicles.id, vehicle.id))
            .returning()
        : await tx.insert(departureVehicles).values(values).returning();
      const keys = allocations[position];
      if (row && keys) seating.vehicles[row.id] = keys;
    }
    await tx
      .insert(departurePlans)
      .values({ departureId: trip.departure.id, seating })
      .onConflictDoUpdate({ target: departurePlans.departureId, set: { seating, updatedAt: new Date() } });
  });
  return vehiclesJson(db, trip, roster);
}

/** One vehicle of a departure with the travellers aboard, for its duty slip; null when unknown. */
export async function vehicleAboard(
  db: Db,
  trip: TripDeparture,
  vehicleId: string,
): Promise<{ vehicle: DepartureVehicleRow; aboard: TripTraveller[]; roster: TripTraveller[] } | null> {
  const roster = await tripRoster(db, trip);
  const plan = await seatingPlanOf(db, trip, roster);
  const vehicle = plan.vehicles.find((v) => v.id === vehicleId.toLowerCase());
  if (!vehicle) return null;
  const byKey = new Map(roster.map((t) => [t.key, t]));
  return { vehicle, aboard: (plan.seats.get(vehicle.id) ?? []).map((key) => byKey.get(key)!), roster };
}

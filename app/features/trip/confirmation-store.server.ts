import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  departureStays,
  departureVehicles,
  supplierConfirmations,
  tourDepartures,
  tourPackages,
} from "../../../db/schema/index";
import { addDays } from "~/lib/dates";
import { UNCONFIRMED_WITHIN_DAYS } from "../../../domain/trip-values";
import type { ConfirmationJson } from "./trip-schema";

export type ConfirmationRow = typeof supplierConfirmations.$inferSelect;

export async function confirmationsOf(db: Db, departureId: string): Promise<ConfirmationRow[]> {
  return db.select().from(supplierConfirmations).where(eq(supplierConfirmations.departureId, departureId));
}

export const confirmationJson = (row: ConfirmationRow): ConfirmationJson => ({
  status: row.status,
  confirmation_number: row.confirmationNumber,
  emailed_to: row.emailedTo,
  requested_at: row.requestedAt.toISOString(),
  answered_at: row.answeredAt?.toISOString() ?? null,
});

export type UnconfirmedDeparture = {
  packageId: string;
  departureId: string;
  title: string;
  date: string;
  /** properties and vehicles not confirmed yet */
  unconfirmed: number;
};

/**
 * Departures leaving within the next days (UNCONFIRMED_WITHIN_DAYS) with a property or a vehicle
 * whose supplier has not confirmed yet (never asked, asked, or declined), soonest first.
 */
export async function unconfirmedDepartures(db: Db, today: string): Promise<UnconfirmedDeparture[]> {
  const soon = await db
    .select({
      id: tourDepartures.id,
      packageId: tourDepartures.packageId,
      date: tourDepartures.departureDate,
      title: tourPackages.title,
    })
    .from(tourDepartures)
    .innerJoin(tourPackages, eq(tourPackages.id, tourDepartures.packageId))
    .where(
      and(
        gte(tourDepartures.departureDate, today),
        lte(tourDepartures.departureDate, addDays(today, UNCONFIRMED_WITHIN_DAYS)),
      ),
    )
    .orderBy(asc(tourDepartures.departureDate));
  if (soon.length === 0) return [];
  const ids = soon.map((d) => d.id);
  const [stays, vehicles, confirmed] = await Promise.all([
    db
      .selectDistinct({ departureId: departureStays.departureId, supplierId: departureStays.supplierId })
      .from(departureStays)
      .where(inArray(departureStays.departureId, ids)),
    db
      .select({ departureId: departureVehicles.departureId, id: departureVehicles.id })
      .from(departureVehicles)
      .where(inArray(departureVehicles.departureId, ids)),
    db
      .select()
      .from(supplierConfirmations)
      .where(
        and(inArray(supplierConfirmations.departureId, ids), eq(supplierConfirmations.status, "confirmed")),
      ),
  ]);
  return soon
    .map((departure) => {
      const open =
        stays.filter(
          (stay) =>
            stay.departureId === departure.id &&
            !confirmed.some(
              (c) =>
                c.vehicleId === null && c.departureId === departure.id && c.supplierId === stay.supplierId,
            ),
        ).length +
        vehicles.filter(
          (vehicle) =>
            vehicle.departureId === departure.id && !confirmed.some((c) => c.vehicleId === vehicle.id),
        ).length;
      return {
        packageId: departure.packageId,
        departureId: departure.id,
        title: departure.title,
        date: departure.date,
        unconfirmed: open,
      };
    })
    .filter((departure) => departure.unconfirmed > 0);
}

import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { adminUsers, departureCrew } from "../../../db/schema/index";
import { invalidFields } from "~/lib/domain-error";
import { supplierContacts } from "./supplier-directory.server";
import { findTripDeparture } from "./trip-roster.server";
import { type CrewInput } from "./trip-schema";

type CrewJson = {
  role: "tour_leader" | "guide";
  supplier_id: string | null;
  admin_id: string | null;
  name: string;
  phone: string;
};

export async function crewOf(db: Db, departureId: string): Promise<CrewJson[]> {
  const rows = await db.select().from(departureCrew).where(eq(departureCrew.departureId, departureId));
  return rows
    .sort((a, b) => a.role.localeCompare(b.role) * -1 || a.name.localeCompare(b.name))
    .map((row) => ({
      role: row.role,
      supplier_id: row.supplierId,
      admin_id: row.adminId,
      name: row.name,
      phone: row.phone,
    }));
}

/** GET …/crew: the guides and the tour leader of a departure; null when unknown. */
export async function departureCrewList(db: Db, packageId: string, departureId: string) {
  const trip = await findTripDeparture(db, packageId, departureId);
  return trip ? crewOf(db, trip.departure.id) : null;
}

/** PUT …/crew: replaces them; a guide from the suppliers must be a supplier of kind guide. */
export async function saveCrew(db: Db, packageId: string, departureId: string, input: CrewInput) {
  const trip = await findTripDeparture(db, packageId, departureId);
  if (!trip) return null;
  const suppliers = await supplierContacts(
    db,
    input.flatMap((member) => (member.supplier_id ? [member.supplier_id] : [])),
  );
  const staffIds = input.flatMap((member) => (member.admin_id ? [member.admin_id] : []));
  const staff = new Set(
    staffIds.length
      ? (await db.select({ id: adminUsers.id }).from(adminUsers).where(inArray(adminUsers.id, staffIds))).map(
          (a) => a.id,
        )
      : [],
  );
  const errors: Record<string, string> = {};
  input.forEach((member, i) => {
    if (member.admin_id && !staff.has(member.admin_id)) errors[`${i}.admin_id`] = "No such member of staff";
    if (member.supplier_id && suppliers.get(member.supplier_id)?.kind !== "guide") {
      errors[`${i}.supplier_id`] = "Must be a supplier of kind guide";
    }
  });
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  await db.transaction(async (tx) => {
    await tx.delete(departureCrew).where(eq(departureCrew.departureId, trip.departure.id));
    if (input.length === 0) return;
    await tx.insert(departureCrew).values(
      input.map((member) => ({
        departureId: trip.departure.id,
        role: member.role,
        supplierId: member.supplier_id ?? null,
        adminId: member.admin_id ?? null,
        name: member.name,
        phone: member.phone,
      })),
    );
  });
  return crewOf(db, trip.departure.id);
}

import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { tourDepartures, waitlistEntries } from "../../db/schema";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { createTourRow } from "./tour-factory";

type NewDepartureRow = typeof tourDepartures.$inferInsert;
type NewWaitlistRow = typeof waitlistEntries.$inferInsert;

let sequence = 0;

/** Inserts a departure 30+ days ahead (on a new tour package unless `packageId` is given); any field can be overridden. */
export async function createDepartureRow(db: Db, overrides: Partial<NewDepartureRow> = {}) {
  sequence += 1;
  const packageId = overrides.packageId ?? (await createTourRow(db)).id;
  const [row] = await db
    .insert(tourDepartures)
    .values({ departureDate: addDays(todayInIndia(), 30 + sequence), seats: 10, ...overrides, packageId })
    .returning();
  if (!row) throw new Error("departure insert returned nothing");
  return row;
}

/** Inserts a waiting entry on a departure, with a unique email; any field can be overridden. */
export async function createWaitlistRow(
  db: Db,
  departureId: string,
  overrides: Partial<NewWaitlistRow> = {},
) {
  sequence += 1;
  const unique = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(waitlistEntries)
    .values({
      departureId,
      customerName: `Waiting ${sequence} ${unique}`,
      customerEmail: `waiting-${unique}@example.com`,
      customerPhone: "9876543210",
      numberOfTravelers: 1,
      // strictly increasing, so "the order they joined" is well defined inside a test
      createdAt: new Date(Date.UTC(2026, 0, 1) + sequence * 1000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("waitlist insert returned nothing");
  return row;
}

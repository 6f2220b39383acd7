import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { addDays, todayInIndia } from "~/lib/dates";
import { createBookingRow } from "../../../../tests/factories/booking-factory";
import { createDepartureRow } from "../../../../tests/factories/departure-factory";
import { createTourRow } from "../../../../tests/factories/tour-factory";
import { useTestDatabase } from "../../../../tests/setup/use-test-database";
import { listUpcomingDepartures, listUpcomingDeparturesOf } from "./departure-service.server";

const database = useTestDatabase();

describe("a package's upcoming departures without a second look for the package (the package page's read)", () => {
  it("counts confirmed and pending seats as the checked read does, and leaves out cancelled ones and past dates", async () => {
    const db = database.db;
    const tour = await createTourRow(db);
    const full = await createDepartureRow(db, { packageId: tour.id, seats: 4 });
    const open = await createDepartureRow(db, { packageId: tour.id, seats: 10, note: "Diwali batch" });
    await createDepartureRow(db, { packageId: tour.id, departureDate: addDays(todayInIndia(), -1) });
    const closed = await createDepartureRow(db, { packageId: tour.id, closed: true });
    const booking = { packageId: tour.id, packageTitle: tour.title };
    await createBookingRow(db, {
      ...booking,
      departureId: full.id,
      numberOfTravelers: 3,
      status: "confirmed",
    });
    await createBookingRow(db, { ...booking, departureId: full.id, numberOfTravelers: 1 });
    await createBookingRow(db, { ...booking, departureId: open.id, numberOfTravelers: 2 });
    await createBookingRow(db, {
      ...booking,
      departureId: open.id,
      numberOfTravelers: 5,
      status: "cancelled",
    });

    const departures = await listUpcomingDeparturesOf(db, tour.id);
    expect(departures).toEqual(await listUpcomingDepartures(db, tour.id));
    expect(departures.map((departure) => [departure.id, departure.seats_left, departure.status])).toEqual([
      [full.id, 0, "sold_out"],
      [open.id, 8, "open"],
      [closed.id, 10, "closed"],
    ]);
    expect(departures[1]?.note).toBe("Diwali batch");
  });

  it("is empty for a package without departures, an unknown id or a malformed one", async () => {
    const tour = await createTourRow(database.db);
    expect(await listUpcomingDeparturesOf(database.db, tour.id)).toEqual([]);
    expect(await listUpcomingDeparturesOf(database.db, randomUUID())).toEqual([]);
    expect(await listUpcomingDeparturesOf(database.db, "not-a-package")).toEqual([]);
  });
});

import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, waitlistEntries } from "../../../../db/schema/index";
import { testAgency } from "../../../../tests/factories/agency-factory";
import { bookingFormInput } from "../../../../tests/factories/booking-factory";
import { createDepartureRow, createWaitlistRow } from "../../../../tests/factories/departure-factory";
import { createTourRow } from "../../../../tests/factories/tour-factory";
import { useTestDatabase } from "../../../../tests/setup/use-test-database";
import { addDays, todayInIndia } from "~/lib/dates";
import { parseConfig } from "~/lib/env.server";
import type { Booking } from "../booking-schema";
import { waitlistInputSchema } from "../departures/departure-schema";
import { decoyWaitlistEntry } from "../waitlist/waitlist-decoy.server";
import { joinWaitlist } from "../waitlist/waitlist-service.server";
import { getTour } from "~/features/tours/tour-service.server";
import { decoyBooking } from "./booking-decoy.server";
import { submitBookingForm } from "./booking-form-action.server";
import { createBooking } from "./booking-writer.server";

const database = useTestDatabase();
const agency = testAgency;

/** What differs between any two answers: who they are, and when. */
function withoutIdentity(booking: Booking) {
  const { _id, id, reference, booking_date, updatedAt, ...rest } = booking;
  expect([_id, id, reference, booking_date, updatedAt].every((value) => typeof value === "string")).toBe(
    true,
  );
  return rest;
}

/** Three travellers, 40 days from now. */
const bookingInput = (packageId: string, overrides: Record<string, unknown> = {}) =>
  bookingFormInput(packageId, {
    travel_date: addDays(todayInIndia(), 40),
    number_of_travelers: 3,
    ...overrides,
  });

describe("the honeypot's decoys answer exactly as the real writes do", () => {
  it("a booking: same shape and price, double sharing included, and nothing stored", async () => {
    const { db } = database;
    const tour = await createTourRow(db);
    const withDepartures = await createTourRow(db);
    const departure = await createDepartureRow(db, { packageId: withDepartures.id });
    for (const [packageId, overrides] of [
      [tour.id, {}],
      [tour.id, { sharing: "double" }],
      [withDepartures.id, { departure_id: departure.id, travel_date: undefined }],
      [withDepartures.id, { departure_id: departure.id, travel_date: undefined, sharing: "double" }],
    ] as const) {
      const input = bookingInput(packageId, overrides);
      const decoy = await decoyBooking(db, input);
      const before = await db.select({ n: count() }).from(bookings).where(eq(bookings.packageId, packageId));
      const { booking: real } = await createBooking(db, input, { idempotencyKey: null, agency });
      expect(Object.keys(decoy).sort()).toEqual(Object.keys(real).sort());
      expect(withoutIdentity(decoy)).toEqual(withoutIdentity(real));
      expect(decoy.reference).not.toBe(real.reference);
      const after = await db.select({ n: count() }).from(bookings).where(eq(bookings.packageId, packageId));
      expect(after[0]?.n).toBe((before[0]?.n ?? 0) + 1); // only the real one was stored
    }
    const double = await decoyBooking(db, bookingInput(tour.id, { sharing: "double" }));
    expect(double.price_per_person).toBe(tour.doubleSharingPrice);
    expect(double.total_amount).toBe(3 * (tour.doubleSharingPrice ?? 0));
  });

  it("a booking the package or its departures refuse is refused the same way", async () => {
    const { db } = database;
    const tour = await createTourRow(db, { doubleSharingPrice: null });
    const running = await createDepartureRow(db);
    const full = await createDepartureRow(db, { seats: 2 });
    for (const input of [
      bookingInput(tour.id, { sharing: "double" }),
      bookingInput(running.packageId),
      bookingInput(full.packageId, { departure_id: full.id, travel_date: undefined }),
    ]) {
      const real = await createBooking(db, input, { idempotencyKey: null, agency }).catch(
        (error: unknown) => error,
      );
      const decoy = await decoyBooking(db, input).catch((error: unknown) => error);
      expect(decoy).toBeInstanceOf(Error);
      expect(decoy).toEqual(real);
    }
  });

  it("the package page's form answers a bot with the decoy, priced for double sharing too", async () => {
    const { db } = database;
    const row = await createTourRow(db);
    const tour = await getTour(db, row.id);
    if (!tour) throw new Error("tour not found");
    const form = new FormData();
    for (const [name, value] of Object.entries({
      customer_name: "Asha Verma",
      customer_email: `asha-${randomUUID().slice(0, 8)}@example.com`,
      customer_phone: "9876543210",
      travel_date: addDays(todayInIndia(), 40),
      number_of_travelers: "2",
      sharing: "double",
      website: "https://spam.example",
    })) {
      form.set(name, value);
    }
    const answer = await submitBookingForm(db, parseConfig({ NODE_ENV: "test" }), tour, form);
    expect(answer.data).toMatchObject({
      ok: true,
      confirmation: { total: 2 * (row.doubleSharingPrice ?? 0) },
    });
    const stored = await db.select({ n: count() }).from(bookings).where(eq(bookings.packageId, row.id));
    expect(stored[0]?.n).toBe(0);
  });

  it("a waitlist entry: same answer, same place in line, and nothing stored", async () => {
    const { db } = database;
    const departure = await createDepartureRow(db, { seats: 2 });
    await createWaitlistRow(db, departure.id);
    const input = waitlistInputSchema.parse({
      departure_id: departure.id,
      customer_name: "Ravi Menon",
      customer_email: `ravi-${randomUUID().slice(0, 8)}@example.com`,
      customer_phone: "9876543210",
      number_of_travelers: 4,
    });
    const decoy = await decoyWaitlistEntry(db, input);
    const stored = await db
      .select({ n: count() })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.departureId, departure.id));
    expect(stored[0]?.n).toBe(1);
    const { entry: real } = await joinWaitlist(db, input, { agency });
    const { id: decoyId, ...decoyRest } = decoy;
    const { id: realId, ...realRest } = real;
    expect(decoyId).not.toBe(realId);
    expect(decoyRest).toEqual(realRest);
  });
});

import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { bookings, type NewBookingRow } from "../../db/schema";
import { bookingInputSchema } from "../../app/features/bookings/booking-schema";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { newBookingReference } from "../../app/lib/references";
import { createTourRow } from "./tour-factory";

let sequence = 0;

/** Inserts a pending booking (on a new tour package unless `packageId` is given); any field can be overridden. */
export async function createBookingRow(db: Db, overrides: Partial<NewBookingRow> = {}) {
  sequence += 1;
  const unique = randomUUID().slice(0, 8);
  const tour = overrides.packageId === undefined ? await createTourRow(db) : null;
  const travellers = overrides.numberOfTravelers ?? 2;
  const price = overrides.pricePerPerson ?? tour?.price ?? 15_000;
  const [row] = await db
    .insert(bookings)
    .values({
      reference: newBookingReference(),
      packageId: tour?.id ?? null,
      packageTitle: tour?.title ?? `Booked Package ${sequence}`,
      customerName: `Traveller ${sequence} ${unique}`,
      customerEmail: `traveller-${unique}@example.com`,
      customerPhone: "9876543210",
      travelDate: "2030-03-15",
      numberOfTravelers: travellers,
      pricePerPerson: price,
      totalAmount: price * travellers,
      requestHash: `factory-${unique}`,
      // strictly increasing, so "newest first" is well defined inside a test
      bookingDate: new Date(Date.UTC(2026, 0, 1) + sequence * 1000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("booking insert returned nothing");
  return row;
}

/**
 * What a visitor's booking form sends, parsed as the service receives it: two travellers a month
 * from now under a unique email; any field can be overridden.
 */
export function bookingFormInput(packageId: string, overrides: Record<string, unknown> = {}) {
  return bookingInputSchema.parse({
    package_id: packageId,
    customer_name: "Asha Verma",
    customer_email: `asha-${randomUUID().slice(0, 8)}@example.com`,
    customer_phone: "9876543210",
    travel_date: addDays(todayInIndia(), 30),
    number_of_travelers: 2,
    ...overrides,
  });
}

/**
 * The payment policy's worked example: two travellers at ₹30,000 (₹60,000 in all), booked on
 * 1 May 2026 for 1 July, with the buyer's address (which its tax invoice needs, Rule 46(e));
 * dates and anything else can be overridden.
 */
export function createSixtyThousandBooking(db: Db, overrides: Partial<NewBookingRow> = {}) {
  return createBookingRow(db, {
    customerAddress: "14 Linking Road, Bandra West, Mumbai 400050",
    pricePerPerson: 30_000,
    numberOfTravelers: 2,
    totalAmount: 60_000,
    travelDate: "2026-07-01",
    bookingDate: new Date("2026-05-01T06:00:00Z"),
    ...overrides,
  });
}

/** A payment (or refund) by UPI as the admin's form sends it, its reference made from the amount. */
export function upiPayment(amount: number, receivedOn: string, kind: "payment" | "refund" = "payment") {
  return { kind, amount, method: "upi" as const, reference: `UPI-${amount}`, received_on: receivedOn };
}

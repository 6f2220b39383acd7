import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { bookings, type BookingRow } from "../../../db/schema/index";

/**
 * The booking, locked until the transaction `tx` ends: what every change to a booking's money or
 * status reads first, so two changes at once see each other's result (ADR 015).
 */
export async function lockBooking(tx: Db, bookingId: string): Promise<BookingRow | undefined> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1).for("update");
  return booking;
}

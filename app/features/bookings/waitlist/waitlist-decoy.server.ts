import { randomUUID } from "node:crypto";
import type { Db } from "../../../../db/client";
import type { WaitlistEntryRow } from "../../../../db/schema";
import { fieldError } from "~/lib/domain-error";
import { departureMessages, type WaitlistInput, type WaitlistJoined } from "../departures/departure-schema";
import { findDeparture } from "../departures/departure-service.server";
import { positionOf, toWaitlistJoined } from "./waitlist-service.server";

/**
 * What a bot that filled the honeypot (lib/honeypot.ts) gets back for joining a waitlist: the row
 * `joinWaitlist` would have inserted, at the place in line it would have taken, shown by the same
 * `toWaitlistJoined`. Nothing is stored or emailed.
 */
export async function decoyWaitlistEntry(db: Db, input: WaitlistInput): Promise<WaitlistJoined> {
  const found = await findDeparture(db, input.departure_id);
  if (!found) throw fieldError("invalid", "departure_id", departureMessages.chooseDeparture);
  const now = new Date();
  const row: WaitlistEntryRow = {
    id: randomUUID(),
    departureId: found.departure.id,
    customerName: input.customer_name,
    customerEmail: input.customer_email,
    customerPhone: input.customer_phone,
    numberOfTravelers: input.number_of_travelers,
    status: "waiting",
    offeredAt: null,
    offeredSeats: null,
    bookingId: null,
    contactId: null,
    createdAt: now,
    updatedAt: now,
  };
  return toWaitlistJoined(
    row,
    { date: found.departure.date, title: found.packageTitle },
    await positionOf(db, row),
  );
}

import { eq } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { bookings, tourPackages } from "../../../../db/schema/index";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { enqueueEmails } from "~/features/notifications/outbox/outbox-service.server";
import { newBookingReference } from "~/lib/references";
import { requestHashOf } from "~/lib/request-idempotency.server";
import type { Booking } from "../booking-schema";
import { newBookingEmails, toBookingJson } from "../booking-service.server";

const REFERENCE_ATTEMPTS = 8;

/** A booking at a price agreed beforehand (a custom quote accepted), not one priced from the rules. */
type AgreedBooking = {
  /** the package it is built on, or null for a custom trip named by `title` */
  packageId: string | null;
  title: string;
  travelDate: string;
  travellers: number;
  name: string;
  email: string;
  phone: string;
  /** whole rupees, kept as the booking's price lines; `total` is their sum */
  priceLines: { label: string; amount: number }[];
  total: number;
  contactId: string | null;
  /** the accepted quote it is made from */
  quoteId: string;
  /** the quote's days, for the calendar file's length when it has no package */
  days: number;
  /** one booking per key, whoever asks twice (`quote:<id>`) */
  idempotencyKey: string;
};

/**
 * Records a booking for an agreed total, pending, with the usual payment schedule (which follows
 * from its total and travel date, payments/payment-policy.ts), and queues the traveller's
 * confirmation and the agency's notice, in the caller's transaction. `bookingPage` is
 * `bookingPagePaths(db)`, read before the transaction began. A booking already made under the
 * same key is answered instead (`created: false`).
 */
export async function createAgreedBooking(
  tx: Db,
  input: AgreedBooking,
  options: { agency: AgencyContact; bookingPage: (bookingId: string) => string },
): Promise<{ created: boolean; booking: Booking }> {
  const [earlier] = await tx.select().from(bookings).where(eq(bookings.idempotencyKey, input.idempotencyKey));
  if (earlier) return { created: false, booking: toBookingJson(earlier) };
  const [tour] = input.packageId
    ? await tx
        .select({
          category: tourPackages.category,
          destination: tourPackages.destination,
          durationDays: tourPackages.durationDays,
        })
        .from(tourPackages)
        .where(eq(tourPackages.id, input.packageId))
        .for("share")
    : [];
  const values = {
    packageId: tour ? input.packageId : null,
    packageTitle: input.title,
    customerName: input.name,
    customerEmail: input.email,
    customerPhone: input.phone,
    travelDate: input.travelDate,
    numberOfTravelers: input.travellers,
    pricePerPerson: Math.round(input.total / input.travellers),
    totalAmount: input.total,
    priceLines: input.priceLines,
    status: "pending" as const,
    international: tour?.category === "international",
    contactId: input.contactId,
    quoteId: input.quoteId,
    idempotencyKey: input.idempotencyKey,
    requestHash: requestHashOf(["agreed", input.idempotencyKey]),
  };
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
    const [row] = await tx
      .insert(bookings)
      .values({ ...values, reference: newBookingReference() })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    const booking = toBookingJson(row);
    // the same emails as any booking: the pay-now box (the agency's payee) and the calendar file
    const trip = {
      destination: tour?.destination ?? input.title,
      durationDays: input.days > 0 ? input.days : (tour?.durationDays ?? 1),
    };
    // the quote's link is anyone's who holds it: a visitor's request, counted like a booking's
    await enqueueEmails(tx, newBookingEmails(booking, options.agency, options.bookingPage(row.id), trip), {
      visitor: true,
    });
    return { created: true, booking };
  }
  throw new Error(`no free booking reference after ${REFERENCE_ATTEMPTS} attempts`);
}

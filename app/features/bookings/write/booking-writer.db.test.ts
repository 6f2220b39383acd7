import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, outboxEmails } from "../../../../db/schema/index";
import { unsealedEmail } from "~/features/notifications/outbox/outbox-service.server";
import { useTestDatabase } from "../../../../tests/setup/use-test-database";
import { createDepartureRow } from "../../../../tests/factories/departure-factory";
import { createTourRow } from "../../../../tests/factories/tour-factory";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { parseConfig } from "~/lib/env.server";
import { departureMessages } from "~/features/bookings/departures/departure-schema";
import { addDays, todayInIndia } from "~/lib/dates";
import { DomainError } from "~/lib/domain-error";
import { bookingInputSchema, bookingMessages, type BookingInput } from "../booking-schema";
import { createBooking } from "./booking-writer.server";
import type { BookingResult } from "./booking-write-service.server";

const database = useTestDatabase();

const agency = agencyContactOf(parseConfig({ NODE_ENV: "test" }));

/** A booking as the API parses it: `run` names the test's own traveller addresses. */
function bookingOf(packageId: string, run: string, n: number, overrides: Record<string, unknown> = {}) {
  return bookingInputSchema.parse({
    package_id: packageId,
    customer_name: `Traveller ${String.fromCharCode(97 + (n % 26)).repeat(1 + Math.floor(n / 26))}`, // names take no digits
    customer_email: `${run}-${n}@example.com`,
    customer_phone: `98${String(n).padStart(8, "0")}`,
    travel_date: addDays(todayInIndia(), 30),
    number_of_travelers: 1 + (n % 4),
    ...overrides,
  });
}

const book = (input: BookingInput, idempotencyKey: string | null = null) =>
  createBooking(database.db, input, { idempotencyKey, agency });

/** Every answer, kept or refused, in the order sent (all sent at once, so they share batches). */
function settleAll(inputs: [BookingInput, string | null][]) {
  return Promise.allSettled(inputs.map(([input, key]) => book(input, key)));
}

const rowsOf = (run: string) =>
  database.db
    .select()
    .from(bookings)
    .where(like(bookings.customerEmail, `${run}-%`));

function refusalOf(answer: PromiseSettledResult<BookingResult>): DomainError {
  if (answer.status !== "rejected" || !(answer.reason instanceof DomainError)) {
    throw new Error(`expected a refusal, got ${JSON.stringify(answer)}`);
  }
  return answer.reason;
}

function keptOf(answer: PromiseSettledResult<BookingResult>): BookingResult {
  if (answer.status !== "fulfilled") throw new Error(`expected a booking, got ${String(answer.reason)}`);
  return answer.value;
}

describe("bookings written in batches", () => {
  it("writes many simultaneous bookings, each priced from its own package, with its own emails", async () => {
    const run = `many-${randomUUID().slice(0, 8)}`;
    const tours = [await createTourRow(database.db, { price: 10_000 }), await createTourRow(database.db)];
    const inputs = Array.from({ length: 40 }, (_, n) => bookingOf(tours[n % 2]!.id, run, n));
    const answers = (await settleAll(inputs.map((input) => [input, null]))).map(keptOf);

    expect(answers.every((answer) => answer.created)).toBe(true);
    expect(new Set(answers.map((answer) => answer.booking.reference)).size).toBe(40);
    answers.forEach(({ booking }, n) => {
      const tour = tours[n % 2]!;
      expect(booking.customer_email).toBe(`${run}-${n}@example.com`);
      expect(booking.price_per_person).toBe(tour.price);
      expect(booking.total_amount).toBe(tour.price * (1 + (n % 4)));
    });
    expect(await rowsOf(run)).toHaveLength(40);
    const confirmations = await database.db
      .select()
      .from(outboxEmails)
      .where(and(like(outboxEmails.toAddress, `${run}-%`), eq(outboxEmails.event, "booking-confirmation")));
    expect(confirmations).toHaveLength(40);
    // the confirmation links to the booking's own signed page
    const first = confirmations.find((email) => email.toAddress === `${run}-0@example.com`)!;
    expect(unsealedEmail(first).textBody).toContain(`/booking/${answers[0]!.booking.id}.`);
  });

  it("refuses one booking without failing the others sent with it", async () => {
    const run = `mixed-${randomUUID().slice(0, 8)}`;
    const open = await createTourRow(database.db);
    const closed = await createTourRow(database.db, { available: false });
    const tripleOnly = await createTourRow(database.db, { doubleSharingPrice: null });
    const withDepartures = (await createDepartureRow(database.db)).packageId;
    const answers = await settleAll([
      [bookingOf(open.id, run, 1), null],
      [bookingOf(randomUUID(), run, 2), null],
      [bookingOf(closed.id, run, 3), null],
      [bookingOf(tripleOnly.id, run, 4, { sharing: "double" }), null],
      [bookingOf(withDepartures, run, 5), null],
      [bookingOf(open.id, run, 6, { sharing: "double" }), null],
    ]);

    expect(keptOf(answers[0]!).created).toBe(true);
    expect(refusalOf(answers[1]!).errors).toEqual({ package_id: bookingMessages.unknownPackage });
    expect(refusalOf(answers[2]!).message).toBe(bookingMessages.unavailablePackage);
    expect(refusalOf(answers[3]!).errors).toEqual({ sharing: bookingMessages.noDoubleSharing });
    expect(refusalOf(answers[4]!).errors).toEqual({ departure_id: departureMessages.chooseDeparture });
    expect(keptOf(answers[5]!).booking.price_per_person).toBe(open.doubleSharingPrice);
    expect((await rowsOf(run)).map((row) => row.customerEmail).sort()).toEqual([
      `${run}-1@example.com`,
      `${run}-6@example.com`,
    ]);
  });

  it("folds identical submits sent together into one booking, and refuses a key reused for another", async () => {
    const run = `twice-${randomUUID().slice(0, 8)}`;
    const tour = await createTourRow(database.db);
    const key = randomUUID();
    const same = bookingOf(tour.id, run, 1);
    const answers = await settleAll([
      [same, null],
      [same, null],
      [bookingOf(tour.id, run, 2), key],
      [bookingOf(tour.id, run, 2), key],
      [bookingOf(tour.id, run, 3), key],
    ]);

    const [a, b, c, d] = answers.slice(0, 4).map(keptOf);
    expect([a!.created, b!.created, c!.created, d!.created]).toEqual([true, false, true, false]);
    expect(b!.booking.reference).toBe(a!.booking.reference);
    expect(d!.booking.reference).toBe(c!.booking.reference);
    expect(refusalOf(answers[4]!).message).toBe(bookingMessages.keyReused);
    expect(await rowsOf(run)).toHaveLength(2);
    expect(
      await database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.toAddress, `${run}-1@example.com`)),
    ).toHaveLength(1);
  });

  it("answers a repeat of a booking made earlier with that booking", async () => {
    const run = `later-${randomUUID().slice(0, 8)}`;
    const tour = await createTourRow(database.db);
    const key = randomUUID();
    const keyed = await book(bookingOf(tour.id, run, 1), key);
    const plain = await book(bookingOf(tour.id, run, 2));

    const answers = (
      await settleAll([
        [bookingOf(tour.id, run, 1), key],
        [bookingOf(tour.id, run, 2), null],
        [bookingOf(tour.id, run, 3), null],
      ])
    ).map(keptOf);
    expect(answers.map((answer) => answer.created)).toEqual([false, false, true]);
    expect(answers[0]!.booking.reference).toBe(keyed.booking.reference);
    expect(answers[1]!.booking.reference).toBe(plain.booking.reference);
    expect(await rowsOf(run)).toHaveLength(3);
  });

  it("queues at most five emails an hour to one customer address, counting the batch itself", async () => {
    const run = `capped-${randomUUID().slice(0, 8)}`;
    const tour = await createTourRow(database.db);
    const email = `${run}-shared@example.com`;
    const answers = await settleAll(
      Array.from({ length: 7 }, (_, n) => [bookingOf(tour.id, run, n, { customer_email: email }), null]),
    );
    expect(answers.map(keptOf).every((answer) => answer.created)).toBe(true);
    const toCustomer = await database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
    // over the hourly share, a visitor's email is kept as held ("capped", with its reason), never dropped
    expect(toCustomer.filter((row) => row.status !== "capped")).toHaveLength(5);
    expect(toCustomer.filter((row) => row.status === "capped")).toHaveLength(2);
    const notices = await database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.event, "booking-agency-alert"), like(outboxEmails.textBody, `%${email}%`)));
    expect(notices).toHaveLength(7);
  });

  it("answers each booking on its own when the batch's transaction fails", async () => {
    const run = `fallback-${randomUUID().slice(0, 8)}`;
    const tour = await createTourRow(database.db);
    // past the schema, so only the database's CHECK refuses it, failing the whole batch
    const broken = { ...bookingOf(tour.id, run, 1), number_of_travelers: 0 };
    const answers = await settleAll([
      [bookingOf(tour.id, run, 2), null],
      [broken, null],
      [bookingOf(tour.id, run, 3), null],
    ]);
    expect(keptOf(answers[0]!).created).toBe(true);
    expect(answers[1]!.status).toBe("rejected");
    expect(keptOf(answers[2]!).created).toBe(true);
    expect((await rowsOf(run)).map((row) => row.customerEmail).sort()).toEqual([
      `${run}-2@example.com`,
      `${run}-3@example.com`,
    ]);
  });
});

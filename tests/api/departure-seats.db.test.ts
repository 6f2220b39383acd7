import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, waitlistEntries } from "../../db/schema";
import { startOutboxWorker } from "../../app/features/notifications/outbox/outbox-worker.server";
import { formatTravelDate } from "../../app/lib/dates";
import { createDepartureRow } from "../factories/departure-factory";
import { createTourRow } from "../factories/tour-factory";
import { adminHeaders } from "../setup/admin";
import { startSmtpReceiver, type SmtpReceiver } from "../setup/smtp-receiver";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * A fixed departure never holds more seats than it has, however many visitors book its last seats
 * at once (on PGlite and on PostgreSQL), and a cancellation offers the freed seat to the first in
 * line on its waitlist, by email through the outbox.
 */
let server: TestServer;
let smtp: SmtpReceiver;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({ SITE_URL: "https://safarnama.example" });
  smtp = await startSmtpReceiver();
  admin = await adminHeaders(server.database.db);
}, 180_000);
afterAll(async () => {
  await smtp?.close();
  await server?.close();
});

const unique = () => randomUUID().slice(0, 8);
const json = { "content-type": "application/json" };

function book(packageId: string, departureId: string, email: string) {
  return server.fetch("/api/bookings", {
    method: "POST",
    headers: json,
    body: JSON.stringify({
      package_id: packageId,
      departure_id: departureId,
      number_of_travelers: 1,
      customer_name: "Ravi Kumar",
      customer_email: email,
      customer_phone: "9876543210",
    }),
  });
}

async function seatsLeft(packageId: string, departureId: string): Promise<number> {
  const response = await server.fetch(`/api/tours/${packageId}/departures`);
  const departures = (await response.json()) as { id: string; seats_left: number }[];
  return departures.find((departure) => departure.id === departureId)!.seats_left;
}

describe("the last seats of a departure", { timeout: 120_000 }, () => {
  it("40 simultaneous one-traveller bookings on 5 seats make exactly 5 bookings", async () => {
    const db = server.database.db;
    const tour = await createTourRow(db);
    const departure = await createDepartureRow(db, { packageId: tour.id, seats: 5 });
    const run = unique();

    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => book(tour.id, departure.id, `rush-${run}-${i}@example.com`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(35);
    const refusals = await Promise.all(
      answers.filter((answer) => answer.status === 409).map((answer) => answer.json()),
    );
    for (const refusal of refusals) {
      expect(refusal.message).toBe("This departure is sold out: no seats left on this departure");
    }

    const [held] = await db
      .select({ n: sql<number>`count(*)::int`, seats: sql<number>`sum(${bookings.numberOfTravelers})::int` })
      .from(bookings)
      .where(eq(bookings.departureId, departure.id));
    expect(held).toEqual({ n: 5, seats: 5 });
    expect(await seatsLeft(tour.id, departure.id)).toBe(0);
    const listed = await (await server.fetch(`/api/tours/${tour.id}/departures`)).json();
    expect(listed[0]).toMatchObject({ id: departure.id, seats: 5, seats_left: 0, status: "sold_out" });
  });

  it("cancelling one offers the seat to the first waitlisted visitor only, by email, once", async () => {
    const db = server.database.db;
    const tour = await createTourRow(db, { title: `Zanskar Frozen River ${unique()}` });
    const departure = await createDepartureRow(db, { packageId: tour.id, seats: 2 });
    const run = unique();
    const booked = [];
    for (const i of [1, 2]) {
      const response = await book(tour.id, departure.id, `seat-${run}-${i}@example.com`);
      expect(response.status).toBe(201);
      booked.push((await response.json()).booking);
    }

    // three in line: a party of two who joined first (does not fit one seat), then two singles
    const join = (email: string, travellers: number) =>
      server.fetch("/api/waitlist", {
        method: "POST",
        headers: json,
        body: JSON.stringify({
          departure_id: departure.id,
          customer_name: "Meera Iyer",
          customer_email: email,
          customer_phone: "9123456780",
          number_of_travelers: travellers,
        }),
      });
    const pair = `pair-${run}@example.com`;
    const first = `first-${run}@example.com`;
    const second = `second-${run}@example.com`;
    for (const [email, travellers, position] of [
      [pair, 2, 1],
      [first, 1, 2],
      [second, 1, 3],
    ] as const) {
      const response = await join(email, travellers);
      expect(response.status).toBe(201);
      expect((await response.json()).entry).toMatchObject({ status: "waiting", position });
    }

    const cancel = await server.fetch(`/api/bookings/${booked[0].id}/status`, {
      method: "PATCH",
      headers: { ...json, ...admin },
      body: JSON.stringify({ status: "cancelled" }),
    });
    expect(cancel.status).toBe(200);
    expect(await seatsLeft(tour.id, departure.id)).toBe(1);

    const entries = await db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.departureId, departure.id));
    const byEmail = new Map(entries.map((entry) => [entry.customerEmail, entry]));
    expect(byEmail.get(pair)?.status).toBe("waiting");
    expect(byEmail.get(first)).toMatchObject({ status: "offered", offeredSeats: 1 });
    expect(byEmail.get(first)?.offeredAt).toBeInstanceOf(Date);
    expect(byEmail.get(second)?.status).toBe("waiting");

    // cancelling again changes nothing and offers nobody else
    await server.fetch(`/api/bookings/${booked[0].id}/status`, {
      method: "PATCH",
      headers: { ...json, ...admin },
      body: JSON.stringify({ status: "cancelled" }),
    });

    const worker = startOutboxWorker({
      db,
      config: { ...server.config, SMTP_URL: smtp.url },
      intervalMs: 60_000,
      log: () => {},
    });
    await worker.flush();
    await worker.stop();
    const offers = smtp.received.filter((mail) => mail.subject.startsWith("Seats are free"));
    expect(offers.map((mail) => mail.to)).toEqual([[first]]);
    const text = offers[0]!.parts.find((part) => part.type === "text/plain")!.body;
    expect(text).toContain(tour.title);
    expect(text).toContain(formatTravelDate(departure.departureDate));
    expect(text).toContain(`https://safarnama.example/packages/${tour.id}`);

    // the offered visitor books the seat: their entry is booked and the departure full again
    const response = await book(tour.id, departure.id, first);
    expect(response.status).toBe(201);
    const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.customerEmail, first));
    expect(entry).toMatchObject({ status: "booked", bookingId: (await response.json()).booking.id });
    expect(await seatsLeft(tour.id, departure.id)).toBe(0);
  });

  it("a cancelled booking cannot be confirmed again once its seats are gone", async () => {
    const db = server.database.db;
    const departure = await createDepartureRow(db, { seats: 1 });
    const run = unique();
    const firstBooking = (
      await (await book(departure.packageId, departure.id, `a-${run}@example.com`)).json()
    ).booking;
    const patch = (id: string, status: string) =>
      server.fetch(`/api/bookings/${id}/status`, {
        method: "PATCH",
        headers: { ...json, ...admin },
        body: JSON.stringify({ status }),
      });
    expect((await patch(firstBooking.id, "cancelled")).status).toBe(200);
    expect((await book(departure.packageId, departure.id, `b-${run}@example.com`)).status).toBe(201);
    const refused = await patch(firstBooking.id, "confirmed");
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      "This departure is sold out: no seats left on this departure",
    );
    const [row] = await db.select().from(bookings).where(eq(bookings.id, firstBooking.id));
    expect(row?.status).toBe("cancelled");
  });

  it("the database itself refuses more seats than a departure has, and seats below those held", async () => {
    const db = server.database.db;
    const departure = await createDepartureRow(db, { seats: 2 });
    const insert = () =>
      db.insert(bookings).values({
        reference: `SF-${unique().slice(0, 6).toUpperCase()}`,
        packageId: departure.packageId,
        departureId: departure.id,
        packageTitle: "Direct SQL",
        customerName: "Operator",
        customerEmail: "operator@example.com",
        customerPhone: "9876543210",
        travelDate: departure.departureDate,
        numberOfTravelers: 1,
        pricePerPerson: 1,
        totalAmount: 1,
        requestHash: `direct-${unique()}`,
      });
    await insert();
    await insert();
    await expect(insert()).rejects.toThrow();
    await expect(
      db.execute(sql`UPDATE tour_departures SET seats = 1 WHERE id = ${departure.id}`),
    ).rejects.toThrow();
    await db.execute(sql`UPDATE tour_departures SET seats = 3 WHERE id = ${departure.id}`);
    await insert();
    expect(await seatsLeft(departure.packageId, departure.id)).toBe(0);
  });
});

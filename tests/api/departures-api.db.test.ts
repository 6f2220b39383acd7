import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, bookings, outboxEmails, waitlistEntries } from "../../db/schema";
import { departureMessages, waitlistMessages } from "../../app/features/bookings/departures/departure-schema";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { createBookingRow } from "../factories/booking-factory";
import { createDepartureRow, createWaitlistRow } from "../factories/departure-factory";
import { createTourRow } from "../factories/tour-factory";
import { adminHeaders } from "../setup/admin";
import { startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminHeaders(server.database.db);
});
afterAll(async () => {
  await server?.close();
});

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const unique = () => randomUUID().slice(0, 8);
const inDays = (days: number) => addDays(todayInIndia(), days);

function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return server.fetch(path, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const asAdmin = (method: string, path: string, body?: unknown) => send(method, path, body, admin);

function bookingBody(packageId: string, overrides: Record<string, unknown> = {}) {
  return {
    package_id: packageId,
    number_of_travelers: 2,
    customer_name: "Asha Verma",
    customer_email: `asha-${unique()}@example.com`,
    customer_phone: "9876543210",
    ...overrides,
  };
}

function waitlistBody(departureId: string, overrides: Record<string, unknown> = {}) {
  return {
    departure_id: departureId,
    customer_name: "Meera Iyer",
    customer_email: `meera-${unique()}@example.com`,
    customer_phone: "9123456780",
    number_of_travelers: 2,
    ...overrides,
  };
}

describe("departures of a package", () => {
  it("the admin adds departures; visitors read the upcoming ones by date with seats left", async () => {
    const tour = await createTourRow(server.database.db);
    const later = await asAdmin("POST", `/api/tours/${tour.id}/departures`, { date: inDays(60), seats: 12 });
    expect(later.status).toBe(201);
    const sooner = await asAdmin("POST", `/api/tours/${tour.id}/departures`, {
      date: inDays(20),
      seats: "8",
      note: "Diwali batch",
    });
    expect(sooner.status).toBe(201);
    expect(await sooner.json()).toMatchObject({
      date: inDays(20),
      seats: 8,
      seats_left: 8,
      status: "open",
      note: "Diwali batch",
      package_id: tour.id,
      closed: false,
      seats_booked: 0,
      seats_held: 0,
    });
    // a past departure (made before today) is not listed
    await createDepartureRow(server.database.db, { packageId: tour.id, departureDate: inDays(-3) });

    const listed = await send("GET", `/api/tours/${tour.id}/departures`);
    expect(listed.status).toBe(200);
    const departures = await listed.json();
    expect(departures.map((d: { date: string }) => d.date)).toEqual([inDays(20), inDays(60)]);
    expect(Object.keys(departures[0]).sort()).toEqual([
      "date",
      "id",
      "note",
      "price",
      "seats",
      "seats_left",
      "status",
    ]);

    expect((await send("GET", `/api/tours/${UNKNOWN_ID}/departures`)).status).toBe(404);
    expect((await send("GET", `/api/tours/not-an-id/departures`)).status).toBe(404);

    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, (await later.json()).id));
    expect(audit?.action).toBe("departure.created");
  });

  it("refuses bad input per field, a second departure on one date, and callers without a session", async () => {
    const tour = await createTourRow(server.database.db);
    const bad = await asAdmin("POST", `/api/tours/${tour.id}/departures`, {
      date: inDays(-1),
      seats: 0,
      note: "a\u0000b",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(["date", "note", "seats"]);

    const body = { date: inDays(30), seats: 10 };
    expect((await asAdmin("POST", `/api/tours/${tour.id}/departures`, body)).status).toBe(201);
    const twice = await asAdmin("POST", `/api/tours/${tour.id}/departures`, body);
    expect(twice.status).toBe(409);
    expect((await twice.json()).errors).toEqual({ date: departureMessages.duplicateDate });

    expect((await send("POST", `/api/tours/${tour.id}/departures`, body)).status).toBe(401);
    expect((await asAdmin("POST", `/api/tours/${UNKNOWN_ID}/departures`, body)).status).toBe(404);
  });

  it("edits, closes, reopens and deletes; never below the seats held, never moving a booked date", async () => {
    const db = server.database.db;
    const departure = await createDepartureRow(db, { seats: 6 });
    const path = `/api/tours/${departure.packageId}/departures/${departure.id}`;
    const booked = await send(
      "POST",
      "/api/bookings",
      bookingBody(departure.packageId, { departure_id: departure.id, number_of_travelers: 3 }),
    );
    expect(booked.status).toBe(201);
    await createBookingRow(db, {
      packageId: departure.packageId,
      departureId: departure.id,
      numberOfTravelers: 1,
      status: "confirmed",
    });

    const below = await asAdmin("PATCH", path, { seats: 3 });
    expect(below.status).toBe(409);
    expect((await below.json()).errors).toEqual({ seats: departureMessages.seatsBelowHeld(4) });
    const moved = await asAdmin("PATCH", path, { date: inDays(90) });
    expect(moved.status).toBe(409);

    const edited = await asAdmin("PATCH", path, { seats: 4, note: "Last seats", status: "closed" });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      seats: 4,
      seats_left: 0,
      seats_booked: 1,
      seats_held: 3,
      closed: true,
      status: "closed",
      note: "Last seats",
    });
    const closedBooking = await send(
      "POST",
      "/api/bookings",
      bookingBody(departure.packageId, { departure_id: departure.id, number_of_travelers: 1 }),
    );
    expect(closedBooking.status).toBe(409);
    expect((await closedBooking.json()).message).toBe(departureMessages.closed);

    const reopened = await asAdmin("PATCH", path, { status: "open", seats: 5 });
    expect(await reopened.json()).toMatchObject({ status: "open", seats_left: 1 });

    const refusedDelete = await asAdmin("DELETE", path);
    expect(refusedDelete.status).toBe(409);
    expect((await refusedDelete.json()).message).toBe(departureMessages.deleteHasBookings);

    const empty = await createDepartureRow(db);
    const emptyPath = `/api/tours/${empty.packageId}/departures/${empty.id}`;
    expect((await asAdmin("DELETE", emptyPath)).status).toBe(200);
    expect((await asAdmin("DELETE", emptyPath)).status).toBe(404);
    expect(
      (await asAdmin("PATCH", `/api/tours/${departure.packageId}/departures/${UNKNOWN_ID}`, {})).status,
    ).toBe(404);
    // a departure is reached only through its own package
    expect(
      (await asAdmin("PATCH", `/api/tours/${empty.packageId}/departures/${departure.id}`, {})).status,
    ).toBe(404);
    expect((await send("PATCH", path, { seats: 9 })).status).toBe(401);
  });
});

describe("deleting a package", () => {
  it("takes its departures and waitlist with it and keeps their bookings, on a free date", async () => {
    const db = server.database.db;
    const departure = await createDepartureRow(db, { seats: 1 });
    const booked = await send(
      "POST",
      "/api/bookings",
      bookingBody(departure.packageId, { departure_id: departure.id, number_of_travelers: 1 }),
    );
    const { booking } = await booked.json();
    await createWaitlistRow(db, departure.id);
    expect((await asAdmin("DELETE", `/api/tours/${departure.packageId}`)).status).toBe(200);
    const [kept] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toMatchObject({ departureId: null, travelDate: departure.departureDate, status: "pending" });
    expect(
      await db.select().from(waitlistEntries).where(eq(waitlistEntries.departureId, departure.id)),
    ).toEqual([]);
  });
});

describe("booking a departure", () => {
  it("takes the date from the departure and holds its seats; refuses more than are left", async () => {
    const departure = await createDepartureRow(server.database.db, { seats: 3 });
    const response = await send(
      "POST",
      "/api/bookings",
      bookingBody(departure.packageId, { departure_id: departure.id, travel_date: inDays(200) }),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).booking).toMatchObject({
      departure_id: departure.id,
      travel_date: departure.departureDate,
      number_of_travelers: 2,
    });

    const tooMany = await send(
      "POST",
      "/api/bookings",
      bookingBody(departure.packageId, { departure_id: departure.id }),
    );
    expect(tooMany.status).toBe(409);
    expect(await tooMany.json()).toMatchObject({
      message: "Only 1 seat left on this departure",
      errors: { departure_id: "Only 1 seat left on this departure" },
    });
  });

  it("a package with departures takes no free date; one without keeps its free date", async () => {
    const departure = await createDepartureRow(server.database.db);
    const free = await send(
      "POST",
      "/api/bookings",
      bookingBody(departure.packageId, { travel_date: inDays(40) }),
    );
    expect(free.status).toBe(400);
    expect((await free.json()).errors).toEqual({ departure_id: departureMessages.chooseDeparture });

    const other = await createDepartureRow(server.database.db);
    const wrongPackage = await send(
      "POST",
      "/api/bookings",
      bookingBody(departure.packageId, { departure_id: other.id }),
    );
    expect(wrongPackage.status).toBe(400);

    const plain = await createTourRow(server.database.db);
    const noDate = await send("POST", "/api/bookings", bookingBody(plain.id));
    expect(noDate.status).toBe(400);
    expect((await noDate.json()).errors).toMatchObject({ travel_date: "Please choose your travel date" });
    const dated = await send("POST", "/api/bookings", bookingBody(plain.id, { travel_date: inDays(40) }));
    expect(dated.status).toBe(201);
    expect((await dated.json()).booking).toMatchObject({ departure_id: null, travel_date: inDays(40) });
  });

  it("refuses a departure that has left", async () => {
    const departure = await createDepartureRow(server.database.db, { departureDate: inDays(-1) });
    const response = await send(
      "POST",
      "/api/bookings",
      bookingBody(departure.packageId, { departure_id: departure.id }),
    );
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(departureMessages.past);
  });
});

describe("the waitlist", () => {
  it("takes visitors only when their party does not fit, once per email, with a receipt", async () => {
    const departure = await createDepartureRow(server.database.db, { seats: 3 });
    const open = await send("POST", "/api/waitlist", waitlistBody(departure.id));
    expect(open.status).toBe(409);
    expect((await open.json()).message).toBe(waitlistMessages.seatsAvailable);

    // a party of four does not fit three seats
    const body = waitlistBody(departure.id, {
      number_of_travelers: 4,
      customer_email: `Big-${unique()}@Example.com`,
    });
    const joined = await send("POST", "/api/waitlist", body);
    expect(joined.status).toBe(201);
    const answer = await joined.json();
    expect(answer).toMatchObject({
      success: true,
      message: waitlistMessages.joined,
      entry: { departure_id: departure.id, date: departure.departureDate, status: "waiting", position: 1 },
    });
    const again = await send("POST", "/api/waitlist", body);
    expect(again.status).toBe(200);
    expect((await again.json()).entry.id).toBe(answer.entry.id);

    const mail = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, String(body.customer_email).toLowerCase()));
    expect(mail.map((m) => m.event)).toEqual(["waitlist-joined"]);
  });

  it("answers a bot that fills the honeypot like a success and stores nothing", async () => {
    const departure = await createDepartureRow(server.database.db, { seats: 1 });
    const body = waitlistBody(departure.id, { website: "http://spam.example" });
    const response = await send("POST", "/api/waitlist", body);
    expect(response.status).toBe(201);
    const rows = await server.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.customerEmail, body.customer_email));
    expect(rows).toHaveLength(0);
  });

  it("refuses bad input, unknown, closed and past departures", async () => {
    const bad = await send("POST", "/api/waitlist", {
      departure_id: "x",
      customer_email: "nope",
      number_of_travelers: 0,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual([
      "customer_email",
      "customer_name",
      "customer_phone",
      "departure_id",
      "number_of_travelers",
    ]);
    expect((await send("POST", "/api/waitlist", waitlistBody(UNKNOWN_ID))).status).toBe(400);
    const closed = await createDepartureRow(server.database.db, { closed: true });
    expect((await send("POST", "/api/waitlist", waitlistBody(closed.id))).status).toBe(409);
    const past = await createDepartureRow(server.database.db, { departureDate: inDays(-2) });
    expect((await send("POST", "/api/waitlist", waitlistBody(past.id))).status).toBe(409);
  });

  it("the admin lists entries, converts one to a booking when seats allow, and removes one", async () => {
    const db = server.database.db;
    const departure = await createDepartureRow(db, { seats: 2 });
    const full = await createBookingRow(db, {
      packageId: departure.packageId,
      departureId: departure.id,
      numberOfTravelers: 2,
    });
    const first = await createWaitlistRow(db, departure.id, { numberOfTravelers: 2 });
    const second = await createWaitlistRow(db, departure.id);

    const listed = await asAdmin("GET", `/api/waitlist?departure_id=${departure.id}`);
    expect(listed.status).toBe(200);
    // the API's list is a page, newest first (ADR 029)
    expect((await listed.json()).map((entry: { id: string }) => entry.id)).toEqual([second.id, first.id]);
    expect((await send("GET", "/api/waitlist")).status).toBe(401);

    const noSeats = await asAdmin("POST", `/api/waitlist/${first.id}/booking`);
    expect(noSeats.status).toBe(409);
    expect((await noSeats.json()).message).toBe(
      "This departure is sold out: no seats left on this departure",
    );

    // the full booking is cancelled: the first in line (a pair) is offered both seats
    await asAdmin("PATCH", `/api/bookings/${full.id}/status`, { status: "cancelled" });
    const offered = await asAdmin("GET", `/api/waitlist?departure_id=${departure.id}&status=offered`);
    const [entry] = await offered.json();
    expect(entry).toMatchObject({ id: first.id, offered_seats: 2 });
    expect(entry.offered_at).toEqual(expect.any(String));

    const converted = await asAdmin("POST", `/api/waitlist/${first.id}/booking`);
    expect(converted.status).toBe(201);
    const { booking, entry: done } = await converted.json();
    expect(booking).toMatchObject({
      departure_id: departure.id,
      travel_date: departure.departureDate,
      number_of_travelers: 2,
      customer_email: first.customerEmail,
    });
    expect(done).toMatchObject({
      status: "booked",
      booking_id: booking.id,
      booking_reference: booking.reference,
    });
    expect((await asAdmin("POST", `/api/waitlist/${first.id}/booking`)).status).toBe(409);
    const rows = await db.select().from(bookings).where(eq(bookings.departureId, departure.id));
    expect(rows.filter((row) => row.status !== "cancelled")).toHaveLength(1);

    const removed = await asAdmin("DELETE", `/api/waitlist/${second.id}`);
    expect(removed.status).toBe(200);
    expect((await removed.json()).entry.status).toBe("removed");
    expect((await asAdmin("DELETE", `/api/waitlist/${second.id}`)).status).toBe(409);
    expect((await asAdmin("DELETE", `/api/waitlist/${UNKNOWN_ID}`)).status).toBe(404);

    const actions = await db.select({ action: auditLog.action }).from(auditLog);
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(["waitlist.converted", "waitlist.removed"]),
    );
  });
});

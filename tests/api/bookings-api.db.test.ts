import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, outboxEmails, tourPackages } from "../../db/schema";
import { bookingMessages } from "../../app/features/bookings/booking-schema";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { createBookingRow } from "../factories/booking-factory";
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
const REFERENCE = /^SF-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/;

/**
 * The booking payload (docs/product.md §7) for a new tour, with a unique email so each test can
 * find its own rows.
 */
async function bookingPayload(overrides: Record<string, unknown> = {}, tourOverrides = {}) {
  const tour = await createTourRow(server.database.db, tourOverrides);
  return {
    tour,
    body: {
      package_id: tour.id,
      travel_date: addDays(todayInIndia(), 30),
      number_of_travelers: 3,
      total_amount: 1,
      customer_name: "Asha Verma",
      customer_email: `asha-${randomUUID().slice(0, 8)}@example.com`,
      customer_phone: "+91 98765 43210",
      special_requests: "Vegetarian meals, please",
      ...overrides,
    },
  };
}

function postBooking(body: unknown, headers: Record<string, string> = {}) {
  return server.fetch("/api/bookings", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

const rowsFor = (email: string) =>
  server.database.db.select().from(bookings).where(eq(bookings.customerEmail, email));
const mailTo = (address: string) =>
  server.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address));

describe("POST /api/bookings", () => {
  it("books at the package's price, ignoring the client's total, and queues both emails", async () => {
    const { tour, body } = await bookingPayload({}, { price: 18_999 });
    const response = await postBooking(body);
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer).toMatchObject({ success: true, message: bookingMessages.created });
    expect(answer.reference).toMatch(REFERENCE);
    expect(answer.booking).toMatchObject({
      reference: answer.reference,
      package_id: { _id: tour.id, title: tour.title },
      customer_email: body.customer_email,
      customer_phone: "+919876543210",
      travel_date: body.travel_date,
      number_of_travelers: 3,
      sharing: "triple",
      price_per_person: 18_999,
      total_amount: 56_997,
      status: "pending",
    });

    const rows = await rowsFor(body.customer_email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reference: answer.reference, totalAmount: 56_997, status: "pending" });

    const [confirmation] = await mailTo(body.customer_email);
    expect(confirmation?.subject).toContain(answer.reference);
    expect(confirmation?.textBody).toContain(tour.title);
    expect(confirmation?.textBody).toContain("₹56,997");
    expect(confirmation?.textBody).toContain("Travellers: 3");
    const notices = await mailTo(server.config.AGENCY_EMAIL);
    expect(notices.some((mail) => mail.subject.includes(answer.reference))).toBe(true);
  });

  it("prices double sharing from the package's double-sharing price", async () => {
    const { body } = await bookingPayload(
      { sharing: "double", number_of_travelers: "2" },
      { price: 10_000, doubleSharingPrice: 12_500 },
    );
    const response = await postBooking(body);
    expect(response.status).toBe(201);
    expect((await response.json()).booking).toMatchObject({
      sharing: "double",
      price_per_person: 12_500,
      total_amount: 25_000,
    });
  });

  it("refuses double sharing when the package has no such price", async () => {
    const { body } = await bookingPayload({ sharing: "double" }, { doubleSharingPrice: null });
    const response = await postBooking(body);
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ sharing: bookingMessages.noDoubleSharing });
    expect(await rowsFor(body.customer_email)).toHaveLength(0);
  });

  it("answers 409 for a package that is not available, 400 for an unknown or malformed one", async () => {
    const { body } = await bookingPayload({}, { available: false });
    const unavailable = await postBooking(body);
    expect(unavailable.status).toBe(409);
    expect((await unavailable.json()).errors).toEqual({ package_id: bookingMessages.unavailablePackage });

    for (const id of [UNKNOWN_ID, "nope", "1' OR '1'='1"]) {
      const response = await postBooking({ ...body, package_id: id });
      expect(response.status, id).toBe(400);
      expect((await response.json()).errors.package_id).toBe(bookingMessages.unknownPackage);
    }
    expect(await rowsFor(body.customer_email)).toHaveLength(0);
  });

  it("takes today (in India) and refuses past or impossible dates", async () => {
    const { body } = await bookingPayload({ travel_date: todayInIndia() });
    expect((await postBooking(body)).status).toBe(201);
    for (const travel_date of [
      addDays(todayInIndia(), -1),
      "2026-02-30",
      "15/03/2030",
      "2030-03-15T00:00:00Z",
    ]) {
      const response = await postBooking({ ...body, travel_date, customer_name: "Other Traveller" });
      expect(response.status, travel_date).toBe(400);
      expect(Object.keys((await response.json()).errors), travel_date).toEqual(["travel_date"]);
    }
  });

  it("refuses 0, fractional and non-numeric traveller counts", async () => {
    const { body } = await bookingPayload();
    for (const number_of_travelers of [0, -2, 1.5, "two", null, 501]) {
      const response = await postBooking({ ...body, number_of_travelers });
      expect(response.status, String(number_of_travelers)).toBe(400);
      expect(Object.keys((await response.json()).errors)).toEqual(["number_of_travelers"]);
    }
    expect(await rowsFor(body.customer_email)).toHaveLength(0);
  });

  it("answers the required-fields message and a text per missing field", async () => {
    const response = await postBooking({
      package_id: UNKNOWN_ID,
      number_of_travelers: 2,
      customer_email: "not-an-email",
    });
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer).toMatchObject({ success: false, message: "Please fill in all required fields" });
    expect(Object.keys(answer.errors).sort()).toEqual([
      "customer_email",
      "customer_name",
      "customer_phone",
      "travel_date",
    ]);
    expect((await postBooking([1, 2])).status).toBe(400);
  });

  it("stores hostile strings literally", async () => {
    const hostile =
      "<script>alert('x')</script> Robert'); DROP TABLE bookings;-- <img src=x onerror=alert(1)>";
    const { body } = await bookingPayload({
      customer_name: "Robert O'Neil-Tables",
      special_requests: hostile,
    });
    const response = await postBooking(body);
    expect(response.status).toBe(201);
    expect((await response.json()).booking).toMatchObject({
      customer_name: "Robert O'Neil-Tables",
      special_requests: hostile,
    });
  });

  it("refuses a name that is not letters, spaces and . ' - (issue 22)", async () => {
    for (const customer_name of [
      "<script>alert('x')</script>",
      "Robert'); DROP TABLE bookings;--",
      "Asha 2",
    ]) {
      const { body } = await bookingPayload({ customer_name });
      const response = await postBooking(body);
      expect(response.status, customer_name).toBe(400);
      expect((await response.json()).errors, customer_name).toEqual({
        customer_name: "Please enter a name using letters only",
      });
    }
  });
});

describe("POST /api/bookings: one booking per submit", () => {
  it("makes one booking per Idempotency-Key and answers a repeat with the same reference", async () => {
    const { body } = await bookingPayload();
    const key = randomUUID();
    const first = await postBooking(body, { "Idempotency-Key": key });
    const again = await postBooking(body, { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const [a, b] = [await first.json(), await again.json()];
    expect(b.reference).toBe(a.reference);
    expect(b.booking.id).toBe(a.booking.id);
    expect(await rowsFor(body.customer_email)).toHaveLength(1);
    expect(await mailTo(body.customer_email)).toHaveLength(1);

    const other = await postBooking({ ...body, number_of_travelers: 5 }, { "Idempotency-Key": key });
    expect(other.status).toBe(409);
    const malformed = await postBooking(body, { "Idempotency-Key": "x".repeat(201) });
    expect(malformed.status).toBe(400);
    expect(await rowsFor(body.customer_email)).toHaveLength(1);
  });

  it("folds simultaneous identical submits into one booking, with and without a key", async () => {
    const headerSets: Record<string, string>[] = [{}, { "Idempotency-Key": randomUUID() }];
    for (const headers of headerSets) {
      const { body } = await bookingPayload();
      const answers = await Promise.all([
        postBooking(body, headers),
        postBooking(body, headers),
        postBooking(body, headers),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
      const references = new Set(await Promise.all(answers.map(async (r) => (await r.json()).reference)));
      expect(references.size).toBe(1);
      expect(await rowsFor(body.customer_email)).toHaveLength(1);
      expect(await mailTo(body.customer_email)).toHaveLength(1);
    }
  });

  it("treats the same payload as a new booking once the first is over a minute old, or when it differs", async () => {
    const { body } = await bookingPayload();
    const first = await (await postBooking(body)).json();
    const changed = await postBooking({ ...body, number_of_travelers: 4 });
    expect(changed.status).toBe(201);
    await server.database.db
      .update(bookings)
      .set({ bookingDate: new Date(Date.now() - 2 * 60_000) })
      .where(eq(bookings.reference, first.reference));
    const later = await postBooking(body);
    expect(later.status).toBe(201);
    expect((await later.json()).reference).not.toBe(first.reference);
    expect(await rowsFor(body.customer_email)).toHaveLength(3);
  });
});

describe("GET /api/bookings (admin)", () => {
  it("answers 401 anonymously and bookings newest first with the package title to an admin", async () => {
    const db = server.database.db;
    expect((await server.fetch("/api/bookings")).status).toBe(401);
    expect((await server.fetch("/api/bookings", { headers: { Authorization: "Bearer nope" } })).status).toBe(
      401,
    );

    const older = await createBookingRow(db);
    const newer = await createBookingRow(db, { status: "confirmed" });
    const response = await server.fetch("/api/bookings", { headers: admin });
    expect(response.status).toBe(200);
    const list = await response.json();
    const ids = list.map((b: { _id: string }) => b._id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const shown = list.find((b: { id: string }) => b.id === older.id);
    expect(shown).toMatchObject({
      reference: older.reference,
      package_id: { _id: older.packageId, title: older.packageTitle },
      customer_name: older.customerName,
      travel_date: "2030-03-15",
      status: "pending",
    });

    const confirmed = await (await server.fetch("/api/bookings?status=confirmed", { headers: admin })).json();
    expect(confirmed.map((b: { id: string }) => b.id)).toContain(newer.id);
    expect(confirmed.every((b: { status: string }) => b.status === "confirmed")).toBe(true);
    expect((await server.fetch("/api/bookings?status=lost", { headers: admin })).status).toBe(400);
  });

  it("keeps a booking, with the title booked, after its package is deleted", async () => {
    const db = server.database.db;
    const booking = await createBookingRow(db);
    await db.delete(tourPackages).where(eq(tourPackages.id, booking.packageId!));
    const list = await (
      await server.fetch(`/api/bookings?q=${booking.reference}`, { headers: admin })
    ).json();
    expect(list).toHaveLength(1);
    expect(list[0].package_id).toEqual({ _id: null, title: booking.packageTitle });
  });
});

describe("PATCH /api/bookings/{id}/status (admin)", () => {
  function patchStatus(id: string, body: unknown, headers: Record<string, string> = admin) {
    return server.fetch(`/api/bookings/${id}/status`, {
      method: "PATCH",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  }

  it("confirms, cancels and confirms again, answering the booking and emailing the customer", async () => {
    const booking = await createBookingRow(server.database.db);
    expect((await patchStatus(booking.id, { status: "confirmed" }, {})).status).toBe(401);

    for (const status of ["confirmed", "cancelled", "confirmed"]) {
      const response = await patchStatus(booking.id, { status });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ _id: booking.id, reference: booking.reference, status });
    }
    // the same status again changes nothing and emails nobody
    expect((await patchStatus(booking.id, { status: "confirmed" })).status).toBe(200);
    const mails = await mailTo(booking.customerEmail);
    expect(mails.map((m) => m.subject.split(" ")[2])).toEqual(["confirmed", "cancelled", "confirmed"]);
  });

  it("answers 400 for a bad status and 404 for an unknown or malformed id", async () => {
    const booking = await createBookingRow(server.database.db);
    for (const body of [{ status: "pending" }, { status: "done" }, {}]) {
      const response = await patchStatus(booking.id, body);
      expect(response.status).toBe(400);
      expect(Object.keys((await response.json()).errors)).toEqual(["status"]);
    }
    for (const id of [UNKNOWN_ID, "nope", "1%27%20OR%201=1"]) {
      const response = await patchStatus(id, { status: "confirmed" });
      expect(response.status, id).toBe(404);
      expect((await response.json()).success).toBe(false);
    }
    const [row] = await server.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe("pending");
  });
});

import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, bookingTravellers, suppliers, tripCheckIns } from "../../db/schema";
import { startOutboxWorker } from "../../app/features/notifications/outbox/outbox-worker.server";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { createBookingRow } from "../factories/booking-factory";
import { createDepartureRow } from "../factories/departure-factory";
import { createTourRow } from "../factories/tour-factory";
import { adminHeaders } from "../setup/admin";
import { startSmtpReceiver, type SmtpReceiver } from "../setup/smtp-receiver";
import { startTestServer, type TestServer } from "../setup/test-server";

/** Running a departure (issue 43): rooms, vehicles, duty slips, suppliers' requests, the leader's link. */
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

const db = () => server.database.db;
const send = (method: string, path: string, body?: unknown) =>
  server.fetch(path, {
    method,
    headers: body === undefined ? admin : { "content-type": "application/json", ...admin },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

type Placed = { name: string; booking_reference: string; number: number; no_bed: boolean };
type Room = { id: string; sharing: string; travellers: Placed[] };

/** A departure of a new package, and a booking maker on it. */
async function departureWith(tourOverrides: Parameters<typeof createTourRow>[1] = {}) {
  const tour = await createTourRow(db(), {
    childPrice: 9_000,
    childAgeMin: 5,
    childAgeMax: 11,
    singleSupplement: 6_000,
    permitsIndian: ["ILP"],
    meetingPoint: "Leh Airport arrivals",
    meetingTime: "09:30",
    ...tourOverrides,
  });
  const departure = await createDepartureRow(db(), { packageId: tour.id, seats: 40 });
  const book = async (
    travellers: { name: string; gender: "female" | "male"; born?: string }[],
    overrides: Parameters<typeof createBookingRow>[1] = {},
  ) => {
    const booking = await createBookingRow(db(), {
      packageId: tour.id,
      departureId: departure.id,
      travelDate: departure.departureDate,
      numberOfTravelers: travellers.length,
      customerPhone: `98765${String(Math.floor(Math.random() * 100000)).padStart(5, "0")}`,
      ...overrides,
    });
    await db()
      .insert(bookingTravellers)
      .values(
        travellers.map((t, position) => ({
          bookingId: booking.id,
          position,
          fullName: t.name,
          dateOfBirth: t.born ?? "1990-01-01",
          gender: t.gender,
          nationality: "IN",
          idType: "aadhaar" as const,
          emergencyContactName: "Kin",
          emergencyContactPhone: "9000000000",
          medicalNotes: t.name.startsWith("Asha") ? "Asthma: carries an inhaler" : "",
          permitStatus: "needed" as const,
        })),
      );
    return booking;
  };
  const base = `/api/tours/${tour.id}/departures/${departure.id}`;
  return { tour, departure, book, base };
}

async function supplier(kind: string, name: string, email = "") {
  const [row] = await db()
    .insert(suppliers)
    .values({ name, kind: kind as "hotel", email, phone: "9811111111" })
    .returning();
  return row!;
}

const namesOf = (room: Room) => room.travellers.map((t) => t.name).sort();

describe("running the trip", { timeout: 60_000 }, () => {
  it("rooms: a family in a triple, a couple in a double, two solo women sharing, a single room", async () => {
    const { book, base } = await departureWith({ childNoBed: true });
    const family = await book([
      { name: "Ravi Rao", gender: "male" },
      { name: "Sita Rao", gender: "female" },
      { name: "Anu Rao", gender: "female", born: "2015-06-01" },
      { name: "Ben Rao", gender: "male" },
    ]);
    const couple = await book(
      [
        { name: "Kabir Das", gender: "male" },
        { name: "Meera Das", gender: "female" },
      ],
      { sharing: "double" },
    );
    await book([{ name: "Asha Verma", gender: "female" }], { sharing: "double" });
    await book([{ name: "Priya Nair", gender: "female" }], { sharing: "double" });
    await book([{ name: "Vikram Singh", gender: "male" }], { sharing: "double" });
    const single = await book([{ name: "Lata Iyer", gender: "female" }], { singleRooms: 1 });

    const answer = await send("GET", `${base}/rooming`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toContain("no-store");
    const rooming = (await answer.json()) as {
      rooms: Room[];
      rooms_needed: Record<string, number>;
      automatic: boolean;
    };
    expect(rooming.automatic).toBe(true);
    const rooms = rooming.rooms.map((room) => ({ sharing: room.sharing, names: namesOf(room) }));
    // the family of 4 with a child of the no-bed band: 3 beds in a triple, the child beside them
    expect(rooms).toContainEqual({
      sharing: "triple",
      names: ["Anu Rao", "Ben Rao", "Ravi Rao", "Sita Rao"],
    });
    const familyRoom = rooming.rooms.find((r) => r.travellers.some((t) => t.name === "Anu Rao"))!;
    expect(familyRoom.travellers.find((t) => t.name === "Anu Rao")!.no_bed).toBe(true);
    expect(rooms).toContainEqual({ sharing: "double", names: ["Kabir Das", "Meera Das"] });
    expect(rooms).toContainEqual({ sharing: "double", names: ["Asha Verma", "Priya Nair"] });
    expect(rooms).toContainEqual({ sharing: "double", names: ["Vikram Singh"] });
    expect(rooms).toContainEqual({ sharing: "single", names: ["Lata Iyer"] });
    expect(rooming.rooms_needed).toEqual({ single: 1, double: 3, triple: 1 });

    // staff move Vikram in with the couple's room? too many beds: refused with a message
    const tooFull = await send("PUT", `${base}/rooming`, {
      rooms: [
        {
          sharing: "double",
          travellers: [
            { booking_reference: couple.reference, number: 1 },
            { booking_reference: couple.reference, number: 2 },
            { booking_reference: single.reference, number: 1 },
          ],
        },
      ],
    });
    expect(tooFull.status).toBe(400);
    expect((await tooFull.json()).errors["rooms.0.travellers"]).toMatch(/2 beds/);
    const unknown = await send("PUT", `${base}/rooming`, {
      rooms: [{ sharing: "single", travellers: [{ booking_reference: "SF-NOPE00", number: 1 }] }],
    });
    expect(unknown.status).toBe(400);

    // staff's rooms: the family in a triple (the child without a bed), everyone else unassigned
    const saved = await send("PUT", `${base}/rooming`, {
      rooms: [
        {
          id: "family",
          sharing: "triple",
          travellers: [1, 2, 3, 4].map((n) => ({ booking_reference: family.reference, number: n })),
        },
      ],
    });
    expect(saved.status).toBe(200);
    const after = (await (await send("GET", `${base}/rooming`)).json()) as {
      rooms: Room[];
      unassigned: Placed[];
      automatic: boolean;
    };
    expect(after.automatic).toBe(false);
    expect(after.rooms.map((r) => r.id)).toEqual(["family"]);
    expect(after.unassigned).toHaveLength(6);
    // someone booking later is placed automatically beside what staff chose
    await book([{ name: "Nina Roy", gender: "female" }], { singleRooms: 1 });
    const later = (await (await send("GET", `${base}/rooming`)).json()) as { rooms: Room[] };
    expect(later.rooms.map((r) => namesOf(r))).toContainEqual(["Nina Roy"]);
  });

  it("vehicles: 17 travellers in two 12-seat vehicles, every booking kept together; staff move people", async () => {
    const { book, base } = await departureWith();
    const sizes = [4, 3, 3, 2, 2, 1, 1, 1];
    const bookings: Awaited<ReturnType<typeof book>>[] = [];
    for (const [b, size] of sizes.entries()) {
      bookings.push(
        await book(
          Array.from({ length: size }, (_, i) => ({ name: `Rider ${b}-${i}`, gender: "female" as const })),
        ),
      );
    }
    const hotel = await supplier("transport", "Himalayan Wheels", "wheels@example.com");
    const put = await send("PUT", `${base}/vehicles`, [
      {
        label: "Tempo Traveller 1",
        seats: 12,
        supplier_id: hotel.id,
        driver_name: "Tsering",
        driver_phone: "9419000001",
        vehicle_number: "JK10 1234",
      },
      { label: "Tempo Traveller 2", seats: "12" },
    ]);
    expect(put.status).toBe(200);
    const plan = (await put.json()) as {
      vehicles: { id: string; seats: number; travellers: Placed[] }[];
      unassigned: Placed[];
    };
    expect(plan.unassigned).toEqual([]);
    expect(plan.vehicles.reduce((n, v) => n + v.travellers.length, 0)).toBe(17);
    for (const vehicle of plan.vehicles) expect(vehicle.travellers.length).toBeLessThanOrEqual(12);
    for (const booking of bookings) {
      const carrying = plan.vehicles.filter((v) =>
        v.travellers.some((t) => t.booking_reference === booking.reference),
      );
      expect(carrying, `booking ${booking.reference} in one vehicle`).toHaveLength(1);
    }

    // a third vehicle too small for its travellers is refused
    const tooMany = await send("PUT", `${base}/vehicles`, [
      {
        label: "Car",
        seats: 1,
        travellers: [
          { booking_reference: bookings[0]!.reference, number: 1 },
          { booking_reference: bookings[0]!.reference, number: 2 },
        ],
      },
    ]);
    expect(tooMany.status).toBe(400);

    // staff move the 4 of the first booking into vehicle 2; the rest fill the seats left
    const [first, second] = plan.vehicles;
    const moved = await send("PUT", `${base}/vehicles`, [
      { id: first!.id, label: "Tempo Traveller 1", seats: 12, supplier_id: hotel.id, driver_name: "Tsering" },
      {
        id: second!.id,
        label: "Tempo Traveller 2",
        seats: 12,
        travellers: [1, 2, 3, 4].map((n) => ({ booking_reference: bookings[0]!.reference, number: n })),
      },
    ]);
    expect(moved.status).toBe(200);
    const again = (await (await send("GET", `${base}/vehicles`)).json()) as typeof plan;
    expect(again.vehicles[1]!.travellers.map((t) => t.booking_reference)).toEqual(
      Array(4).fill(bookings[0]!.reference),
    );
    expect(again.vehicles[0]!.travellers).toHaveLength(12);
    expect(again.unassigned).toHaveLength(1);
  });

  it("the driver's duty slip: vehicle, driver, days and halts, pickup, travellers with phones, permits, emergency phone", async () => {
    const { book, base, departure } = await departureWith();
    const family = await book([
      { name: "Asha Verma", gender: "female" },
      { name: "Rohan Verma", gender: "male" },
    ]);
    const hotel = await supplier("hotel", "Lake View Camp Pangong", "pangong@example.com");
    expect(
      (await send("PUT", `${base}/stays`, [{ night: 3, supplier_id: hotel.id, rooms: { double: 1 } }]))
        .status,
    ).toBe(200);
    const vehicles = (await (
      await send("PUT", `${base}/vehicles`, [
        {
          label: "Innova Crysta",
          seats: 6,
          vehicle_number: "JK10 5678",
          driver_name: "Stanzin Dorje",
          driver_phone: "9419012345",
        },
      ])
    ).json()) as { vehicles: { id: string }[] };
    const slip = await send("GET", `${base}/vehicles/${vehicles.vehicles[0]!.id}/duty-slip.pdf`);
    expect(slip.status).toBe(200);
    expect(slip.headers.get("content-type")).toBe("application/pdf");
    const text = pdfText(Buffer.from(await slip.arrayBuffer()));
    expect(text).toContain("Duty slip");
    expect(text).toContain("Innova Crysta · JK10 5678");
    expect(text).toContain("Driver: Stanzin Dorje · 9419012345");
    expect(text).toContain("09:30 · Leh Airport arrivals");
    expect(text).toContain("Day 3");
    expect(text).toContain("Pangong Tso");
    expect(text).toContain("Night halt: Lake View Camp Pangong");
    expect(text).toContain(`Asha Verma · ${family.customerPhone} · booking ${family.reference}`);
    expect(text).toContain("ILP: Asha Verma (needed), Rohan Verma (needed)");
    expect(text).toContain(`Agency emergency phone: ${server.config.AGENCY_PHONE}`);
    expect(departure.id).toBeTruthy();
    const none = await send("GET", `${base}/vehicles/00000000-0000-4000-8000-000000000000/duty-slip.pdf`);
    expect(none.status).toBe(404);
  });

  it("a supplier's request: the rooming list emailed as a PDF over SMTP, then confirmed with its number", async () => {
    const { book, base, tour, departure } = await departureWith();
    await book([{ name: "Kavya Menon", gender: "female" }], { singleRooms: 1 });
    const hotel = await supplier("hotel", "Grand Dragon Leh", "rooms@granddragon.example");
    const stays = await send("PUT", `${base}/stays`, [
      { night: 1, supplier_id: hotel.id, rooms: { single: 1 } },
      { night: 2, supplier_id: hotel.id, rooms: { single: 0 } },
    ]);
    expect(stays.status).toBe(200);
    const nights = (await stays.json()) as {
      nights: { night: number; needed: Record<string, number>; held: Record<string, number> }[];
    };
    expect(nights.nights).toHaveLength(4);
    expect(nights.nights[0]).toMatchObject({
      needed: { single: 1, double: 0, triple: 0 },
      held: { single: 1 },
    });
    expect(nights.nights[1]!.held.single).toBe(0);
    expect(
      (await send("PUT", `${base}/stays`, [{ night: 9, supplier_id: hotel.id, rooms: {} }])).status,
    ).toBe(400);

    const requested = await send("POST", `${base}/supplier-requests`, { supplier_id: hotel.id });
    expect(requested.status).toBe(201);
    expect(await requested.json()).toMatchObject({
      status: "requested",
      emailed_to: "rooms@granddragon.example",
    });
    const worker = startOutboxWorker({
      db: db(),
      config: { ...server.config, SMTP_URL: smtp.url },
      intervalMs: 60_000,
      log: () => {},
    });
    await worker.flush();
    await worker.stop();
    const mail = smtp.received.find((m) => m.to.includes("rooms@granddragon.example"));
    expect(mail, "the request reached the SMTP server").toBeDefined();
    expect(mail!.subject).toContain(`Rooms for ${tour.title}`);
    const pdf = pdfAttachmentOf(mail!.raw);
    expect(pdf.name).toMatch(/^rooming-list-Grand-Dragon-Leh-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = pdfText(pdf.bytes);
    expect(text).toContain("Rooming list");
    expect(text).toContain("Room 1 · Single");
    expect(text).toContain("Kavya Menon");

    // the Overview's list: a departure within 10 days with something unconfirmed
    const { unconfirmedDepartures } = await import("../../app/features/trip/confirmation-store.server");
    const soon = await unconfirmedDepartures(db(), addDays(departure.departureDate, -5));
    expect(soon.find((d) => d.departureId === departure.id)).toMatchObject({ unconfirmed: 1 });

    const noNumber = await send("PUT", `${base}/supplier-requests`, {
      supplier_id: hotel.id,
      status: "confirmed",
    });
    expect(noNumber.status).toBe(400);
    const confirmed = await send("PUT", `${base}/supplier-requests`, {
      supplier_id: hotel.id,
      status: "confirmed",
      confirmation_number: "GDL-4471",
    });
    expect(confirmed.status).toBe(200);
    const after = (await (await send("GET", `${base}/stays`)).json()) as {
      nights: { stays: { confirmation: { status: string; confirmation_number: string } | null }[] }[];
    };
    expect(after.nights[0]!.stays[0]!.confirmation).toMatchObject({
      status: "confirmed",
      confirmation_number: "GDL-4471",
    });
    const later = await unconfirmedDepartures(db(), addDays(departure.departureDate, -5));
    expect(later.find((d) => d.departureId === departure.id)).toBeUndefined();
  });

  it("the leader's link: audit-logged, no-store, headcounts stored once per key, revocable", async () => {
    const { book, base, departure } = await departureWith();
    await book([{ name: "Asha Verma", gender: "female" }]);
    const made = await send("POST", `${base}/leader-link`);
    expect(made.status).toBe(201);
    const { url } = (await made.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/safarnama\.example\/trip\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    const token = url.split("/trip/")[1]!;
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.targetId, departure.id));
    expect(entry).toMatchObject({ action: "trip.leader_link_created" });
    expect(JSON.stringify(entry!.after)).not.toContain("Asthma");
    expect((entry!.after as { medical_notes_of: string[] }).medical_notes_of).toHaveLength(1);

    const page = await server.fetch(`/trip/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("Asha Verma");
    expect(html).toContain("Asthma: carries an inhaler");
    expect(html).toContain("keep your phone locked");

    const tick = {
      idempotency_key: "tick-7d1b9f2c",
      moment: "morning",
      day: todayInIndia(),
      present: 1,
      expected: 1,
      recorded_at: new Date().toISOString(),
    };
    const post = (body: unknown) =>
      server.fetch(`/api/trip/${token}/check-ins`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await post(tick)).status).toBe(201);
    expect((await post(tick)).status).toBe(200);
    expect((await post({ ...tick, present: -1 })).status).toBe(400);
    const stored = await db().select().from(tripCheckIns).where(eq(tripCheckIns.departureId, departure.id));
    expect(stored).toHaveLength(1);
    const seen = (await (await send("GET", `${base}/check-ins`)).json()) as { present: number }[];
    expect(seen).toHaveLength(1);

    const forged = await server.fetch(`/trip/${token.slice(0, -2)}xx`);
    expect(forged.status).toBe(404);
    expect((await send("DELETE", `${base}/leader-link`)).status).toBe(200);
    expect((await server.fetch(`/trip/${token}`)).status).toBe(404);
    expect((await post({ ...tick, idempotency_key: "tick-after-revoke" })).status).toBe(404);
  });

  it("a booking asks for single rooms where the package has a supplement, and only there", async () => {
    const withSupplement = await createTourRow(db(), { singleSupplement: 7_500 });
    const without = await createTourRow(db(), { singleSupplement: null });
    const body = (packageId: string) => ({
      package_id: packageId,
      customer_name: "Asha Verma",
      customer_email: `asha-${Date.now()}@example.com`,
      customer_phone: "9876543210",
      travel_date: addDays(todayInIndia(), 40),
      number_of_travelers: 2,
      single_rooms: 1,
    });
    const booked = await send("POST", "/api/bookings", body(withSupplement.id));
    expect(booked.status).toBe(201);
    const { booking } = (await booked.json()) as {
      booking: { price_lines: { label: string; amount: number }[] };
    };
    expect(booking.price_lines).toContainEqual({
      label: "Single-room supplement, ₹7,500 × 1",
      amount: 7_500,
    });
    const refused = await send("POST", "/api/bookings", body(without.id));
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors.single_rooms).toBe("Single rooms are not offered for this package");
  });
});

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "trip-pdf-"));
  const file = path.join(dir, "x.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/[ \t]+/g, " ");
}

/** The PDF part of a raw MIME message: its file name and bytes. */
function pdfAttachmentOf(raw: string): { name: string; bytes: Buffer } {
  const part = raw.split(/\r?\n--/).find((chunk) => /Content-Type:\s*application\/pdf/i.test(chunk));
  if (!part) throw new Error("no PDF part");
  const name = /filename="?([^";\r\n]+)"?/i.exec(part)?.[1] ?? "";
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n");
  return { name, bytes: Buffer.from(body.replace(/\s+/g, ""), "base64") };
}

import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsers, auditLog } from "../../db/schema";
import { createApiToken } from "../../app/features/admin-auth/admin-auth-service.server";
import { bookingPagePath } from "../../app/features/bookings/lookup/booking-link-service.server";
import { logTo } from "../../app/lib/logger.server";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { createAdminRow } from "../factories/admin-factory";
import { createBookingRow } from "../factories/booking-factory";
import { createDepartureRow } from "../factories/departure-factory";
import { createTourRow } from "../factories/tour-factory";
import { adminHeaders } from "../setup/admin";
import { startTestServer, type TestServer } from "../setup/test-server";

/** Issue 27: travellers' details over HTTP, ID numbers protected, permits, the manifest. */
let server: TestServer;
let admin: Record<string, string>;
const logLines: string[] = [];
let restoreLog: () => void = () => {};
beforeAll(async () => {
  // every log line of the run, whatever its level: no ID number may be in any of them
  restoreLog = logTo({ write: (chunk: string) => void logLines.push(chunk) }, "trace");
  server = await startTestServer();
  admin = await adminHeaders(server.database.db);
}, 120_000);
afterAll(async () => {
  restoreLog();
  await server?.close();
});

const AADHAAR = "499118665246";
const PASSPORT = "19AB12345";
const json = { "content-type": "application/json" };
const traveller = (overrides: Record<string, unknown> = {}) => ({
  full_name: "Asha Verma",
  date_of_birth: "1990-05-02",
  gender: "female",
  nationality: "IN",
  id_type: "aadhaar",
  id_number: AADHAAR,
  emergency_contact_name: "Ravi Verma",
  emergency_contact_phone: "9876543210",
  ...overrides,
});

/** A Tawang-like package (ILP for Indians, PAP for foreigners), its departure and a booking on it. */
async function bookedTrip() {
  const tour = await createTourRow(server.database.db, {
    permitsIndian: ["ILP"],
    permitsForeign: ["PAP"],
    permitDays: 10,
  });
  const date = addDays(todayInIndia(), 40);
  const departure = await createDepartureRow(server.database.db, { packageId: tour.id, departureDate: date });
  const booking = await createBookingRow(server.database.db, {
    packageId: tour.id,
    departureId: departure.id,
    travelDate: date,
    numberOfTravelers: 2,
  });
  const query = `reference=${booking.reference}&contact=${encodeURIComponent(booking.customerEmail)}`;
  return { tour, booking, date, query };
}

const put = (query: string, body: unknown) =>
  server.fetch(`/api/bookings/travellers?${query}`, {
    method: "PUT",
    headers: json,
    body: JSON.stringify(body),
  });

describe("a traveller's own details", () => {
  it("refuses a wrong Aadhaar check digit with a message at the field's path", async () => {
    const { query } = await bookedTrip();
    const res = await put(query, { travellers: [traveller({ id_number: "499118665245" })] });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors)).toEqual(["travellers.0.id_number"]);
  });

  it("saves and reads back the details masked; a wrong contact finds nothing", async () => {
    const { query, booking } = await bookedTrip();
    const foreigner = traveller({
      full_name: "Marie Dubois",
      nationality: "FR",
      id_type: "passport",
      id_number: PASSPORT,
      passport_expiry: addDays(todayInIndia(), 100),
    });
    const res = await put(query, { travellers: [traveller(), foreigner] });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as { travellers: { id_number: string }[]; warnings: { path: string }[] };
    expect(saved.travellers.map((t) => t.id_number)).toEqual(["••••5246", "••••2345"]);
    expect(saved.warnings.map((w) => w.path)).toEqual(["travellers.1.passport_expiry"]);
    const got = await server.fetch(`/api/bookings/travellers?${query}`);
    expect(await got.json()).toMatchObject({
      complete: true,
      permits: { indian: ["ILP"], foreign: ["PAP"] },
    });
    const wrong = await server.fetch(
      `/api/bookings/travellers?reference=${booking.reference}&contact=x@example.com`,
    );
    expect(wrong.status).toBe(404);
  });
});

describe("staff and the ID numbers", () => {
  it("see them masked, reveal one with an audit entry, and never find them in the CSV export", async () => {
    const { query, booking } = await bookedTrip();
    await put(query, { travellers: [traveller()] });
    const listed = await server.fetch(`/api/bookings/${booking.id}/travellers`, { headers: admin });
    const body = (await listed.json()) as {
      travellers: { id: string; id_number: string; permit_status: string }[];
    };
    expect(body.travellers[0]).toMatchObject({ id_number: "••••5246", permit_status: "needed" });
    expect(JSON.stringify(body)).not.toContain(AADHAAR);
    const id = body.travellers[0]!.id;

    const revealed = await server.fetch(`/api/bookings/${booking.id}/travellers/${id}/reveal`, {
      method: "POST",
      headers: admin,
    });
    expect(await revealed.json()).toMatchObject({ id_number: AADHAAR });
    const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((entry) => entry.action)).toEqual(["traveller.id_revealed"]);

    const csv = await server.fetch("/admin/export/bookings.csv", { headers: admin });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain(booking.reference);
    expect(text).not.toContain(AADHAAR);
    const people = await server.fetch(
      `/api/people/export?email=${encodeURIComponent(booking.customerEmail)}`,
      {
        headers: admin,
      },
    );
    expect(await people.text()).not.toContain(AADHAAR);
  });

  it("track a permit with its file, checked by content", async () => {
    const { query, booking } = await bookedTrip();
    await put(query, { travellers: [traveller()] });
    const listed = (await (
      await server.fetch(`/api/bookings/${booking.id}/travellers`, { headers: admin })
    ).json()) as {
      travellers: { id: string }[];
    };
    const path = `/api/bookings/${booking.id}/travellers/${listed.travellers[0]!.id}/permit`;
    const notPdf = new FormData();
    notPdf.set("permit_status", "issued");
    notPdf.set(
      "permit_file",
      new File(["<html>not a permit</html>"], "permit.pdf", { type: "application/pdf" }),
    );
    const refused = await server.fetch(path, { method: "PUT", headers: admin, body: notPdf });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors.permit_file).toBeDefined();

    const pdf = "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n";
    const form = new FormData();
    form.set("permit_status", "issued");
    form.set("permit_file", new File([pdf], "ilp.pdf", { type: "application/pdf" }));
    const res = await server.fetch(path, { method: "PUT", headers: admin, body: form });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ traveller: { permit_status: "issued", permit_file: true } });
    const file = await server.fetch(path, { headers: admin });
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(await file.text()).toBe(pdf);
  });
});

describe("the traveller's permit on their booking page", () => {
  const pdf = "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n";
  const setPermit = (bookingId: string, travellerId: string, status: string) => {
    const form = new FormData();
    form.set("permit_status", status);
    form.set("permit_file", new File([pdf], "ilp.pdf", { type: "application/pdf" }));
    return server.fetch(`/api/bookings/${bookingId}/travellers/${travellerId}/permit`, {
      method: "PUT",
      headers: admin,
      body: form,
    });
  };
  /** A booked trip with its travellers given: their ids and the booking page's signed path. */
  async function tripWithTravellers() {
    const trip = await bookedTrip();
    await put(trip.query, {
      travellers: [traveller(), traveller({ full_name: "Ravi Verma", id_number: "234123412346" })],
    });
    const listed = (await (
      await server.fetch(`/api/bookings/${trip.booking.id}/travellers`, { headers: admin })
    ).json()) as { travellers: { id: string }[] };
    const page = await bookingPagePath(server.database.db, trip.booking.id);
    return { ...trip, ids: listed.travellers.map((t) => t.id), page };
  }

  it("downloads an issued permit by the page's token, and answers 404 for anything else", async () => {
    const { booking, ids, page } = await tripWithTravellers();
    const [asha, ravi] = ids as [string, string];
    const permitOf = (path: string, travellerId: string) =>
      server.fetch(`${path}/travellers/${travellerId}/permit`);
    expect((await permitOf(page, asha)).status).toBe(404);

    expect((await setPermit(booking.id, asha, "issued")).status).toBe(200);
    expect((await setPermit(booking.id, ravi, "applied")).status).toBe(200);
    const file = await permitOf(page, asha);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="permit.pdf"');
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await file.text()).toBe(pdf);

    // the page says so, with the download beside the issued one only
    const html = await (await server.fetch(page)).text();
    expect(html).toContain("Download permit");
    expect(html).toContain(`${page}/travellers/${asha}/permit`);
    expect(html).not.toContain(`${page}/travellers/${ravi}/permit`);
    expect(html).toContain("Applied for: we email you when it is issued");

    // a permit applied for, with a file already on record: not yet the traveller's to download
    const applied = await permitOf(page, ravi);
    expect(applied.status).toBe(404);
    expect(applied.headers.get("cache-control")).toBe("no-store");
    // a token tampered with
    const tampered = page.slice(0, -1) + (page.endsWith("A") ? "B" : "A");
    expect((await permitOf(tampered, asha)).status).toBe(404);
    // another booking's traveller, issued, through this booking's page
    const other = await tripWithTravellers();
    expect((await setPermit(other.booking.id, other.ids[0]!, "issued")).status).toBe(200);
    expect((await permitOf(other.page, other.ids[0]!)).status).toBe(200);
    expect((await permitOf(page, other.ids[0]!)).status).toBe(404);
    expect((await permitOf(page, "not-a-uuid")).status).toBe(404);
  });
});

describe("the manifest", () => {
  it("answers JSON and an Excel file for a departure", async () => {
    const { query, tour, date } = await bookedTrip();
    await put(query, { travellers: [traveller()] });
    const res = await server.fetch(`/api/tours/${tour.id}/manifest?date=${date}`, { headers: admin });
    const manifest = (await res.json()) as { travellers: { full_name: string; id_number: string }[] };
    expect(manifest.travellers.map((t) => [t.full_name, t.id_number])).toEqual([
      ["Asha Verma", "••••5246"],
      ["Traveller 2 (details not given)", ""],
    ]);
    const xlsx = await server.fetch(`/api/tours/${tour.id}/manifest.xlsx?date=${date}`, { headers: admin });
    expect(xlsx.headers.get("content-type")).toContain("spreadsheetml");
    expect((await xlsx.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const bad = await server.fetch(`/api/tours/${tour.id}/manifest?date=tomorrow`, { headers: admin });
    expect(bad.status).toBe(400);
  });

  it("gives the owner, who asks for it, the Excel file with ID numbers in full, audit-logged; a manager 403", async () => {
    const { query, tour, date } = await bookedTrip();
    await put(query, { travellers: [traveller()] });
    const path = `/api/tours/${tour.id}/manifest.xlsx?date=${date}`;
    const cells = async (res: Response) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      return JSON.stringify(book.getWorksheet("Travellers")!.getSheetValues());
    };
    const everyday = await cells(await server.fetch(path, { headers: admin }));
    expect(everyday).not.toContain(AADHAAR);
    expect(everyday).not.toContain("Date of birth");
    const full = await server.fetch(path, { method: "POST", headers: admin });
    expect(full.status).toBe(200);
    expect(full.headers.get("cache-control")).toBe("private, no-store");
    // the permit applications' workbook: ID numbers in full, dates of birth and passport expiries
    const forPermits = await cells(full);
    expect(forPermits).toContain(AADHAAR);
    expect(forPermits).toContain('"Date of birth","Passport expiry"');
    expect(forPermits).toContain('"2 May 1990",""');
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "traveller.ids_exported"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ targetId: tour.id, after: { date, travellers: 1 } });
    expect(JSON.stringify(audit)).not.toContain(AADHAAR);

    const manager = await createAdminRow(server.database.db);
    await server.database.db.update(adminUsers).set({ role: "manager" }).where(eq(adminUsers.id, manager.id));
    const token = await createApiToken(server.database.db, manager.id, "manager");
    const refused = await server.fetch(path, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(403);
    expect((await server.fetch(path, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it("and no log line of this run holds an ID number", () => {
    // (whatever the app logged while it ran: errors, warnings; the request log has no bodies, and
    // pino redacts any `id_number` a line carries: app/lib/logger.server.test.ts)
    const all = logLines.join("\n");
    expect(all).not.toContain(AADHAAR);
    expect(all).not.toContain(PASSPORT);
  });
});

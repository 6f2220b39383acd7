import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPORT_BATCH_SIZE } from "../../app/lib/keyset-page.server";
import { createBookingRow } from "../factories/booking-factory";
import { createDepartureRow, createWaitlistRow } from "../factories/departure-factory";
import { createEnquiryRow } from "../factories/enquiry-factory";
import { createReviewRow } from "../factories/review-factory";
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

/** The `rel="next"` target of a Link header, or null. */
function nextOf(response: Response): string | null {
  const link = response.headers.get("link");
  if (!link) return null;
  const match = /^<([^>]+)>;\s*rel="next"$/.exec(link);
  expect(match, link).not.toBeNull();
  return match![1]!;
}

/** Every page of a list by following Link rel="next": the ids of each page. */
async function walk(first: string, idsOf: (body: unknown) => string[]): Promise<string[][]> {
  const pages: string[][] = [];
  let next: string | null = first;
  while (next) {
    const response = await server.fetch(next, { headers: admin });
    expect(response.status).toBe(200);
    pages.push(idsOf(await response.json()));
    next = nextOf(response);
    expect(pages.length).toBeLessThan(20);
  }
  return pages;
}

const idsOfArray = (body: unknown) => (body as { id: string }[]).map((row) => row.id);

describe("lists answer one page with the next one in a Link header", () => {
  it("GET /api/bookings pages by cursor: other rows each page, none twice, no Link on the last", async () => {
    const name = `Linkwalker ${Date.now()}`;
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await createBookingRow(server.database.db, { customerName: name }));
    const pages = await walk(`/api/bookings?q=${encodeURIComponent(name)}&limit=2`, idsOfArray);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(made.map((b) => b.id).reverse());

    const all = await server.fetch(`/api/bookings?q=${encodeURIComponent(name)}`, { headers: admin });
    expect(nextOf(all)).toBeNull();
    for (const bad of ["limit=0", "limit=501", "limit=abc", "cursor=bogus"]) {
      expect((await server.fetch(`/api/bookings?${bad}`, { headers: admin })).status, bad).toBe(400);
    }
  });

  it("GET /api/contact keeps its data/pagination body and pages on by cursor", async () => {
    const subject = `Linked lead ${Date.now()}`;
    for (let i = 0; i < 3; i++) await createEnquiryRow(server.database.db, { subject });
    const pages = await walk(`/api/contact?q=${encodeURIComponent(subject)}&limit=2`, (body) =>
      (body as { data: { id: string }[] }).data.map((row) => row.id),
    );
    expect(pages.map((page) => page.length)).toEqual([2, 1]);
    expect(new Set(pages.flat()).size).toBe(3);
  });

  it("GET /api/waitlist pages newest first within its filters", async () => {
    const departure = await createDepartureRow(server.database.db);
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createWaitlistRow(server.database.db, departure.id));
    const pages = await walk(`/api/waitlist?departure_id=${departure.id}&limit=2`, idsOfArray);
    expect(pages.map((page) => page.length)).toEqual([2, 1]);
    expect(pages.flat()).toEqual(made.map((entry) => entry.id).reverse());
    const all = await server.fetch(`/api/waitlist?departure_id=${departure.id}`, { headers: admin });
    expect(nextOf(all)).toBeNull();
    expect(await all.json()).toHaveLength(3);
    for (const bad of ["limit=0", "limit=501", "cursor=bogus"]) {
      expect((await server.fetch(`/api/waitlist?${bad}`, { headers: admin })).status, bad).toBe(400);
    }
  });

  it("GET /api/reviews (the admin's list of all) pages newest first; a package's list stays whole", async () => {
    const { db } = server.database;
    const made = [];
    for (let day = 1; day <= 3; day++) {
      made.push(await createReviewRow(db, { createdAt: new Date(`2099-01-0${day}T00:00:00Z`) }));
    }
    const pages = await walk("/api/reviews?limit=2", idsOfArray);
    expect(pages[0]).toEqual([made[2]!.id, made[1]!.id]);
    expect(pages[1]![0]).toBe(made[0]!.id);
    expect(new Set(pages.flat()).size).toBe(pages.flat().length);
    for (const bad of ["limit=0", "limit=501", "cursor=bogus"]) {
      expect((await server.fetch(`/api/reviews?${bad}`, { headers: admin })).status, bad).toBe(400);
    }
    const packageId = made[0]!.packageId;
    for (let i = 0; i < 2; i++) await createReviewRow(db, { packageId });
    const ofPackage = await server.fetch(`/api/reviews?package_id=${packageId}&limit=1`);
    expect(ofPackage.status).toBe(200);
    expect(nextOf(ofPackage)).toBeNull();
    expect(await ofPackage.json()).toHaveLength(3);
  });

  it("every other admin list answers a page", async () => {
    for (const path of [
      "/api/shop/orders?limit=1",
      "/api/payments/overdue?limit=1",
      "/api/cancellation-requests?limit=1",
      "/api/admin/audit?limit=1",
      "/api/emails?limit=1",
      "/api/push/subscriptions?limit=1",
      "/api/push/sends?limit=1",
    ]) {
      const response = await server.fetch(path, { headers: admin });
      expect(response.status, path).toBe(200);
      expect((await server.fetch(`${path}0000`, { headers: admin })).status, path).toBe(400);
    }
    // two status changes write two audit entries: more than one page of one
    const booking = await createBookingRow(server.database.db);
    for (const status of ["confirmed", "cancelled"]) {
      await server.fetch(`/api/bookings/${booking.id}/status`, {
        method: "PATCH",
        headers: { "content-type": "application/json", ...admin },
        body: JSON.stringify({ status }),
      });
    }
    expect((await walk("/api/admin/audit?limit=1", idsOfArray)).length).toBeGreaterThan(1);
    await createBookingRow(server.database.db, { bookingDate: new Date("2026-01-01T00:00:00Z") });
    await createBookingRow(server.database.db, { bookingDate: new Date("2026-01-02T00:00:00Z") });
    const overdue = await walk("/api/payments/overdue?limit=1", idsOfArray);
    expect(overdue.length).toBeGreaterThanOrEqual(2);
  });

  it("the OpenAPI document gives every paged list limit, cursor and the Link header", async () => {
    const document = await (await server.fetch("/api/openapi.json")).json();
    for (const path of [
      "/api/bookings",
      "/api/contact",
      "/api/shop/orders",
      "/api/payments/overdue",
      "/api/emails",
      "/api/admin/audit",
      "/api/cancellation-requests",
      "/api/push/subscriptions",
      "/api/push/sends",
      "/api/waitlist",
      "/api/reviews",
    ]) {
      const get = document.paths[path].get;
      const names = get.parameters.map((p: { name: string }) => p.name);
      expect(names, path).toEqual(expect.arrayContaining(["limit", "cursor"]));
      expect(get.responses["200"].headers?.Link, path).toBeDefined();
    }
  });
});

describe("CSV exports stream every matching row", () => {
  it("holds more rows than one batch, all of them, formulas neutralised", async () => {
    const destination = `Streamland${Date.now()}`;
    const count = EXPORT_BATCH_SIZE + 5;
    await server.database.db.execute(sql`INSERT INTO enquiries (source, name, destination)
      SELECT 'other', '=HYPERLINK("x")', ${destination} FROM generate_series(1, ${count})`);
    const response = await server.fetch(`/admin/export/enquiries.csv?q=${destination}`, { headers: admin });
    expect(response.status).toBe(200);
    const text = await response.text();
    const lines = text.trim().split("\n");
    expect(lines).toHaveLength(count + 1);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

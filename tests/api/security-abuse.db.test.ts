import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, enquiries, gearOrders, outboxEmails } from "../../db/schema";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { RATE_LIMITS } from "../../app/lib/rate-limit.server";
import { createGearProductRow } from "../factories/gear-factory";
import { createTourRow } from "../factories/tour-factory";
import { startTestServer, type TestServer } from "../setup/test-server";

/** Issue 8: per-address limits, the honeypot, JSON-only bodies, mail caps. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "true", RATE_LIMITS: "true" });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

let addressCount = 0;
const newAddress = () => `192.0.2.${++addressCount}`;

function post(path: string, body: unknown, address = newAddress(), headers: Record<string, string> = {}) {
  return server.fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const contact = (email = `lead-${randomUUID().slice(0, 8)}@example.com`) => ({
  name: "Meera Nair",
  email,
  message: "We would like a quote for a family trip to Kerala.",
});

async function bookingBody(overrides: Record<string, unknown> = {}) {
  const tour = await createTourRow(server.database.db);
  return {
    package_id: tour.id,
    travel_date: addDays(todayInIndia(), 30),
    number_of_travelers: 2,
    customer_name: "Asha Verma",
    customer_email: `asha-${randomUUID().slice(0, 8)}@example.com`,
    customer_phone: "+91 98765 43210",
    special_requests: "",
    ...overrides,
  };
}

describe("rate limits per client address", { timeout: 60_000 }, () => {
  it("answers the enquiry after the limit with 429, Retry-After and a human message; another address goes on", async () => {
    const address = newAddress();
    const { max } = RATE_LIMITS.enquiry;
    for (let i = 0; i < max; i++) expect((await post("/api/contact", contact(), address)).status).toBe(201);
    const refused = await post("/api/contact", contact(), address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ success: false, message: expect.stringMatching(/try again/i) });
    // the chatbot and the page forms share the enquiry limit, the JS (.data) posts too
    expect((await post("/api/contact/chatbot", { name: "A", phone: "9876543210" }, address)).status).toBe(
      429,
    );
    for (const page of ["/contact", "/contact.data", "/newsletter", "/plan-trip.data", "/_root.data"]) {
      expect(
        (await post(page, "x", address, { "content-type": "application/x-www-form-urlencoded" })).status,
      ).toBe(429);
    }
    expect((await post("/api/contact", contact(), newAddress())).status).toBe(201);
  });

  it("limits bookings, counting the package page's form posts with the API", async () => {
    const address = newAddress();
    const body = await bookingBody();
    const { max } = RATE_LIMITS.booking;
    for (let i = 0; i < max - 1; i++) {
      const response = await post(
        "/api/bookings",
        { ...body, customer_email: `guest-${i}-${randomUUID().slice(0, 6)}@example.com` },
        address,
      );
      expect(response.status).toBeLessThan(300);
    }
    await post(`/packages/${body.package_id}.data`, "x", address, {
      "content-type": "application/x-www-form-urlencoded",
    });
    const refused = await post("/api/bookings", body, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("honeypot", { timeout: 60_000 }, () => {
  it("answers a filled honeypot on contact and chatbot like success and stores nothing", async () => {
    const lead = { ...contact(), website: "http://spam.example" };
    const answer = await post("/api/contact", lead);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ success: true, message: expect.any(String) });
    const chat = await post("/api/contact/chatbot", { name: "Bot", phone: "9876543210", website: "x" });
    expect(chat.status).toBe(201);
    expect(await server.database.db.select().from(enquiries).where(eq(enquiries.email, lead.email))).toEqual(
      [],
    );
    expect(await server.database.db.select().from(enquiries).where(eq(enquiries.name, "Bot"))).toEqual([]);
  });

  it("answers a booking and an order with a plausible reference, stored and emailed nowhere", async () => {
    const body = await bookingBody({ website: "filled" });
    const booked = await post("/api/bookings", body);
    expect(booked.status).toBe(201);
    const answer = await booked.json();
    expect(answer).toMatchObject({ success: true, reference: expect.stringMatching(/^SF-[A-Z0-9]{6}$/) });
    expect(answer.booking.total_amount).toBeGreaterThan(0);
    expect(
      await server.database.db.select().from(bookings).where(eq(bookings.customerEmail, body.customer_email)),
    ).toEqual([]);
    expect(
      await server.database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.toAddress, body.customer_email)),
    ).toEqual([]);

    const product = await createGearProductRow(server.database.db);
    const email = `kabir-${randomUUID().slice(0, 8)}@example.com`;
    const ordered = await post("/api/shop/orders", {
      customer: {
        name: "Kabir",
        email,
        phone: "+91 98765 43210",
        address: "12 Lake Road",
        city: "Pune",
        zip: "411001",
        country: "India",
      },
      items: [{ id: product.id, selectedSize: "S", selectedColor: "Olive", quantity: 2 }],
      paymentMethod: "cod",
      website: "filled",
    });
    expect(ordered.status).toBe(201);
    const order = await ordered.json();
    expect(order).toMatchObject({
      success: true,
      reference: expect.stringMatching(/^SO-/),
      order: { total: 99.98 },
    });
    expect(
      await server.database.db.select().from(gearOrders).where(eq(gearOrders.customerEmail, email)),
    ).toEqual([]);
  });

  it("is part of the API contract of every public write", async () => {
    const document = await (await server.fetch("/api/openapi.json")).json();
    for (const [path, method] of [
      ["/api/contact", "post"],
      ["/api/contact/chatbot", "post"],
      ["/api/bookings", "post"],
      ["/api/shop/orders", "post"],
      ["/api/waitlist", "post"],
    ] as const) {
      expect(JSON.stringify(document.paths[path][method].requestBody), path).toContain('"website"');
    }
  });
});

describe("findings", { timeout: 60_000 }, () => {
  // finding 10: a text/plain POST needs no CORS preflight, so any site could make browsers book
  it("refuses JSON calls sent as text/plain or form-encoded with 415", async () => {
    const body = await bookingBody();
    for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
      const response = await post("/api/bookings", body, newAddress(), { "content-type": type });
      expect(response.status, type).toBe(415);
    }
    expect(
      await server.database.db.select().from(bookings).where(eq(bookings.customerEmail, body.customer_email)),
    ).toEqual([]);
  });

  // finding 8: a lone surrogate used to be stored changed, as U+FFFD
  it("refuses a lone UTF-16 surrogate in any text field with 400", async () => {
    const raw = JSON.stringify(contact()).replace('"Meera Nair"', '"Meera \\ud800 Nair"');
    const response = await post("/api/contact", raw);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { name: expect.stringMatching(/control characters/) },
    });
    const booking = JSON.stringify(await bookingBody()).replace(
      '"special_requests":""',
      '"special_requests":"x\\udc00"',
    );
    expect((await post("/api/bookings", booking)).status).toBe(400);
    // a proper pair (an emoji) is fine
    expect(
      (await post("/api/contact", { ...contact(), message: "Loved it \ud83d\ude00 see you soon" })).status,
    ).toBe(201);
  });

  // finding 4: a stranger's address must not be spammed through our forms, nor our subject lines
  it("caps customer mail per recipient and keeps caller text out of subject lines", async () => {
    const victim = `victim-${randomUUID().slice(0, 8)}@example.com`;
    for (let i = 0; i < 8; i++) {
      await post(
        "/api/bookings",
        await bookingBody({
          customer_email: victim,
          customer_name: `Buy pills ${[...i.toString(26)].map((d) => String.fromCharCode(97 + parseInt(d, 26))).join("")}`, // names take no digits
          special_requests: "visit spam.example",
        }),
      );
    }
    const toVictim = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, victim));
    // what is over the hourly share is held (kept as "capped" for staff to see), never sent
    expect(toVictim.filter((mail) => mail.status !== "capped").length).toBeLessThanOrEqual(5);
    expect(toVictim.filter((mail) => mail.status === "capped").length).toBeGreaterThanOrEqual(3);
    for (const mail of toVictim) expect(mail.textBody).not.toContain("spam.example");
    const toAgency = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, server.config.AGENCY_EMAIL));
    expect(toAgency.length).toBeGreaterThanOrEqual(8);
    for (const mail of toAgency) expect(mail.subject).not.toMatch(/pills|Meera/);
  });
});

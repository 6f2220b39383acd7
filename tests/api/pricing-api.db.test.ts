import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pricingMessages } from "../../app/features/pricing/pricing-schema";
import { addDays, todayInIndia } from "../../app/lib/dates";
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
const inDays = (days: number) => addDays(todayInIndia(), days);

function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return server.fetch(path, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const asAdmin = (method: string, path: string, body?: unknown) => send(method, path, body, admin);

describe("pricing rules API", () => {
  it("creates, reads, lists, changes and deletes a rule with the issue's keys", async () => {
    const tour = await createTourRow(server.database.db);
    const created = await asAdmin("POST", "/api/pricing/rules", {
      name: "Group of six",
      kind: "group",
      percent_off: 10,
      min_travellers: 6,
      valid_to: inDays(30),
      package_ids: [tour.id],
    });
    expect(created.status).toBe(201);
    const rule = await created.json();
    expect(rule).toMatchObject({
      id: expect.any(String),
      name: "Group of six",
      kind: "group",
      percent_off: 10,
      amount_off: null,
      min_travellers: 6,
      min_days_before: null,
      valid_from: null,
      valid_to: inDays(30),
      package_ids: [tour.id],
      category: null,
      subcategory: null,
    });

    expect(await (await asAdmin("GET", `/api/pricing/rules/${rule.id}`)).json()).toEqual(rule);
    const list = await (await asAdmin("GET", "/api/pricing/rules")).json();
    expect(list.map((r: { id: string }) => r.id)).toContain(rule.id);

    const patched = await asAdmin("PATCH", `/api/pricing/rules/${rule.id}`, {
      percent_off: null,
      amount_off: 2000,
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ percent_off: null, amount_off: 2000, min_travellers: 6 });

    const deleted = await asAdmin("DELETE", `/api/pricing/rules/${rule.id}`);
    expect(deleted.status).toBe(200);
    expect((await asAdmin("GET", `/api/pricing/rules/${rule.id}`)).status).toBe(404);
    expect((await asAdmin("DELETE", `/api/pricing/rules/${rule.id}`)).status).toBe(404);
  });

  it("answers 400 with a message per field", async () => {
    const unnamed = await asAdmin("POST", "/api/pricing/rules", {
      kind: "group",
      percent_off: 10,
      min_travellers: 2,
    });
    expect(unnamed.status).toBe(400);
    expect((await unnamed.json()).errors).toEqual({ name: "Please give the offer a name" });
    const missing = await asAdmin("POST", "/api/pricing/rules", {
      name: "Early",
      kind: "early_bird",
      percent_off: 10,
      amount_off: 5,
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toEqual({
      amount_off: pricingMessages.oneDiscount,
      min_days_before: pricingMessages.earlyBirdDays,
    });
    const season = await asAdmin("POST", "/api/pricing/rules", {
      name: "Spring",
      kind: "seasonal",
      amount_off: 500,
      travel_from: "2027-04-01",
      travel_to: "2027-03-01",
    });
    expect((await season.json()).errors).toEqual({ travel_to: pricingMessages.travelOrder });
    const kind = await asAdmin("POST", "/api/pricing/rules", { name: "X", kind: "loyalty", percent_off: 5 });
    expect((await kind.json()).errors.kind).toBe(
      "kind must be early_bird, group, seasonal, couple or senior",
    );
  });

  it("a change that leaves the rule inconsistent is refused", async () => {
    const rule = await (
      await asAdmin("POST", "/api/pricing/rules", {
        name: "Early",
        kind: "early_bird",
        percent_off: 5,
        min_days_before: 30,
      })
    ).json();
    const bad = await asAdmin("PATCH", `/api/pricing/rules/${rule.id}`, { min_days_before: null });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({ min_days_before: pricingMessages.earlyBirdDays });
    expect((await asAdmin("PATCH", `/api/pricing/rules/${UNKNOWN_ID}`, { name: "Y" })).status).toBe(404);
  });

  it("is for the admin only", async () => {
    expect((await send("GET", "/api/pricing/rules")).status).toBe(401);
    expect(
      (
        await send("POST", "/api/pricing/rules", {
          name: "X",
          kind: "group",
          percent_off: 5,
          min_travellers: 2,
        })
      ).status,
    ).toBe(401);
    expect((await send("GET", "/api/pricing/promo-codes")).status).toBe(401);
    expect((await send("DELETE", `/api/pricing/promo-codes/${UNKNOWN_ID}`)).status).toBe(401);
    expect((await send("GET", "/api/pricing/settings")).status).toBe(401);
  });
});

describe("promo codes API", () => {
  it("creates a code (stored upper-case), refuses a duplicate in any case, changes and deletes it", async () => {
    const created = await asAdmin("POST", "/api/pricing/promo-codes", {
      code: "monsoon25",
      percent_off: 25,
      max_uses: 3,
      max_uses_per_email: 1,
      min_travellers: 2,
      valid_to: inDays(10),
    });
    expect(created.status).toBe(201);
    const code = await created.json();
    expect(code).toMatchObject({
      id: expect.any(String),
      code: "MONSOON25",
      percent_off: 25,
      amount_off: null,
      max_uses: 3,
      max_uses_per_email: 1,
      min_travellers: 2,
      valid_to: inDays(10),
      package_ids: [],
      uses: 0,
    });
    const again = await asAdmin("POST", "/api/pricing/promo-codes", { code: "Monsoon25", amount_off: 100 });
    expect(again.status).toBe(409);
    expect((await again.json()).errors).toEqual({ code: pricingMessages.duplicateCode });

    const patched = await asAdmin("PATCH", `/api/pricing/promo-codes/${code.id}`, { max_uses: 5 });
    expect(await patched.json()).toMatchObject({ code: "MONSOON25", max_uses: 5, percent_off: 25 });
    expect((await asAdmin("DELETE", `/api/pricing/promo-codes/${code.id}`)).status).toBe(200);
    expect((await asAdmin("GET", `/api/pricing/promo-codes/${code.id}`)).status).toBe(404);
  });

  it("answers 400 with a message per field", async () => {
    const bad = await asAdmin("POST", "/api/pricing/promo-codes", { code: "a b", max_uses: 0 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toMatchObject({
      code: pricingMessages.codeFormat,
      max_uses: "max_uses must be a whole number from 1",
    });
  });
});

describe("pricing settings API", () => {
  it("is best-one-applies until the admin chooses to stack", async () => {
    expect(await (await asAdmin("GET", "/api/pricing/settings")).json()).toEqual({
      combination: "best",
      stack_cap_percent: 20,
    });
    const put = await asAdmin("PUT", "/api/pricing/settings", {
      combination: "stack",
      stack_cap_percent: 25,
    });
    expect(await put.json()).toEqual({ combination: "stack", stack_cap_percent: 25 });
    expect(await (await asAdmin("GET", "/api/pricing/settings")).json()).toEqual({
      combination: "stack",
      stack_cap_percent: 25,
    });
    await asAdmin("PUT", "/api/pricing/settings", { combination: "best", stack_cap_percent: 20 });
  });
});

describe("POST /api/bookings with pricing", () => {
  const bookingBody = (packageId: string, overrides: Record<string, unknown> = {}) => ({
    package_id: packageId,
    customer_name: "Asha Verma",
    customer_email: `asha-${Math.random().toString(36).slice(2, 10)}@example.com`,
    customer_phone: "9876543210",
    // within the early-bird rule (30 days) an earlier test leaves in force for every package
    travel_date: inDays(20),
    number_of_travelers: 2,
    ...overrides,
  });

  it("answers the breakdown and the discounted total; a wrong or expired code is a 400 with its message", async () => {
    const tour = await createTourRow(server.database.db, {
      price: 20_000,
      childPrice: 10_000,
      childAgeMin: 5,
      childAgeMax: 11,
    });
    const created = await asAdmin("POST", "/api/pricing/promo-codes", {
      code: `API${Date.now()}`,
      percent_off: 10,
    });
    const { code } = await created.json();
    const booked = await send(
      "POST",
      "/api/bookings",
      bookingBody(tour.id, { promo_code: code.toLowerCase(), number_of_travelers: 3, number_of_children: 1 }),
    );
    expect(booked.status).toBe(201);
    const { booking } = await booked.json();
    expect(booking.price_lines).toEqual([
      { label: "Triple sharing, ₹20,000 × 2 adults", amount: 40_000 },
      { label: "Child (5–11 years), ₹10,000 × 1", amount: 10_000 },
      { label: `Promo code ${code} (10% off)`, amount: -5_000 },
    ]);
    expect(booking.total_amount).toBe(45_000);

    const wrong = await send("POST", "/api/bookings", bookingBody(tour.id, { promo_code: "WRONG1" }));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      message: pricingMessages.promoNotValid,
      errors: { promo_code: pricingMessages.promoNotValid },
    });
    const old = await (
      await asAdmin("POST", "/api/pricing/promo-codes", {
        code: `OLD${Date.now()}`,
        amount_off: 100,
        valid_to: inDays(-2),
      })
    ).json();
    const expired = await send("POST", "/api/bookings", bookingBody(tour.id, { promo_code: old.code }));
    expect(expired.status).toBe(400);
    expect((await expired.json()).message).toBe(pricingMessages.promoExpired);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pricingMessages } from "../../app/features/pricing/pricing-schema";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { createTourRow } from "../factories/tour-factory";
import { tourAdminClient, tourForm } from "../fixtures/tour-form";
import { adminHeaders } from "../setup/admin";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * Issue 25's remaining pieces over HTTP: the booking forms' quote, the audit of every pricing
 * write, promo codes a page at a time, and the child, single-room and departure prices the admin
 * sets on packages and departures.
 */

let server: TestServer;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminHeaders(server.database.db);
});
afterAll(async () => {
  await server?.close();
});

const inDays = (days: number) => addDays(todayInIndia(), days);
let sequence = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${(sequence += 1)}`;

function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return server.fetch(path, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const asAdmin = (method: string, path: string, body?: unknown) => send(method, path, body, admin);

describe("POST /api/pricing/quote", () => {
  it("answers the lines and total the booking then gets, and takes no use of the code", async () => {
    const tour = await createTourRow(server.database.db, {
      price: 20_000,
      childPrice: 10_000,
      childAgeMin: 5,
      childAgeMax: 11,
    });
    await asAdmin("POST", "/api/pricing/rules", {
      name: "Family group",
      kind: "group",
      percent_off: 10,
      min_travellers: 3,
      package_ids: [tour.id],
    });
    const code = await (
      await asAdmin("POST", "/api/pricing/promo-codes", { code: unique("Q"), amount_off: 1000, max_uses: 1 })
    ).json();
    const priced = {
      package_id: tour.id,
      travel_date: inDays(20),
      number_of_travelers: 3,
      number_of_children: 1,
      promo_code: code.code.toLowerCase(),
    };
    const quoted = await send("POST", "/api/pricing/quote", priced);
    expect(quoted.status).toBe(200);
    const quote = await quoted.json();
    expect(quote).toEqual({
      price_lines: [
        { label: "Triple sharing, ₹20,000 × 2 adults", amount: 40_000 },
        { label: "Child (5–11 years), ₹10,000 × 1", amount: 10_000 },
        { label: "Family group (10% off)", amount: -5_000 },
        { label: `Promo code ${code.code} (₹1,000 off)`, amount: -1_000 },
      ],
      total_amount: 44_000,
      price_per_person: 20_000,
    });
    // asked again: still there, nothing was used
    expect((await send("POST", "/api/pricing/quote", priced)).status).toBe(200);
    expect((await (await asAdmin("GET", `/api/pricing/promo-codes/${code.id}`)).json()).uses).toBe(0);

    const booked = await send("POST", "/api/bookings", {
      ...priced,
      customer_name: "Asha Verma",
      customer_email: "asha.quote@example.com",
      customer_phone: "9876543210",
    });
    expect(booked.status).toBe(201);
    const { booking } = await booked.json();
    expect(booking.price_lines).toEqual(quote.price_lines);
    expect(booking.total_amount).toBe(quote.total_amount);

    // its one use taken: the quote says so, as the booking would
    const usedUp = await send("POST", "/api/pricing/quote", priced);
    expect(usedUp.status).toBe(400);
    expect((await usedUp.json()).errors).toEqual({ promo_code: pricingMessages.promoUsedUp });
  });

  it("refuses a wrong or expired code, a missing date and bad counts with a message per field", async () => {
    const tour = await createTourRow(server.database.db);
    const base = { package_id: tour.id, travel_date: inDays(20), number_of_travelers: 2 };
    const wrong = await send("POST", "/api/pricing/quote", { ...base, promo_code: "NOSUCHCODE" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      message: pricingMessages.promoNotValid,
      errors: { promo_code: pricingMessages.promoNotValid },
    });
    const old = await (
      await asAdmin("POST", "/api/pricing/promo-codes", {
        code: unique("OLD"),
        percent_off: 5,
        valid_to: inDays(-1),
      })
    ).json();
    const expired = await send("POST", "/api/pricing/quote", { ...base, promo_code: old.code });
    expect((await expired.json()).errors).toEqual({ promo_code: pricingMessages.promoExpired });

    const bad = await send("POST", "/api/pricing/quote", {
      package_id: tour.id,
      number_of_travelers: 2,
      number_of_children: 2,
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toMatchObject({
      travel_date: "Please choose your travel date",
      number_of_children: "At least one adult must travel: children are counted among the travellers",
    });
    const unknown = await send("POST", "/api/pricing/quote", {
      ...base,
      package_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors).toEqual({ package_id: "Unknown tour package" });
  });

  it("prices a departure's own price in place of the package's", async () => {
    const tour = await createTourRow(server.database.db, { price: 20_000, doubleSharingPrice: 24_000 });
    const added = await asAdmin("POST", `/api/tours/${tour.id}/departures`, {
      date: inDays(40),
      seats: 10,
      price: "25,000",
    });
    expect(added.status).toBe(201);
    const departure = await added.json();
    expect(departure.price).toBe(25_000);
    const visitors = await (await send("GET", `/api/tours/${tour.id}/departures`)).json();
    expect(visitors[0]).toMatchObject({ id: departure.id, price: 25_000 });

    const quote = await (
      await send("POST", "/api/pricing/quote", {
        package_id: tour.id,
        departure_id: departure.id,
        number_of_travelers: 2,
        sharing: "double",
      })
    ).json();
    expect(quote.price_lines).toEqual([{ label: "Double sharing, ₹29,000 × 2 adults", amount: 58_000 }]);

    const cleared = await asAdmin("PATCH", `/api/tours/${tour.id}/departures/${departure.id}`, {
      price: null,
    });
    expect((await cleared.json()).price).toBeNull();
    const negative = await asAdmin("PATCH", `/api/tours/${tour.id}/departures/${departure.id}`, {
      price: -1,
    });
    expect(negative.status).toBe(400);
    expect((await negative.json()).errors).toEqual({ price: "Price must be whole rupees" });
  });
});

describe("pricing writes", () => {
  it("are each in the audit log, with what changed", async () => {
    const rule = await (
      await asAdmin("POST", "/api/pricing/rules", {
        name: "Audited",
        kind: "group",
        percent_off: 5,
        min_travellers: 4,
      })
    ).json();
    await asAdmin("PATCH", `/api/pricing/rules/${rule.id}`, { percent_off: 7 });
    await asAdmin("DELETE", `/api/pricing/rules/${rule.id}`);
    const code = await (
      await asAdmin("POST", "/api/pricing/promo-codes", { code: unique("AUD"), amount_off: 300 })
    ).json();
    await asAdmin("PATCH", `/api/pricing/promo-codes/${code.id}`, { max_uses: 9 });
    await asAdmin("DELETE", `/api/pricing/promo-codes/${code.id}`);
    await asAdmin("PUT", "/api/pricing/settings", { combination: "stack", stack_cap_percent: 30 });
    await asAdmin("PUT", "/api/pricing/settings", { combination: "best", stack_cap_percent: 20 });

    const entries = (await (await asAdmin("GET", "/api/admin/audit?limit=50")).json()) as {
      action: string;
      target: { id: string };
      before: unknown;
      after: unknown;
    }[];
    const of = (id: string) => entries.filter((entry) => entry.target.id === id).map((entry) => entry.action);
    expect(of(rule.id).sort()).toEqual([
      "pricing_rule.created",
      "pricing_rule.deleted",
      "pricing_rule.updated",
    ]);
    expect(of(code.id).sort()).toEqual(["promo_code.created", "promo_code.deleted", "promo_code.updated"]);
    const updated = entries.find((entry) => entry.action === "pricing_rule.updated");
    expect(updated).toMatchObject({ before: { percent_off: 5 }, after: { percent_off: 7 } });
    const settings = entries.filter((entry) => entry.action === "pricing.settings_changed");
    expect(settings[0]).toMatchObject({
      before: { combination: "stack", stack_cap_percent: 30 },
      after: { combination: "best", stack_cap_percent: 20 },
    });
  });

  it("promo codes are listed a page at a time, newest first", async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const code = await (
        await asAdmin("POST", "/api/pricing/promo-codes", { code: unique("PAGE"), percent_off: 5 })
      ).json();
      made.push(code.id);
    }
    const first = await asAdmin("GET", "/api/pricing/promo-codes?limit=2");
    expect((await first.json()).map((c: { id: string }) => c.id)).toEqual([made[2], made[1]]);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get("link") ?? "")?.[1];
    expect(next).toBeDefined();
    const second = await (await asAdmin("GET", next!)).json();
    expect(second[0].id).toBe(made[0]);
  });
});

describe("a package's child and single-room prices", () => {
  it("are set through the tour API, with the age band checked", async () => {
    const api = tourAdminClient(server, admin);
    const tour = await createTourRow(server.database.db);
    const set = await api.send(
      "PATCH",
      `/api/tours/${tour.id}`,
      tourForm({ child_price: "9,999", child_age_min: "5", child_age_max: "11", single_supplement: "4500" }),
    );
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({
      child_price: 9_999,
      child_age_min: 5,
      child_age_max: 11,
      single_supplement: 4_500,
    });
    const noBand = await api.send(
      "PATCH",
      `/api/tours/${tour.id}`,
      tourForm({ child_age_min: "", child_age_max: "" }),
    );
    expect(noBand.status).toBe(400);
    expect((await noBand.json()).errors).toEqual({
      child_age_min: "Please enter the youngest age the child price is for",
      child_age_max: "Please enter the oldest age the child price is for",
    });
    const upside = await api.send("PATCH", `/api/tours/${tour.id}`, tourForm({ child_age_max: "3" }));
    expect((await upside.json()).errors).toEqual({ child_age_max: "Must be at least the youngest age" });
    const cleared = await api.send(
      "PATCH",
      `/api/tours/${tour.id}`,
      tourForm({ child_price: "", child_age_min: "", child_age_max: "", single_supplement: "" }),
    );
    expect(await cleared.json()).toMatchObject({
      child_price: null,
      child_age_min: null,
      single_supplement: null,
    });
  });
});

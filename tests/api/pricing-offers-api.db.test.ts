import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { createTourRow } from "../factories/tour-factory";
import { adminHeaders } from "../setup/admin";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * Issue 38: the offers page's Honeymoon and Senior citizens' cards are live rules the server
 * applies; the quote and the booking answer their lines, each offer named.
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

const json = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.fetch(path, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe("honeymoon and senior citizens' offers", () => {
  it("a couple sharing a double room gets 15 % off; a senior 15 % off their own share; both named", async () => {
    const tour = await createTourRow(server.database.db, { price: 20_000, doubleSharingPrice: 24_000 });
    for (const rule of [
      { name: "Honeymoon Special", kind: "couple", percent_off: 15, package_ids: [tour.id] },
      { name: "Senior Citizens", kind: "senior", percent_off: 15, package_ids: [tour.id] },
    ]) {
      expect((await json("POST", "/api/pricing/rules", rule, admin)).status).toBe(201);
    }
    const base = { package_id: tour.id, travel_date: addDays(todayInIndia(), 20) };

    const couple = await json("POST", "/api/pricing/quote", {
      ...base,
      number_of_travelers: 2,
      sharing: "double",
    });
    expect(couple.status).toBe(200);
    expect(await couple.json()).toMatchObject({
      total_amount: 40_800,
      price_lines: [
        { label: "Double sharing, ₹24,000 × 2 adults", amount: 48_000 },
        { label: "Honeymoon Special (15% off)", amount: -7_200 },
      ],
    });
    // three travellers, or triple sharing, are no couple
    const triple = await json("POST", "/api/pricing/quote", { ...base, number_of_travelers: 2 });
    expect((await triple.json()).total_amount).toBe(40_000);

    // one senior of three: 15 % of one traveller's ₹20,000, named on its line (best offer wins)
    const booked = await json("POST", "/api/bookings", {
      ...base,
      customer_name: "Kamala Iyer",
      customer_email: "kamala.iyer@example.com",
      customer_phone: "9876501234",
      number_of_travelers: 3,
      number_of_seniors: 1,
    });
    expect(booked.status).toBe(201);
    const { booking } = await booked.json();
    expect(booking).toMatchObject({
      number_of_seniors: 1,
      total_amount: 57_000,
      price_lines: [
        { label: "Triple sharing, ₹20,000 × 3 adults", amount: 60_000 },
        { label: "Senior Citizens (15% off for 1 traveller aged 60+)", amount: -3_000 },
      ],
    });

    // seniors are adults counted among the travellers
    const tooMany = await json("POST", "/api/pricing/quote", {
      ...base,
      number_of_travelers: 2,
      number_of_seniors: 3,
    });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).errors).toHaveProperty("number_of_seniors");
  });

  it("the offers page shows the live rules' cards, these two among them", async () => {
    const page = await (await server.fetch("/offers")).text();
    expect(page).toContain("Honeymoon Special");
    expect(page).toContain("For two adults sharing a double room");
    expect(page).toContain("On each traveller aged 60 or more");
  });
});

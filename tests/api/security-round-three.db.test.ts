import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { createGearProductRow } from "../factories/gear-factory";
import { createTourRow } from "../factories/tour-factory";
import { orderPayload } from "../fixtures/shop-order";
import { adminHeaders } from "../setup/admin";
import { testServerForFile } from "../setup/test-server";

/** Issue 37: M2, L1, L5 and L6, each with the answer it must give now. */
const serverOf = testServerForFile();
const json = { "content-type": "application/json" };

/** Every page with an action (issue 37 names them), with a token or id that reaches it. */
const PAGE_ACTIONS = [
  "/contact",
  "/newsletter",
  "/plan-trip",
  "/packages/00000000-0000-4000-8000-000000000000",
  "/booking",
  "/booking/00000000-0000-4000-8000-000000000000.U2lnbmF0dXJl",
  "/travel-gear-store/order",
  "/quote/00000000-0000-4000-8000-000000000000.U2lnbmF0dXJl",
  "/review/00000000-0000-4000-8000-000000000000.U2lnbmF0dXJl",
  "/trip-emails/stop/00000000-0000-4000-8000-000000000000.U2lnbmF0dXJl",
  "/admin/login",
  "/admin/invite/a-token",
  "/admin/bookings",
  "/admin/emails",
];

describe("page actions given a body that is not a form (issue 37, M2)", { timeout: 120_000 }, () => {
  it("answer 415 with a message, on the page and as a data request, never 500", async () => {
    for (const path of PAGE_ACTIONS) {
      for (const [type, body] of [
        ["text/plain", "x"],
        ["application/json", '{"name":"Asha"}'],
        ["application/xml", "<a/>"],
        ["", "name=Asha"],
      ] as const) {
        for (const url of [path, `${path}.data`]) {
          const answer = await fetch(`${serverOf().url}${url}`, {
            method: "POST",
            headers: type ? { "content-type": type } : {},
            body,
          });
          const text = await answer.text();
          expect(answer.status, `${url} ${type}`).toBe(415);
          expect(text, url).toContain("application/x-www-form-urlencoded or multipart/form-data");
        }
      }
    }
  });

  it("answer 400 with a message to a multipart body that cannot be read", async () => {
    for (const path of PAGE_ACTIONS) {
      for (const type of ["multipart/form-data", "multipart/form-data; boundary=abc"]) {
        const answer = await fetch(`${serverOf().url}${path}`, {
          method: "POST",
          headers: { "content-type": type },
          body: "not a multipart body",
        });
        expect(answer.status, `${path} ${type}`).toBe(400);
        expect(await answer.text()).toContain("The form could not be read");
      }
    }
  });

  it("still take a real form, urlencoded or multipart", async () => {
    const form = new FormData();
    form.set("email", "not-an-email");
    const multipart = await fetch(`${serverOf().url}/newsletter`, { method: "POST", body: form });
    expect(multipart.status).toBe(400);
    expect(await multipart.text()).not.toContain("could not be read");
    const urlencoded = await fetch(`${serverOf().url}/newsletter`, {
      method: "POST",
      body: new URLSearchParams({ email: "not-an-email" }),
    });
    expect(urlencoded.status).toBe(400);
  });
});

describe("months and dates out of range (issue 37, L1)", { timeout: 120_000 }, () => {
  it("are 400 with a field message on the API, the admin's screen and the CSV export", async () => {
    const admin = await adminHeaders(serverOf().database.db);
    for (const [name, value] of [
      ["travel_month", "0000-10"],
      ["travel_month", "9999-12"],
      ["travel_month", "0099-01"],
      ["from", "0000-01-01"],
      ["to", "9999-12-31"],
      ["from", "0001-01-01"],
    ] as const) {
      const query = `?${name}=${value}`;
      const api = await serverOf().fetch(`/api/bookings${query}`, { headers: admin });
      expect(api.status, `api ${query}`).toBe(400);
      expect((await api.json()).errors[name], query).toMatch(/valid (month|date)/);
      const screen = await fetch(`${serverOf().url}/admin/bookings${query}`, { headers: admin });
      expect(screen.status, `screen ${query}`).toBe(400);
      expect(await screen.text()).toMatch(/Choose a valid (month|date)/);
      const csv = await fetch(`${serverOf().url}/admin/export/bookings.csv${query}`, { headers: admin });
      expect(csv.status, `csv ${query}`).toBe(400);
      expect((await csv.json()).errors[name]).toMatch(/valid (month|date)/);
    }
    const fine = await serverOf().fetch("/api/bookings?travel_month=2026-10&to=2999-12-31", {
      headers: admin,
    });
    expect(fine.status).toBe(200);
  });
});

describe("a promo code's per-email limit (issue 37, L5)", { timeout: 120_000 }, () => {
  it("counts one inbox however its address is spelt", async () => {
    const admin = await adminHeaders(serverOf().database.db);
    const code = `ONCE${randomUUID().slice(0, 6).toUpperCase()}`;
    const created = await serverOf().fetch("/api/pricing/promo-codes", {
      method: "POST",
      headers: { ...admin, ...json },
      body: JSON.stringify({ code, percent_off: 10, max_uses_per_email: 1 }),
    });
    expect(created.status).toBe(201);
    const tour = await createTourRow(serverOf().database.db, { price: 20_000 });
    const book = (email: string) =>
      serverOf().fetch("/api/bookings", {
        method: "POST",
        headers: json,
        body: JSON.stringify({
          package_id: tour.id,
          customer_name: "Dup Verma",
          customer_email: email,
          customer_phone: "9876543210",
          travel_date: addDays(todayInIndia(), 40),
          number_of_travelers: 2,
          promo_code: code,
        }),
      });
    expect((await book("dup.limit@gmail.com")).status).toBe(201);
    for (const again of ["dup.limit+2@gmail.com", "d.u.p.l.i.m.i.t@gmail.com", "DupLimit@googlemail.com"]) {
      const answer = await book(again);
      expect(answer.status, again).toBe(400);
      expect(Object.keys((await answer.json()).errors)).toEqual(["promo_code"]);
    }
    expect((await book("someone.else@gmail.com")).status).toBe(201);
  });
});

describe("the gear checkout's address (issue 37, L6)", { timeout: 120_000 }, () => {
  const order = async (customer: Record<string, string>) => {
    const product = await createGearProductRow(serverOf().database.db);
    const line = {
      id: product.id,
      selectedSize: product.sizes[0] ?? "",
      selectedColor: product.colors[0] ?? "",
    };
    const base = orderPayload([line]);
    return serverOf().fetch("/api/shop/orders", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ ...base, customer: { ...base.customer, ...customer } }),
    });
  };

  it("takes an Indian PIN of 6 digits not starting with 0, and a country from the list", async () => {
    for (const [customer, field] of [
      [{ zip: "012345" }, "customer.zip"],
      [{ zip: "41100" }, "customer.zip"],
      [{ zip: "4110011" }, "customer.zip"],
      [{ zip: "PUNE01" }, "customer.zip"],
      [{ country: "Narnia" }, "customer.country"],
      [{ country: "<script>" }, "customer.country"],
    ] as const) {
      const answer = await order(customer);
      expect(answer.status, JSON.stringify(customer)).toBe(400);
      expect(Object.keys((await answer.json()).errors), JSON.stringify(customer)).toEqual([field]);
    }
    const placed = await order({ zip: "411 001", country: "india" });
    expect(placed.status).toBe(201);
    expect((await placed.json()).order.customer.country).toBe("India");
    const abroad = await order({ zip: "SW1A 1AA", country: "GB", city: "London" });
    expect(abroad.status).toBe(201);
    expect((await abroad.json()).order.customer.country).toBe("United Kingdom");
  });
});

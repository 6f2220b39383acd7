import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminUsers } from "../../db/schema";
import type { StaffRole } from "../../domain/staff-values";
import { createApiToken } from "../../app/features/admin-auth/admin-auth-service.server";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { createAdminRow } from "../factories/admin-factory";
import { createBookingRow } from "../factories/booking-factory";
import { createDepartureRow } from "../factories/departure-factory";
import { createTourRow } from "../factories/tour-factory";
import { testServerForFile } from "../setup/test-server";

/** Issue 41: suppliers, bills paid in parts, payables, the departure report and the Tally export. */
const serverOf = testServerForFile();
const db = () => serverOf().database.db;
const today = todayInIndia();

async function headersOf(role: StaffRole) {
  const admin = await createAdminRow(db());
  await db().update(adminUsers).set({ role }).where(eq(adminUsers.id, admin.id));
  const token = await createApiToken(db(), admin.id, role);
  return { authorization: `Bearer ${token}`, "content-type": "application/json" };
}

async function send(headers: Record<string, string>, method: string, pathname: string, body?: unknown) {
  const response = await serverOf().fetch(pathname, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: text.startsWith("{") || text.startsWith("[") ? JSON.parse(text) : null,
  };
}

const supplier = (overrides: Record<string, unknown> = {}) => ({
  name: "Hotel Deyzor, Kaza",
  kind: "hotel",
  city: "Kaza",
  phone: "+91 98160 12345",
  gstin: "27aapfu0939f1zv",
  upi_id: "deyzor@okhdfcbank",
  bank_account_number: "50100123456789",
  bank_ifsc: "hdfc0001234",
  ...overrides,
});

describe("suppliers", () => {
  it("are checked as Settings checks, paged and searched; agents read, managers write", async () => {
    const manager = await headersOf("manager");
    const agent = await headersOf("agent");
    const bad = await send(
      manager,
      "POST",
      "/api/suppliers",
      supplier({ gstin: "27AAPFU0939F1ZA", upi_id: "no-at", bank_ifsc: "HDFC1234", kind: "boat" }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["bank_ifsc", "gstin", "kind", "upi_id"]);

    const created = await send(manager, "POST", "/api/suppliers", supplier());
    expect(created.status).toBe(201);
    expect(created.body.supplier).toMatchObject({
      gstin: "27AAPFU0939F1ZV",
      bank_ifsc: "HDFC0001234",
      phone: "+919816012345",
    });
    for (const name of ["Spiti Tempo Union", "Chandratal Camps", "Lama Guides"]) {
      await send(
        manager,
        "POST",
        "/api/suppliers",
        supplier({ name, kind: "transport", gstin: "", city: "Manali" }),
      );
    }
    expect((await send(agent, "POST", "/api/suppliers", supplier())).status).toBe(403);

    const page = await send(agent, "GET", "/api/suppliers?limit=2");
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(2);
    expect(page.headers.get("link")).toMatch(/rel="next"/);
    const found = await send(agent, "GET", `/api/suppliers?q=${encodeURIComponent("tempo")}`);
    expect(found.body.map((s: { name: string }) => s.name)).toEqual(["Spiti Tempo Union"]);
  });
});

describe("a supplier's bill paid in two parts, and the payables", () => {
  it("keeps exact paise, moves open → part-paid → paid, refuses too much, folds a repeat", async () => {
    const manager = await headersOf("manager");
    const hotel = (await send(manager, "POST", "/api/suppliers", supplier({ name: "Hotel Zangchuk" }))).body
      .supplier;
    const camp = (
      await send(manager, "POST", "/api/suppliers", supplier({ name: "Moon Lake Camp", kind: "camp" }))
    ).body.supplier;
    const departure = await createDepartureRow(db());

    const bill = await send(manager, "POST", `/api/suppliers/${hotel.id}/bills`, {
      number: "ZG/118",
      date: today,
      amount: "23,456.78",
      gst_amount: 2513.23,
      due_date: addDays(today, 10),
      departure_id: departure.id,
    });
    expect(bill.status).toBe(201);
    expect(bill.body.bill).toMatchObject({
      amount: 23_456.78,
      gst_amount: 2513.23,
      status: "open",
      balance: 23_456.78,
    });
    const again = await send(manager, "POST", `/api/suppliers/${hotel.id}/bills`, {
      number: "ZG/118",
      date: today,
      amount: 1,
      due_date: today,
    });
    expect(again.status).toBe(409);
    const tooFine = await send(manager, "POST", `/api/suppliers/${hotel.id}/bills`, {
      number: "ZG/119",
      date: today,
      amount: "10.005",
      due_date: today,
    });
    expect(tooFine.body.errors).toHaveProperty("amount");

    const pay = (body: Record<string, unknown>) =>
      send(manager, "POST", `/api/supplier-bills/${bill.body.bill.id}/payments`, body);
    const first = await pay({ amount: "10000.50", paid_on: today, method: "upi", reference: "412345678901" });
    expect(first.status).toBe(201);
    expect(first.body.bill).toMatchObject({ status: "part_paid", paid: 10_000.5, balance: 13_456.28 });
    expect(
      (await pay({ amount: "10000.50", paid_on: today, method: "upi", reference: "412345678901" })).status,
    ).toBe(200);
    const over = await pay({
      amount: 13_456.29,
      paid_on: today,
      method: "bank_transfer",
      reference: "HDFCN52026112800123",
    });
    expect(over.body.errors).toEqual({ amount: "More than the balance due (₹13,456.28)" });
    expect(
      (await pay({ amount: 1, paid_on: today, method: "upi", reference: "12345" })).body.errors,
    ).toHaveProperty("reference");
    const second = await pay({
      amount: 13_456.28,
      paid_on: today,
      method: "bank_transfer",
      reference: "HDFCN52026112800123",
    });
    expect(second.body.bill).toMatchObject({ status: "paid", paid: 23_456.78, balance: 0 });
    expect((await pay({ amount: 1, paid_on: today, method: "cash", reference: "V-1" })).status).toBe(409);

    await send(manager, "POST", `/api/suppliers/${camp.id}/bills`, {
      number: "C-7",
      date: addDays(today, -20),
      amount: 5000,
      due_date: addDays(today, -5),
    });
    await send(manager, "POST", `/api/suppliers/${camp.id}/bills`, {
      number: "C-8",
      date: today,
      amount: 1200.4,
      due_date: addDays(today, 15),
    });

    const ledger = await send(manager, "GET", `/api/suppliers/${hotel.id}/bills`);
    expect(ledger.body.entries.map((e: { kind: string; balance: number }) => [e.kind, e.balance])).toEqual([
      ["bill", 23_456.78],
      ["payment", 13_456.28],
      ["payment", 0],
    ]);
    const owed = await send(manager, "GET", "/api/reports/payables");
    const campRow = owed.body.suppliers.find((row: { supplier_id: string }) => row.supplier_id === camp.id);
    expect(campRow).toMatchObject({
      open_bills: 2,
      outstanding: 6200.4,
      overdue: 5000,
      oldest_due_date: addDays(today, -5),
    });
    expect(owed.body.suppliers.some((row: { supplier_id: string }) => row.supplier_id === hotel.id)).toBe(
      false,
    );

    // the bill feeds the departure's billed costs (its GST left in: GST 5 % has no input credit)
    const sheet = await send(
      manager,
      "GET",
      `/api/tours/${departure.packageId}/departures/${departure.id}/cost-sheet`,
    );
    expect(sheet.body).toMatchObject({ costs_billed: 23_456.78, other_gst: { gst_rate_percent: 18 } });

    // a supplier with bills is archived, not deleted
    const removed = await send(manager, "DELETE", `/api/suppliers/${camp.id}`);
    expect(removed.body).toMatchObject({ result: "archived" });
    expect((await send(manager, "GET", `/api/suppliers/${camp.id}`)).body.archived).toBe(true);
  });
});

describe("cost sheets over the API, and the departure report", () => {
  it("validates lines, answers the sheet and reports each departure with its CSV", async () => {
    const manager = await headersOf("manager");
    const tour = await createTourRow(db(), { price: 21_000 });
    const departure = await createDepartureRow(db(), {
      packageId: tour.id,
      seats: 10,
      departureDate: addDays(today, 40),
    });
    const costs = `/api/tours/${tour.id}/departures/${departure.id}/costs`;
    const bad = await send(manager, "PUT", costs, {
      lines: [
        { label: "Tempo", basis: "per_vehicle", unit_cost: 1 },
        { label: "", basis: "per_bus", unit_cost: -1 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      "lines.0.quantity",
      "lines.1.basis",
      "lines.1.label",
      "lines.1.unit_cost",
    ]);
    const saved = await send(manager, "PUT", costs, {
      lines: [
        { label: "Tempo traveller", basis: "per_vehicle", unit_cost: 36_000, quantity: 12 },
        { label: "Homestays", basis: "per_traveller", unit_cost: 1800, quantity: 5, gst_percent: 5 },
      ],
    });
    expect(saved.status).toBe(200);
    const on = { packageId: tour.id, packageTitle: tour.title, departureId: departure.id };
    await createBookingRow(db(), { ...on, numberOfTravelers: 4, totalAmount: 84_000, status: "confirmed" });
    const sheet = await send(manager, "GET", `/api/tours/${tour.id}/departures/${departure.id}/cost-sheet`);
    // ₹84,000 less 5 % GST inside; ₹36,000 + 4 × 5 × ₹1,890
    expect(sheet.body).toMatchObject({
      travellers: 4,
      revenue_net: 80_000,
      costs_total: 73_800,
      margin: 6200,
      state: "at_or_above",
    });

    const report = await send(
      manager,
      "GET",
      `/api/reports/departures?from=${addDays(today, 39)}&to=${addDays(today, 41)}`,
    );
    expect(report.status).toBe(200);
    expect(report.body.rows).toEqual([
      expect.objectContaining({
        departure_id: departure.id,
        travellers: 4,
        revenue_net: 80_000,
        planned_costs: 73_800,
        billed_costs: 0,
        margin: 6200,
      }),
    ]);
    expect((await send(manager, "GET", "/api/reports/departures?from=2026-02-30")).status).toBe(400);
    const csv = await serverOf().fetch(
      `/admin/export/departures.csv?from=${addDays(today, 39)}&to=${addDays(today, 41)}`,
      { headers: manager },
    );
    const text = await csv.text();
    expect(text).toContain(`"${tour.title}","10","4","80000.00","73800.00","0.00","6200.00"`);
  });
});

/** Text of a node as xmllint prints it back: its five escapes undone. */
const unescapeXml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" })[name]!,
  );

/** The vouchers of a Tally file as libxml2 reads them: type, number and each ledger line's amount in paise. */
function vouchersOf(file: string) {
  const xpath = (expression: string) =>
    execFileSync("xmllint", ["--xpath", expression, file], { encoding: "utf8" }).trim();
  const count = Number(xpath("count(//ENVELOPE/BODY/IMPORTDATA/REQUESTDATA/TALLYMESSAGE/VOUCHER)"));
  return Array.from({ length: count }, (_, i) => {
    const at = `(//VOUCHER)[${i + 1}]`;
    const amounts = [
      ...xpath(`${at}/ALLLEDGERENTRIES.LIST/AMOUNT`).matchAll(/<AMOUNT>(-?)(\d+)\.(\d{2})<\/AMOUNT>/g),
    ].map(([, sign, rupees, paise]) => (sign ? -1 : 1) * (Number(rupees) * 100 + Number(paise)));
    const ledgers = [
      ...xpath(`${at}/ALLLEDGERENTRIES.LIST/LEDGERNAME`).matchAll(/<LEDGERNAME>([^<]*)<\/LEDGERNAME>/g),
    ].map((m) => unescapeXml(m[1]!));
    return {
      type: xpath(`string(${at}/@VCHTYPE)`),
      number: xpath(`string(${at}/VOUCHERNUMBER)`),
      date: xpath(`string(${at}/DATE)`),
      amounts,
      ledgers,
    };
  });
}

describe("the Tally export", { timeout: 120_000 }, () => {
  it("writes a voucher per document, bill and payment, each balanced, parsed back by libxml2", async () => {
    const manager = await headersOf("manager");
    const agent = await headersOf("agent");
    const booking = await createBookingRow(db(), {
      totalAmount: 60_000,
      pricePerPerson: 30_000,
      travelDate: addDays(today, 60),
      // a tax invoice of ₹50,000 or more waits for the buyer's address (Rule 46(e), issue 40)
      customerAddress: "14 Linking Road, Bandra West, Mumbai 400050",
    });
    const abroad = await createBookingRow(db(), {
      totalAmount: 150_000,
      pricePerPerson: 75_000,
      international: true,
      customerPan: "ABCDE1234F",
      customerState: "09",
      travelDate: addDays(today, 60),
      customerAddress: "22 Hazratganj, Lucknow 226001",
    });
    const pay = (id: string, body: Record<string, unknown>) =>
      send(manager, "POST", `/api/bookings/${id}/payments`, body);
    expect((await pay(booking.id, { amount: 18_000, method: "upi", reference: "UPI-1" })).status).toBe(201);
    expect((await pay(booking.id, { amount: 42_000, method: "cash", reference: "R-2" })).status).toBe(201);
    expect(
      (await pay(booking.id, { amount: 5_000, method: "upi", reference: "UPI-3", kind: "refund" })).status,
    ).toBe(201);
    expect(
      (await pay(abroad.id, { amount: 150_000, method: "bank_transfer", reference: "NEFT-9" })).status,
    ).toBe(201);
    const hotel = (await send(manager, "POST", "/api/suppliers", supplier({ name: "Hotel & Café <Tabo>" })))
      .body.supplier;
    const bill = await send(manager, "POST", `/api/suppliers/${hotel.id}/bills`, {
      number: "TB-44",
      date: today,
      amount: 11_200.5,
      gst_amount: 1200.05,
      due_date: today,
    });
    await send(manager, "POST", `/api/supplier-bills/${bill.body.bill.id}/payments`, {
      amount: 11_200.5,
      paid_on: today,
      method: "upi",
      reference: "509876543210",
    });

    expect((await send(agent, "GET", `/api/exports/tally.xml?from=${today}&to=${today}`)).status).toBe(403);
    expect((await send(manager, "GET", `/api/exports/tally.xml?from=${today}&to=2020-01-01`)).status).toBe(
      400,
    );
    const exported = await send(manager, "GET", `/api/exports/tally.xml?from=${today}&to=${today}`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toMatch(/^application\/xml/);
    const file = path.join(serverOf().dataDir, "tally.xml");
    writeFileSync(file, exported.text);
    execFileSync("xmllint", ["--noout", file]);

    const all = vouchersOf(file);
    for (const voucher of all) {
      expect(
        voucher.amounts.reduce((sum, paise) => sum + paise, 0),
        `${voucher.type} ${voucher.number}`,
      ).toBe(0);
      expect(voucher.date).toBe(today.replace(/-/g, ""));
    }
    // the bills and payments of the tests before this one are in the range too
    const earlier = ["ZG/118", "C-8", "412345678901", "HDFCN52026112800123"];
    const vouchers = all.filter((v) => !earlier.includes(v.number));
    const types = vouchers.map((v) => v.type).sort();
    expect(types).toEqual([
      "Credit Note",
      "Payment",
      "Payment",
      "Purchase",
      "Receipt",
      "Receipt",
      "Receipt",
      "Sales",
      "Sales",
    ]);
    const sales = vouchers.filter((v) => v.type === "Sales");
    // the international booking's TCS on its own ledger, and its GST as IGST (another state)
    const abroadSale = sales.find((v) => v.ledgers.includes("TCS Payable"));
    expect(abroadSale?.ledgers).toEqual(
      expect.arrayContaining(["Tour Customers", "Tour Package Sales", "Output IGST", "TCS Payable"]),
    );
    const homeSale = sales.find((v) => v !== abroadSale);
    expect(homeSale?.ledgers).toEqual(expect.arrayContaining(["Output CGST", "Output SGST"]));
    expect(vouchers.find((v) => v.type === "Purchase")).toMatchObject({
      number: "TB-44",
      ledgers: ["Hotel & Café <Tabo>", "Tour Costs", "Input GST"],
      amounts: [1_120_050, -1_000_045, -120_005],
    });
    expect(vouchers.find((v) => v.number === "509876543210")?.ledgers).toEqual([
      "Hotel & Café <Tabo>",
      "Bank Account",
    ]);
    expect(vouchers.filter((v) => v.type === "Receipt").map((v) => v.ledgers[1])).toContain("Cash");
    expect(exported.text).toContain('<LEDGER NAME="Hotel &amp; Café &lt;Tabo&gt;">');

    // ledger names come from Settings
    const renamed = await send(await headersOf("owner"), "PUT", "/api/settings/tally", {
      sales: "Sales - Tours",
      company: "Safarnama Travels (26-27)",
    });
    expect(renamed.status).toBe(200);
    const again = await send(manager, "GET", `/api/exports/tally.xml?from=${today}&to=${today}`);
    expect(again.text).toContain("<LEDGERNAME>Sales - Tours</LEDGERNAME>");
    expect(again.text).toContain("<SVCURRENTCOMPANY>Safarnama Travels (26-27)</SVCURRENTCOMPANY>");
  });
});

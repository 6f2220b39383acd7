import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEmails } from "../../db/schema";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { createTourRow } from "../factories/tour-factory";
import { adminHeaders } from "../setup/admin";
import { startTestServer, type TestServer } from "../setup/test-server";

/** Issue 26: pay now by UPI. */
let server: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer({ AGENCY_UPI_ID: "safarnama@hdfcbank", AGENCY_UPI_PAYEE_NAME: "Safarnama Travels" });
  admin = await adminHeaders(server.database.db);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const jsonHeaders = { "content-type": "application/json" };
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.fetch(path, { method: "POST", headers: { ...jsonHeaders, ...headers }, body: JSON.stringify(body) });

/** A booking of 3 travellers at ₹20,000 (₹60,000), 30 days ahead, made through the API. */
async function newBooking(overrides: Record<string, unknown> = {}) {
  const tour = await createTourRow(server.database.db, { price: 20_000 });
  const email = `asha-${randomUUID().slice(0, 8)}@example.com`;
  const response = await post("/api/bookings", {
    package_id: tour.id,
    travel_date: addDays(todayInIndia(), 30),
    number_of_travelers: 3,
    customer_name: "Asha Verma",
    customer_email: email,
    customer_phone: "+91 98765 43210",
    ...overrides,
  });
  expect(response.status).toBe(201);
  const { booking } = await response.json();
  return { id: booking._id as string, reference: booking.reference as string, email, total: booking.total_amount };
}

const lookUp = (reference: string, contact: string) =>
  server.fetch(`/api/bookings/lookup?reference=${reference}&contact=${encodeURIComponent(contact)}`);

describe("pay now", () => {
  it("asks a new booking for its 30% advance by UPI, and for the rest of it after a part payment", async () => {
    const booking = await newBooking();
    expect(booking.total).toBe(60_000);
    const first = await (await lookUp(booking.reference, booking.email)).json();
    expect(first.pay_now).toEqual({
      amount: 18_000,
      due_date: todayInIndia(),
      upi_uri: `upi://pay?pa=safarnama@hdfcbank&pn=Safarnama%20Travels&am=18000.00&cu=INR&tn=${booking.reference}`,
    });

    const paid = await post(
      `/api/bookings/${booking.id}/payments`,
      { amount: 10_000, method: "upi", reference: "UTR1" },
      admin,
    );
    expect(paid.status).toBe(201);
    const after = await (await lookUp(booking.reference, booking.email)).json();
    expect(after.pay_now).toMatchObject({ amount: 8_000, upi_uri: expect.stringContaining("&am=8000.00&") });

    // paid in full: nothing is due
    await post(`/api/bookings/${booking.id}/payments`, { amount: 50_000, method: "upi" }, admin);
    expect((await (await lookUp(booking.reference, booking.email)).json()).pay_now).toBeNull();
  });

  it("puts the pay-now box, its QR code and the bank details in the confirmation email", async () => {
    const booking = await newBooking();
    const [email] = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, booking.email));
    expect(email?.textBody).toContain("Pay ₹18,000 now");
    expect(email?.textBody).toContain(`upi://pay?pa=safarnama@hdfcbank&pn=Safarnama%20Travels&am=18000.00`);
    expect(email?.textBody).toContain("IFSC: HDFC0001234");
    expect(email?.htmlBody).toContain('src="cid:upi-qr@safarnama"');
    expect(email?.attachments).toEqual([
      expect.objectContaining({ filename: "upi-qr.png", cid: "upi-qr@safarnama", qr: expect.stringMatching(/^upi:/) }),
    ]);
  });

  it("shows the QR code as SVG, the UPI link and the bank details on the booking page", async () => {
    const booking = await newBooking();
    const view = await (await lookUp(booking.reference, booking.email)).json();
    const page = await server.fetch(`/booking/${view.token}`);
    const html = (await page.text()).replace(/<!-- -->/g, "");
    expect(html).toContain("Pay ₹18,000 now");
    expect(html).toMatch(/<svg[^>]*viewBox/);
    expect(html).toContain("upi://pay?pa=safarnama@hdfcbank&amp;pn=Safarnama%20Travels&amp;am=18000.00");
    expect(html).toContain("HDFC0001234");
  });
});

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEmails } from "../../db/schema";
import { claimMessages } from "../../app/features/bookings/payments/claims/claim-schema";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { createTourRow } from "../factories/tour-factory";
import { adminHeaders } from "../setup/admin";
import { startTestServer, type TestServer } from "../setup/test-server";

/** Issue 26: pay now by UPI, payment claims, receipts and invoices. */
let server: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer({
    AGENCY_UPI_ID: "safarnama@hdfcbank",
    AGENCY_UPI_PAYEE_NAME: "Safarnama Travels",
  });
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
  return {
    id: booking._id as string,
    reference: booking.reference as string,
    email,
    total: booking.total_amount,
  };
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
      upi_uri: `upi://pay?pa=safarnama@hdfcbank&pn=Safarnama%20Travels&am=18000.00&cu=INR&tn=${booking.reference}&tr=${booking.reference}`,
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
      expect.objectContaining({
        filename: "upi-qr.png",
        cid: "upi-qr@safarnama",
        qr: expect.stringMatching(/^upi:/),
      }),
      // the trip in the traveller's calendar (issue 27)
      expect.objectContaining({ filename: `${booking.reference}.ics` }),
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

/** A UTR no other test uses. */
let utrCount = 0;
const newUtr = () =>
  `${Date.now() % 1_000_000}${String(++utrCount).padStart(6, "0")}`.slice(-12).padStart(12, "4");

describe("payment claims", () => {
  it("takes a claim, refuses a bad UTR or amount, and answers 409 for a UTR claimed before", async () => {
    const booking = await newBooking();
    const utr = newUtr();
    const created = await post("/api/payment-claims", {
      reference: booking.reference,
      contact: booking.email,
      amount: 18_000,
      utr,
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ id: expect.any(String), status: "pending" });

    const bad = await post("/api/payment-claims", {
      reference: booking.reference,
      contact: booking.email,
      amount: 180.5,
      utr: "12345",
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({ amount: claimMessages.amount, utr: claimMessages.utr });

    // the same UTR on another booking
    const other = await newBooking();
    const again = await post("/api/payment-claims", {
      reference: other.reference,
      contact: other.email,
      amount: 18_000,
      utr,
    });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("This UTR has already been submitted");

    const wrongContact = await post("/api/payment-claims", {
      reference: booking.reference,
      contact: "someone@example.com",
      amount: 1,
      utr: newUtr(),
    });
    expect(wrongContact.status).toBe(404);
  });

  it("records one payment when a claim is accepted twice at once, with its receipt", async () => {
    const booking = await newBooking();
    const utr = newUtr();
    const { id } = await (
      await post("/api/payment-claims", {
        reference: booking.reference,
        contact: booking.email,
        amount: 18_000,
        utr,
      })
    ).json();
    const listed = await (
      await server.fetch("/api/payment-claims?status=pending", { headers: admin })
    ).json();
    expect(listed.map((claim: { id: string }) => claim.id)).toContain(id);
    expect((await server.fetch("/api/payment-claims")).status).toBe(401);

    const decide = () => post(`/api/payment-claims/${id}/decision`, { decision: "accept" }, admin);
    const answers = await Promise.all([decide(), decide()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const claim = await answers[0]!.json();
    expect(claim).toMatchObject({ status: "accepted", payment_id: expect.any(String) });

    const money = await (
      await server.fetch(`/api/bookings/${booking.id}/payments`, { headers: admin })
    ).json();
    expect(money.payments).toHaveLength(1);
    expect(money.payments[0]).toMatchObject({
      amount: 18_000,
      method: "upi",
      reference: utr,
      receipt_number: expect.stringMatching(/^SAFR\/\d{2}-\d{2}\/\d{4}$/),
      receipt_url: `/api/payments/${money.payments[0].id}/receipt.pdf`,
    });
    const receipt = await server.fetch(money.payments[0].receipt_url, { headers: admin });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get("content-type")).toBe("application/pdf");
    expect((await server.fetch(`/api/bookings/${booking.id}/invoice.pdf`, { headers: admin })).status).toBe(
      404,
    );

    // rejecting it now is refused: it was accepted
    const reject = await post(
      `/api/payment-claims/${id}/decision`,
      { decision: "reject", reason: "No" },
      admin,
    );
    expect(reject.status).toBe(409);
  });

  it("emails the traveller the reason when a claim is rejected, and needs one", async () => {
    const booking = await newBooking();
    const utr = newUtr();
    const { id } = await (
      await post("/api/payment-claims", {
        reference: booking.reference,
        contact: booking.email,
        amount: 500,
        utr,
      })
    ).json();
    const noReason = await post(`/api/payment-claims/${id}/decision`, { decision: "reject" }, admin);
    expect(noReason.status).toBe(400);
    const rejected = await post(
      `/api/payment-claims/${id}/decision`,
      { decision: "reject", reason: "No payment with this UTR reached our account." },
      admin,
    );
    expect(rejected.status).toBe(200);
    const mail = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, booking.email));
    const rejection = mail.find((email) => email.event === "payment-claim-rejected");
    expect(rejection?.textBody).toContain("No payment with this UTR reached our account.");
  });

  it("issues the invoice when paid in full and shows invoice_number in the admin's booking JSON", async () => {
    // the address an invoice of ₹50,000 or more needs (Rule 46(e)), given when booking
    const booking = await newBooking({ customer_state: "27", customer_address: "14 Linking Road, Mumbai" });
    await post(`/api/bookings/${booking.id}/payments`, { amount: 60_000, method: "bank_transfer" }, admin);
    const list = await (
      await server.fetch(`/api/bookings?q=${booking.reference}`, { headers: admin })
    ).json();
    expect(list[0]).toMatchObject({
      customer_state: "27",
      invoice_number: expect.stringMatching(/^SAF\/\d{2}-\d{2}\/\d{4}$/),
    });
    const invoice = await server.fetch(`/api/bookings/${booking.id}/invoice.pdf`, { headers: admin });
    expect(invoice.status).toBe(200);
    expect(
      Buffer.from(await invoice.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});

describe("the booking's place of supply and PAN", () => {
  it("accepts customer_state and customer_pan, and refuses an unknown state or a malformed PAN", async () => {
    const tour = await createTourRow(server.database.db, { price: 20_000, category: "international" });
    const body = {
      package_id: tour.id,
      travel_date: addDays(todayInIndia(), 30),
      number_of_travelers: 2,
      customer_name: "Asha Verma",
      customer_email: `asha-${randomUUID().slice(0, 8)}@example.com`,
      customer_phone: "+91 98765 43210",
    };
    const bad = await post("/api/bookings", { ...body, customer_state: "25", customer_pan: "ABC" });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(["customer_pan", "customer_state"]);
    const good = await post("/api/bookings", { ...body, customer_state: "29", customer_pan: "abcde1234f" });
    expect(good.status).toBe(201);
    const { booking } = await good.json();
    expect(booking.customer_state).toBe("29");
  });
});

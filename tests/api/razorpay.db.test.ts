import { createHmac, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../db/schema";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { createTourRow } from "../factories/tour-factory";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * Issue 26's Razorpay part. This machine cannot reach Razorpay: the official SDK is pointed at a
 * local server that answers POST /v1/payment_links as Razorpay's documented API does, and the
 * webhooks are signed with a test secret.
 */
const SECRET = "test-webhook-secret";
let server: TestServer;
let razorpay: http.Server;
const linkRequests: { auth: string; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  razorpay = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/v1/payment_links") {
        response.writeHead(404, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { code: "BAD_REQUEST_ERROR", description: "not found" } }));
        return;
      }
      const parsed = JSON.parse(body) as Record<string, unknown>;
      linkRequests.push({ auth: request.headers.authorization ?? "", body: parsed });
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          id: "plink_TestLink0001",
          amount: parsed.amount,
          currency: "INR",
          status: "created",
          reference_id: parsed.reference_id,
          short_url: "https://rzp.io/i/testlink",
          notes: parsed.notes,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => razorpay.listen(0, "127.0.0.1", resolve));
  const port = (razorpay.address() as AddressInfo).port;
  server = await startTestServer({
    RAZORPAY_KEY_ID: "rzp_test_key",
    RAZORPAY_KEY_SECRET: "rzp_test_secret",
    RAZORPAY_WEBHOOK_SECRET: SECRET,
    RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => razorpay?.close(resolve));
});

async function newBooking() {
  const tour = await createTourRow(server.database.db, { price: 20_000 });
  const email = `rzp-${randomUUID().slice(0, 8)}@example.com`;
  const response = await server.fetch("/api/bookings", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      package_id: tour.id,
      travel_date: addDays(todayInIndia(), 30),
      number_of_travelers: 3,
      customer_name: "Ravi Kumar",
      customer_email: email,
      customer_phone: "+91 98765 43210",
    }),
  });
  const { booking } = await response.json();
  const lookup = await server.fetch(`/api/bookings/lookup?reference=${booking.reference}&contact=${email}`);
  const { token } = await lookup.json();
  return { id: booking._id as string, reference: booking.reference as string, token: token as string };
}

function paidEvent(bookingId: string, paymentId: string, rupees: number) {
  return paidEventInPaise(bookingId, paymentId, rupees * 100);
}

function paidEventInPaise(bookingId: string, paymentId: string, paise: number) {
  return JSON.stringify({
    entity: "event",
    event: "payment_link.paid",
    payload: {
      payment_link: {
        entity: { id: "plink_TestLink0001", status: "paid", notes: { booking_id: bookingId } },
      },
      payment: {
        entity: { id: paymentId, amount: paise, currency: "INR", status: "captured", method: "card" },
      },
    },
  });
}

const sign = (body: string, secret = SECRET) => createHmac("sha256", secret).update(body).digest("hex");
const sendWebhook = (body: string, signature = sign(body)) =>
  server.fetch("/api/webhooks/razorpay", {
    method: "POST",
    headers: { "content-type": "application/json", "x-razorpay-signature": signature },
    body,
  });

describe("Razorpay", () => {
  it("creates a Payment Link for the amount due through the official SDK and sends the traveller to it", async () => {
    const booking = await newBooking();
    const page = await server.fetch(`/booking/${booking.token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: "intent=razorpay",
      redirect: "manual",
    });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("https://rzp.io/i/testlink");
    const sent = linkRequests.at(-1)!;
    expect(sent.auth).toBe(`Basic ${Buffer.from("rzp_test_key:rzp_test_secret").toString("base64")}`);
    expect(sent.body).toMatchObject({
      amount: 18_000_00,
      currency: "INR",
      notes: { booking_id: booking.id, booking_reference: booking.reference },
    });
  });

  it("records a paid link once per Razorpay payment id, however often and in whatever order it arrives", async () => {
    const booking = await newBooking();
    const first = paidEvent(booking.id, "pay_TestPayment001", 18_000);
    const second = paidEvent(booking.id, "pay_TestPayment002", 5_000);
    const answers = await Promise.all([sendWebhook(first), sendWebhook(second), sendWebhook(first)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await sendWebhook(second)).status).toBe(200);
    const rows = await server.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows.map((row) => [row.reference, row.amount, row.method]).sort()).toEqual([
      ["pay_TestPayment001", 18_000, "razorpay"],
      ["pay_TestPayment002", 5_000, "razorpay"],
    ]);
  });

  it("refuses a body whose signature does not match", async () => {
    const booking = await newBooking();
    const body = paidEvent(booking.id, "pay_TestPayment003", 1_000);
    expect((await sendWebhook(body, sign(body, "another-secret"))).status).toBe(400);
    expect((await sendWebhook(body, "")).status).toBe(400);
    const rows = await server.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows).toEqual([]);
  });

  it("refuses what is not whole rupees for one of our bookings, records nothing and rounds nothing (issue 37, L3)", async () => {
    const booking = await newBooking();
    for (const [bookingId, paise] of [
      [booking.id, 49],
      [booking.id, 150],
      [booking.id, -10_000],
      [booking.id, 0],
      [booking.id, 1000.5],
      ["not-a-uuid", 10_000],
      ["'; drop table payments; --", 10_000],
    ] as const) {
      const answer = await sendWebhook(paidEventInPaise(bookingId, `pay_${randomUUID().slice(0, 8)}`, paise));
      expect(answer.status, `${bookingId} ${paise}`).toBe(400);
      expect((await answer.json()).success).toBe(false);
    }
    const rows = await server.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows).toEqual([]);
    // ₹1,500.00 in paise is taken as it is
    expect((await sendWebhook(paidEventInPaise(booking.id, "pay_WholeRupees", 150_000))).status).toBe(200);
    const [row] = await server.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(row!.amount).toBe(1_500);
  });
});

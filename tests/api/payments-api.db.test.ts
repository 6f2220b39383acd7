import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEmails, type bookings } from "../../db/schema";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { RATE_LIMITS } from "../../app/lib/rate-limit.server";
import { createSixtyThousandBooking } from "../factories/booking-factory";
import { createTourRow } from "../factories/tour-factory";
import { adminHeaders } from "../setup/admin";
import { startTestServer, type TestServer } from "../setup/test-server";
import { unsealedEmail } from "../../app/features/notifications/outbox/outbox-seal.server";

/** Issue 14, second half: payments owed, the traveller's booking page, cancellation requests. */
let server: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "true", RATE_LIMITS: "true" });
  admin = await adminHeaders(server.database.db);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

let addressCount = 0;
/** Each call from its own address unless a test means to share one (the limits are on here). */
const newAddress = () => `198.51.100.${++addressCount}`;
const json = { "content-type": "application/json" };
const today = () => todayInIndia();

function call(path: string, init: RequestInit = {}, address = newAddress()) {
  return server.fetch(path, {
    ...init,
    redirect: "manual",
    headers: { "x-forwarded-for": address, ...(init.headers as Record<string, string>) },
  });
}

/** A ₹60,000 booking made now, travelling `days` from today (India time). */
function bookingIn(days: number, overrides: Partial<typeof bookings.$inferInsert> = {}) {
  return createSixtyThousandBooking(server.database.db, {
    travelDate: addDays(today(), days),
    bookingDate: new Date(),
    customerEmail: `guest-${randomUUID().slice(0, 8)}@example.com`,
    customerPhone: "+919812345678",
    ...overrides,
  });
}

const recordPayment = (bookingId: string, body: Record<string, unknown>) =>
  call(`/api/bookings/${bookingId}/payments`, {
    method: "POST",
    headers: { ...json, ...admin },
    body: JSON.stringify(body),
  });

const upi = (amount: number | string, extra: Record<string, unknown> = {}) => ({
  amount,
  method: "upi",
  reference: "UPI-4471",
  ...extra,
});

describe("payments API", () => {
  it("answers a payment with the balance and the next due date for bookings 30, 10 and 3 days out", async () => {
    const expected = [
      [30, { amount: 12_000, due_date: addDays(today(), 15) }],
      [10, { amount: 12_000, due_date: today() }],
      [3, { amount: 42_000, due_date: today() }],
    ] as const;
    for (const [days, nextDue] of expected) {
      const booking = await bookingIn(days);
      const response = await recordPayment(booking.id, upi(18_000));
      expect(response.status, `${days} days`).toBe(201);
      expect(await response.json(), `${days} days`).toMatchObject({
        success: true,
        message: "Payment recorded",
        payment: { kind: "payment", amount: 18_000, method: "upi", received_on: today() },
        account: { paid: 18_000, balance: 42_000, next_due: { ...nextDue, overdue: false } },
      });
      const read = await call(`/api/bookings/${booking.id}/payments`, { headers: admin });
      expect(await read.json()).toMatchObject({
        booking: { reference: booking.reference },
        account: { paid: 18_000, balance: 42_000, next_due: nextDue },
        payments: [{ amount: 18_000, reference: "UPI-4471" }],
      });
    }
  });

  it("refuses bad input per field, more than the balance, and a refund beyond what was paid", async () => {
    const booking = await bookingIn(40);
    const bad = await recordPayment(booking.id, {
      amount: "12.5",
      method: "cheque",
      received_on: "2999-01-01",
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toMatchObject({
      amount: expect.any(String),
      method: "Choose how the money was paid",
      received_on: "The date cannot be in the future",
    });
    const over = await recordPayment(booking.id, upi("60,001"));
    expect(over.status).toBe(400);
    expect((await over.json()).errors).toEqual({ amount: "More than the balance due (₹60,000)" });
    expect((await recordPayment(booking.id, upi("20,000"))).status).toBe(201);
    const refund = await recordPayment(booking.id, upi(25_000, { kind: "refund" }));
    expect((await refund.json()).errors).toEqual({ amount: "More than has been paid (₹20,000)" });
    const back = await recordPayment(booking.id, upi(5_000, { kind: "refund", method: "cash" }));
    expect(back.status).toBe(201);
    expect(await back.json()).toMatchObject({ message: "Refund recorded", account: { paid: 15_000 } });
  });

  it("is for admins only, and 404 for an unknown booking", async () => {
    const booking = await bookingIn(40);
    expect((await call(`/api/bookings/${booking.id}/payments`)).status).toBe(401);
    const anonymous = await call(`/api/bookings/${booking.id}/payments`, {
      method: "POST",
      headers: json,
      body: JSON.stringify(upi(100)),
    });
    expect(anonymous.status).toBe(401);
    expect((await call("/api/payments/overdue")).status).toBe(401);
    expect((await call(`/api/bookings/${randomUUID()}/payments`, { headers: admin })).status).toBe(404);
    expect((await recordPayment(randomUUID(), upi(100))).status).toBe(404);
  });

  it("lists an unpaid advance as overdue the day after booking, and drops it once paid", async () => {
    const booking = await bookingIn(30, { bookingDate: new Date(Date.now() - 3 * 86_400_000) });
    const overdue = async () =>
      (
        (await (await call("/api/payments/overdue", { headers: admin })).json()) as {
          booking: { id: string };
        }[]
      ).find((row) => row.booking.id === booking.id);
    expect(await overdue()).toMatchObject({
      overdue_amount: 18_000,
      days_overdue: 3,
      paid: 0,
      balance: 60_000,
    });
    expect((await recordPayment(booking.id, upi(18_000))).status).toBe(201);
    expect(await overdue()).toBeUndefined();
  });
});

describe("the traveller's lookup", () => {
  const lookup = (reference: string, contact: string, address?: string) =>
    call(`/api/bookings/lookup?${new URLSearchParams({ reference, contact })}`, {}, address);

  it("shows the booking for the right reference and contact, and the same 404 for either one wrong", async () => {
    const booking = await bookingIn(30);
    await recordPayment(booking.id, upi(18_000));
    const found = await lookup(booking.reference, booking.customerEmail.toUpperCase());
    expect(found.status).toBe(200);
    expect(found.headers.get("cache-control")).toBe("private, no-store");
    const view = await found.json();
    expect(view).toMatchObject({
      reference: booking.reference,
      status: "pending",
      total_amount: 60_000,
      account: {
        paid: 18_000,
        balance: 42_000,
        next_due: { amount: 12_000 },
        cancellation: { rule: "deposit" },
      },
      token: expect.stringMatching(new RegExp(`^${booking.id}\\.`)),
    });
    expect(view).not.toHaveProperty("customer_email");
    expect((await lookup(booking.reference.slice(3), "98123 45678")).status).toBe(200);

    const wrongContact = await lookup(booking.reference, "someone@example.com");
    const wrongReference = await lookup("SF-ZZZZZZ", booking.customerEmail);
    expect(wrongContact.status).toBe(404);
    expect(wrongReference.status).toBe(404);
    expect(await wrongContact.text()).toBe(await wrongReference.text());
    expect((await lookup("", "")).status).toBe(400);
  });

  it("is limited per address, HEAD and the page's form posts included", async () => {
    const booking = await bookingIn(30);
    const address = newAddress();
    const { max } = RATE_LIMITS.lookup;
    for (let i = 0; i < max - 2; i++)
      expect((await lookup(booking.reference, "x@example.com", address)).status).toBe(404);
    const head = await call(
      `/api/bookings/lookup?reference=${booking.reference}&contact=a@b.co`,
      { method: "HEAD" },
      address,
    );
    expect(head.status).toBe(404);
    const form = await call(
      "/booking",
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "reference=x&contact=y",
      },
      address,
    );
    expect(form.status).toBe(400);
    const refused = await lookup(booking.reference, booking.customerEmail, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await lookup(booking.reference, booking.customerEmail)).status).toBe(200);
  });
});

describe("the booking pages", () => {
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

  it("/booking's plain form goes on to the signed page, which is private and never a Referer", async () => {
    const booking = await bookingIn(30);
    const found = await call(
      "/booking",
      form({ reference: booking.reference, contact: booking.customerEmail }),
    );
    expect(found.status).toBe(302);
    const location = found.headers.get("location") ?? "";
    expect(location).toMatch(new RegExp(`^/booking/${booking.id}\\.[\\w-]{43}$`));

    const page = await call(location);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
    const html = await page.text();
    expect(html).toContain(booking.reference);
    expect(html).toContain("Advance (30%) at booking");
    expect(html).not.toContain(booking.customerEmail);

    const missing = await call("/booking", form({ reference: booking.reference, contact: "9999999999" }));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("We could not find a booking with that reference");
    expect((await call(`/booking/${booking.id}.${"A".repeat(43)}`)).status).toBe(404);
  });

  it("the confirmation email links to the booking's own page", async () => {
    const tour = await createTourRow(server.database.db);
    const email = `linked-${randomUUID().slice(0, 8)}@example.com`;
    const response = await call("/api/bookings", {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        package_id: tour.id,
        travel_date: addDays(today(), 20),
        number_of_travelers: 2,
        customer_name: "Kavya Rao",
        customer_email: email,
        customer_phone: "9876543210",
      }),
    });
    expect(response.status).toBe(201);
    const { booking } = (await response.json()) as { booking: { id: string; reference: string } };
    const [mail] = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, email));
    const link = new RegExp(`${server.config.SITE_URL}(/booking/${booking.id}\\.[\\w-]{43})`).exec(
      // the recipient's copy: the stored one holds no token (ADR 050)
      mail ? unsealedEmail(mail).textBody : "",
    );
    expect(link).not.toBeNull();
    const page = await call(link![1]!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(booking.reference);
  });
});

describe("cancellation requests", () => {
  it("the traveller asks with the page's token; the admin sees it and approves through the status change", async () => {
    const booking = await bookingIn(30, { status: "confirmed" });
    const view = await (
      await call(`/api/bookings/lookup?reference=${booking.reference}&contact=${booking.customerEmail}`)
    ).json();
    const ask = (body: unknown) =>
      call("/api/cancellation-requests", { method: "POST", headers: json, body: JSON.stringify(body) });
    const created = await ask({ token: view.token, reason: "Change of plans" });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ success: true, request: { status: "pending" } });
    expect((await ask({ token: view.token })).status).toBe(200);
    expect((await ask({ token: `${booking.id}.${"B".repeat(43)}` })).status).toBe(404);

    const list = await (await call("/api/cancellation-requests?status=pending", { headers: admin })).json();
    const request = (list as { id: string; booking: { id: string }; reason: string }[]).find(
      (r) => r.booking.id === booking.id,
    );
    expect(request).toMatchObject({
      reason: "Change of plans",
      account: { cancellation: { rule: "deposit" } },
    });
    expect((await call("/api/cancellation-requests")).status).toBe(401);

    const decide = (decision: string) =>
      call(`/api/cancellation-requests/${request!.id}/decision`, {
        method: "POST",
        headers: { ...json, ...admin },
        body: JSON.stringify({ decision }),
      });
    expect((await decide("maybe")).status).toBe(400);
    const approved = await decide("approve");
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ status: "approved", booking: { status: "cancelled" } });
    expect((await decide("decline")).status).toBe(409);
    expect((await ask({ token: view.token })).status).toBe(409);
  });

  it("the booking page's own form sends the request without JavaScript", async () => {
    const booking = await bookingIn(30);
    const view = await (
      await call(`/api/bookings/lookup?reference=${booking.reference}&contact=${booking.customerEmail}`)
    ).json();
    const sent = await call(`/booking/${view.token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "cancel", reason: "Unwell" }).toString(),
    });
    expect(sent.status).toBe(200);
    const html = await sent.text();
    expect(html).toContain("Your cancellation request has reached us");
    expect(html).toContain("You asked to cancel on");
  });
});

import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadOverview } from "../../app/features/admin-dashboard/overview-service.server";
import { claimMessages } from "../../app/features/bookings/payments/claims/claim-schema";
import {
  addWorkingDays,
  payingToConfirmText,
  percentOf,
} from "../../app/features/bookings/payments/payment-policy";
import { capReasons } from "../../app/features/notifications/outbox/outbox-service.server";
import { startOutboxWorker } from "../../app/features/notifications/outbox/outbox-worker.server";
import { addDays, formatTravelDate, todayInIndia } from "../../app/lib/dates";
import { formatRupees } from "../../app/lib/money";
import { createTourRow } from "../factories/tour-factory";
import { createQuoteContactRow, quoteBody } from "../factories/quote-factory";
import { adminHeaders } from "../setup/admin";
import { startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from "../setup/smtp-receiver";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * Issue 38's seams of money, over HTTP and a real SMTP server: no email that must go is dropped,
 * a cancelled booking says what is kept and refunded, the calendar file follows the booking, a
 * payment claim stays in sight, and a quote's booking keeps its own lines.
 */
let server: TestServer;
let smtp: SmtpReceiver;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({ SITE_URL: "https://safarnama.example" });
  smtp = await startSmtpReceiver();
  admin = await adminHeaders(server.database.db);
}, 180_000);
afterAll(async () => {
  await smtp?.close();
  await server?.close();
});

const unique = () => randomUUID().slice(0, 8);
const send = (pathname: string, method: string, body: unknown, headers: Record<string, string> = {}) =>
  server.fetch(pathname, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

/** Sends whatever is queued to the test SMTP server and returns every message for `to` so far. */
async function deliveredTo(to: string): Promise<ReceivedMail[]> {
  const worker = startOutboxWorker({
    db: server.database.db,
    config: { ...server.config, SMTP_URL: smtp.url },
    intervalMs: 60_000,
    log: () => {},
  });
  await worker.flush();
  await worker.stop();
  return smtp.received.filter((mail) => mail.to.includes(to));
}

const textOf = (mail: ReceivedMail) => mail.parts.find((part) => part.type === "text/plain")?.body ?? "";
const bySubject = (mails: ReceivedMail[], words: string) => {
  const found = mails.filter((mail) => mail.subject.includes(words));
  expect(found, `an email "${words}"`).toHaveLength(1);
  return found[0]!;
};

/** The calendar file of an email, as python3's icalendar reads it. */
type Calendar = { method: string; uid: string; sequence: number; status: string };
function calendarOf(mail: ReceivedMail): Calendar {
  const part = mail.parts.find((p) => p.type === "text/calendar");
  expect(part, `a calendar file in "${mail.subject}"`).toBeDefined();
  const file = path.join(mkdtempSync(path.join(tmpdir(), "ics-")), "trip.ics");
  writeFileSync(file, part!.body);
  const script = [
    "import json, sys, icalendar",
    "cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())",
    "event = cal.walk('VEVENT')[0]",
    "print(json.dumps({'method': str(cal.get('METHOD')), 'uid': str(event.get('UID')),",
    "  'sequence': int(event.get('SEQUENCE', 0)), 'status': str(event.get('STATUS'))}))",
  ].join("\n");
  return JSON.parse(execFileSync("/usr/bin/python3", ["-c", script, file], { encoding: "utf8" })) as Calendar;
}

async function book(email: string, price = 20_000) {
  const tour = await createTourRow(server.database.db, { price, title: `Spiti Circuit ${unique()}` });
  const response = await send("/api/bookings", "POST", {
    package_id: tour.id,
    travel_date: addDays(todayInIndia(), 40),
    number_of_travelers: 2,
    customer_name: "Asha Rao",
    customer_email: email,
    customer_phone: "+91 98765 43210",
  });
  expect(response.status).toBe(201);
  const { booking } = (await response.json()) as {
    booking: { id: string; reference: string; total_amount: number };
  };
  return { tour, booking };
}

type Settlement = {
  received: number;
  kept: number;
  refund_due: number;
  refunded: number;
  refund_owed: number;
  refund_by: string;
  method: string | null;
};
type Lookup = {
  status: string;
  account: { balance: number; settlement: Settlement | null };
  claims: { amount: number; utr: string; status: string; submitted_at: string }[];
  pay_now: { upi_uri: string | null } | null;
};
async function lookup(reference: string, contact: string): Promise<Lookup> {
  const response = await server.fetch(`/api/bookings/lookup?${new URLSearchParams({ reference, contact })}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Lookup;
}

const utr = () => String(Math.floor(Math.random() * 1e12)).padStart(12, "1");

describe("the seams of money", { timeout: 120_000 }, () => {
  it("staff emails are never capped; a visitor's email over the cap is held with its reason and can be resent", async () => {
    const email = `asha-${unique()}@example.com`;
    const { booking } = await book(email);
    // a visitor asks for the booking link again and again: the fifth visitor email is the last
    for (let i = 0; i < 5; i++) {
      const asked = await send("/api/bookings/link", "POST", {
        reference: booking.reference,
        contact: email,
      });
      expect(asked.status).toBeLessThan(300);
    }
    const held = await server.fetch("/api/emails?status=capped&limit=100", { headers: admin });
    expect(held.status).toBe(200);
    const heldEmails = (
      (await held.json()) as { data: { id: string; to: string; last_error: string }[] }
    ).data.filter((row) => row.to === email);
    expect(heldEmails).toHaveLength(1);
    expect(heldEmails[0]!.last_error).toBe(capReasons.mailbox);
    const unsent = (await (
      await server.fetch("/api/emails?status=unsent&limit=100", { headers: admin })
    ).json()) as {
      data: { id: string }[];
    };
    expect(unsent.data.map((row) => row.id)).toContain(heldEmails[0]!.id);

    // staff at work after that: a payment (receipt), confirmation, cancellation: every one goes
    const paid = await send(
      `/api/bookings/${booking.id}/payments`,
      "POST",
      { kind: "payment", amount: percentOf(booking.total_amount, 50), method: "upi", reference: "UTR1" },
      admin,
    );
    expect(paid.status).toBe(201);
    expect(
      (await send(`/api/bookings/${booking.id}/status`, "PATCH", { status: "confirmed" }, admin)).status,
    ).toBe(200);
    expect(
      (await send(`/api/bookings/${booking.id}/status`, "PATCH", { status: "cancelled" }, admin)).status,
    ).toBe(200);
    const mails = await deliveredTo(email);
    bySubject(mails, `Your booking ${booking.reference}`);
    bySubject(mails, "Receipt");
    bySubject(mails, `Booking ${booking.reference} confirmed`);
    bySubject(mails, `Booking ${booking.reference} cancelled`);
    const links = mails.filter((mail) => mail.subject.includes("link"));
    expect(links).toHaveLength(4);

    // Resend: the held email goes once
    const resent = await server.fetch(`/api/emails/${heldEmails[0]!.id}/resend`, {
      method: "POST",
      headers: admin,
    });
    expect(resent.status).toBe(202);
    expect(
      (await server.fetch(`/api/emails/${heldEmails[0]!.id}/resend`, { method: "POST", headers: admin }))
        .status,
    ).toBe(409);
    expect((await deliveredTo(email)).filter((mail) => mail.subject.includes("link"))).toHaveLength(5);
  });

  it("a cancelled booking says what is kept and refunded, how and by when, until the refund is recorded", async () => {
    const email = `ravi-${unique()}@example.com`;
    const { booking } = await book(email);
    const received = percentOf(booking.total_amount, 50);
    await send(
      `/api/bookings/${booking.id}/payments`,
      "POST",
      { kind: "payment", amount: received, method: "upi", reference: "UTR2" },
      admin,
    );
    await send(`/api/bookings/${booking.id}/status`, "PATCH", { status: "confirmed" }, admin);
    await send(`/api/bookings/${booking.id}/status`, "PATCH", { status: "cancelled" }, admin);

    // 40 days before departure: the 30 % deposit is kept, the rest of what was paid comes back
    const kept = percentOf(booking.total_amount, 30);
    const refund = received - kept;
    const refundBy = addWorkingDays(todayInIndia(), 14);
    const view = await lookup(booking.reference, email);
    expect(view.account.balance).toBe(0);
    expect(view.account.settlement).toMatchObject({
      received,
      kept,
      refund_due: refund,
      refunded: 0,
      refund_owed: refund,
      refund_by: refundBy,
      method: "UPI",
    });
    const page = await server.fetch(`/api/bookings/${booking.id}/payments`, { headers: admin });
    const money = (await page.json()) as { account: { settlement: Settlement } };
    expect(money.account.settlement.refund_owed).toBe(refund);

    // the cancellation email: the charge kept, the refund, its method and date, the booking page
    const mails = await deliveredTo(email);
    const cancelled = bySubject(mails, `Booking ${booking.reference} cancelled`);
    const text = textOf(cancelled);
    expect(text).toContain(`Cancellation charge kept: ${formatRupees(kept)}`);
    expect(text).toContain(`Refund: ${formatRupees(refund)}`);
    expect(text).toContain("Refunded to: UPI (the way you paid)");
    expect(text).toContain(`Expected by: ${formatTravelDate(refundBy)}`);
    expect(text).toMatch(/Your booking page and credit note: https:\/\/safarnama\.example\/booking\/[\w.-]+/);

    // the refund recorded: nothing owed any more, and its credit note is emailed
    const refunded = await send(
      `/api/bookings/${booking.id}/payments`,
      "POST",
      { kind: "refund", amount: refund, method: "upi", reference: "RFND" },
      admin,
    );
    expect(refunded.status).toBe(201);
    expect((await lookup(booking.reference, email)).account.settlement).toMatchObject({
      refunded: refund,
      refund_owed: 0,
      kept,
    });
    bySubject(await deliveredTo(email), "Credit Note");
  });

  it("the calendar file is TENTATIVE, then CONFIRMED and then withdrawn, one UID with a rising SEQUENCE", async () => {
    const email = `meera-${unique()}@example.com`;
    const { booking } = await book(email);
    await send(`/api/bookings/${booking.id}/status`, "PATCH", { status: "confirmed" }, admin);
    await send(`/api/bookings/${booking.id}/status`, "PATCH", { status: "cancelled" }, admin);
    const mails = await deliveredTo(email);
    const first = calendarOf(bySubject(mails, `Your booking ${booking.reference}`));
    const confirmed = calendarOf(bySubject(mails, `Booking ${booking.reference} confirmed`));
    const cancelled = calendarOf(bySubject(mails, `Booking ${booking.reference} cancelled`));
    expect(first).toMatchObject({ method: "PUBLISH", status: "TENTATIVE", sequence: 0 });
    expect(confirmed).toMatchObject({ method: "PUBLISH", status: "CONFIRMED", uid: first.uid });
    expect(cancelled).toMatchObject({ method: "CANCEL", status: "CANCELLED", uid: first.uid });
    expect(confirmed.sequence).toBeGreaterThan(first.sequence);
    expect(cancelled.sequence).toBeGreaterThan(confirmed.sequence);
  });

  it("the booking screen and the first email say the same about paying", async () => {
    const email = `kiran-${unique()}@example.com`;
    const tour = await createTourRow(server.database.db, { price: 20_000, title: `Ladakh ${unique()}` });
    const form = new URLSearchParams({
      travel_date: addDays(todayInIndia(), 40),
      number_of_travelers: "2",
      sharing: "triple",
      customer_name: "Kiran Shah",
      customer_email: email,
      customer_phone: "+91 98765 43210",
    });
    const response = await server.fetch(`/packages/${tour.id}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    const [confirmation] = await deliveredTo(email);
    const total = Number(/Total: ₹([\d,]+)/.exec(textOf(confirmation!))![1]!.replace(/,/g, ""));
    const sentence = payingToConfirmText(formatRupees(percentOf(total, 30)), true);
    expect(html).toContain(sentence);
    expect(textOf(confirmation!).replace(/\s+/g, " ")).toContain(sentence);
  });

  it("a payment claim stays in sight; one that could never be accepted is refused and not stored", async () => {
    const email = `dev-${unique()}@example.com`;
    const { booking } = await book(email);
    const claim = (amount: number, ref = utr()) =>
      send("/api/payment-claims", "POST", { reference: booking.reference, contact: email, amount, utr: ref });
    const before = await loadOverview(server.database.db);

    // more than is owed: 400 with the message on amount, nothing stored, nothing sent
    const tooMuch = await claim(100_000_000);
    expect(tooMuch.status).toBe(400);
    const refusal = (await tooMuch.json()) as { errors: Record<string, string> };
    expect(refusal.errors.amount).toBe(claimMessages.overOwed(formatRupees(booking.total_amount)));
    expect((await lookup(booking.reference, email)).claims).toEqual([]);

    const ref = utr();
    const advance = percentOf(booking.total_amount, 30);
    expect((await claim(advance, ref)).status).toBe(201);
    const view = await lookup(booking.reference, email);
    expect(view.claims).toEqual([
      { amount: advance, utr: ref, status: "pending", submitted_at: expect.any(String), reason: "" },
    ]);
    expect((await loadOverview(server.database.db)).claimsToCheck).toBe(before.claimsToCheck + 1);
    const ack = bySubject(await deliveredTo(email), "We are checking your payment");
    expect(textOf(ack)).toContain(
      `We are checking your payment of ${formatRupees(advance)} (UTR ${ref}), usually within a working day.`,
    );
    // the claim waiting counts: together they may not pass the total
    expect((await claim(booking.total_amount - advance + 1)).status).toBe(400);
    // the UPI link names the booking as its transaction reference
    expect(view.pay_now?.upi_uri).toContain(`&tr=${booking.reference}`);

    // a cancelled booking takes no claim at all
    await send(`/api/bookings/${booking.id}/status`, "PATCH", { status: "cancelled" }, admin);
    const late = await claim(1000);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toBe(claimMessages.cancelled);
    expect((await lookup(booking.reference, email)).claims).toHaveLength(1);
  });

  it("a booking from a quote keeps the quote's title and lines, and gets the pay-now box and calendar file", async () => {
    const contact = await createQuoteContactRow(server.database.db);
    const title = `Kerala backwaters ${unique()}`;
    const made = await send(
      `/api/contacts/${contact.id}/quotes`,
      "POST",
      quoteBody({ title, travel_date: addDays(todayInIndia(), 40), valid_until: addDays(todayInIndia(), 7) }),
      admin,
    );
    expect(made.status).toBe(201);
    const { quote } = (await made.json()) as { quote: { id: string } };
    const sent = await server.fetch(`/api/quotes/${quote.id}/send`, { method: "POST", headers: admin });
    const { quote: link } = (await sent.json()) as { quote: { link: string } };
    const accept = await send("/api/quotes/accept", "POST", {
      token: link.link.replace("/quote/", ""),
      name: "Meera Iyer",
      email: contact.email,
      phone: "+91 98765 43210",
    });
    expect(accept.status).toBe(201);
    const { booking } = (await accept.json()) as { booking: { id: string; reference: string } };

    const list = await server.fetch(`/api/bookings?search=${booking.reference}`, { headers: admin });
    expect(list.status).toBe(200);
    const rows = (await list.json()) as { reference: string; package_id: { title: string } }[];
    expect(rows.find((row) => row.reference === booking.reference)?.package_id.title).toBe(title);

    const confirmation = bySubject(await deliveredTo(contact.email), `Your booking ${booking.reference}`);
    const text = textOf(confirmation);
    expect(text).toContain(`Trip: ${title}`);
    expect(text).not.toMatch(/per person|sharing/i);
    expect(text).toContain("Houseboat upgrade: ₹8,000");
    expect(text).toContain("Early-bird discount: −₹3,000");
    expect(text).toMatch(/Pay ₹[\d,]+ by UPI: upi:\/\/pay\?/);
    expect(calendarOf(confirmation)).toMatchObject({ status: "TENTATIVE", sequence: 0 });
    expect(confirmation.raw).toContain("upi-qr.png");
  });
});

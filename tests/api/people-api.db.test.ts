import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  bookings,
  enquiries,
  gearOrders,
  outboxEmails,
  payments,
  waitlistEntries,
} from "../../db/schema";
import { enqueueEmail } from "../../app/features/notifications/outbox/outbox-service.server";
import { adminHeaders } from "../setup/admin";
import { createBookingRow } from "../factories/booking-factory";
import { createDepartureRow, createWaitlistRow } from "../factories/departure-factory";
import { createEnquiryRow } from "../factories/enquiry-factory";
import { createTourRow } from "../factories/tour-factory";
import { startTestServer, type TestServer } from "../setup/test-server";

/** Issue 22 (DPDP Act 2023): everything held about one person, downloaded or erased. */
let server: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminHeaders(server.database.db);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function aPerson() {
  const db = server.database.db;
  const unique = randomUUID().slice(0, 8);
  const email = `meera-${unique}@example.com`;
  const phone = `+91 9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  const booking = await createBookingRow(db, {
    customerName: "Meera Iyer",
    customerEmail: email,
    customerPhone: phone.replace(/\s/g, ""),
    specialRequests: "vegetarian, a ground-floor room",
  });
  await db.insert(payments).values({
    bookingId: booking.id,
    kind: "payment",
    amount: 5000,
    method: "upi",
    reference: `UPI-${unique}`,
    recordedBy: "admin",
    receivedOn: "2026-01-10",
  });
  const enquiry = await createEnquiryRow(db, {
    name: "Meera Iyer",
    email: email.toUpperCase(),
    message: "Kashmir?",
  });
  const departure = await createDepartureRow(db, { packageId: (await createTourRow(db)).id });
  const waiting = await createWaitlistRow(db, departure.id, { customerName: "Meera", customerEmail: email });
  const [order] = await db
    .insert(gearOrders)
    .values({
      reference: `GO-${unique}`,
      customerName: "Meera Iyer",
      customerEmail: email,
      address: "12 Lake Road",
      city: "Pune",
      zip: "411001",
      country: "India",
      paymentMethod: "cod",
      subtotalPaise: 100,
      totalPaise: 100,
      requestHash: `h-${unique}`,
    })
    .returning();
  await enqueueEmail(db, {
    to: email,
    subject: "Your booking request",
    event: "booking-confirmation",
    text: "Dear Meera",
  });
  const other = await createBookingRow(db, { customerPhone: "+919000000001" });
  return { email, phone, booking, enquiry, waiting, order: order!, other };
}

const exportOf = (contact: string, headers = admin) =>
  server.fetch(`/api/people/export?contact=${encodeURIComponent(contact)}`, { headers });
const erase = (contact: string, headers = admin) =>
  server.fetch("/api/people/erase", {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ contact }),
  });

describe("GET /api/people/export", { timeout: 60_000 }, () => {
  it("downloads everything held about an email or a phone, admin only, audited", async () => {
    const person = await aPerson();
    expect((await exportOf(person.email, {})).status).toBe(401);
    expect((await exportOf("not a contact")).status).toBe(400);

    const byEmail = await exportOf(person.email.toUpperCase());
    expect(byEmail.status).toBe(200);
    expect(byEmail.headers.get("content-disposition")).toMatch(/^attachment/);
    const held = await byEmail.json();
    expect(held.bookings.map((b: { id: string }) => b.id)).toEqual([person.booking.id]);
    expect(held.bookings[0].payments).toHaveLength(1);
    expect(held.bookings[0].specialRequests).toBe("vegetarian, a ground-floor room");
    expect(held.enquiries.map((e: { id: string }) => e.id)).toEqual([person.enquiry.id]);
    expect(held.waitlist.map((w: { id: string }) => w.id)).toEqual([person.waiting.id]);
    expect(held.orders.map((o: { id: string }) => o.id)).toEqual([person.order.id]);
    expect(held.emails.map((e: { text: string }) => e.text)).toEqual(["Dear Meera"]);

    const byPhone = await (await exportOf(person.phone)).json();
    expect(byPhone.bookings.map((b: { id: string }) => b.id)).toEqual([person.booking.id]);
    expect(byPhone.orders).toHaveLength(1);

    const audited = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "people.exported"));
    expect(audited.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audited)).not.toContain(person.email);
  });
});

describe("POST /api/people/erase", { timeout: 60_000 }, () => {
  it("deletes enquiries and waitlist entries, keeps bookings, payments and orders without the person", async () => {
    const person = await aPerson();
    expect((await erase(person.email, {})).status).toBe(401);
    const answer = await erase(person.email);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      success: true,
      enquiries_deleted: 1,
      waitlist_entries_deleted: 1,
      bookings_anonymised: 1,
      orders_anonymised: 1,
      emails_emptied: 1,
    });
    const db = server.database.db;
    expect(await db.select().from(enquiries).where(eq(enquiries.id, person.enquiry.id))).toEqual([]);
    expect(await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, person.waiting.id))).toEqual(
      [],
    );
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, person.booking.id));
    expect(booking).toMatchObject({
      customerName: "(erased)",
      customerEmail: "",
      customerPhone: "",
      specialRequests: "",
      totalAmount: person.booking.totalAmount,
      reference: person.booking.reference,
    });
    expect(await db.select().from(payments).where(eq(payments.bookingId, person.booking.id))).toHaveLength(1);
    const [order] = await db.select().from(gearOrders).where(eq(gearOrders.id, person.order.id));
    expect(order).toMatchObject({
      customerName: "(erased)",
      customerEmail: "",
      address: "(erased)",
      totalPaise: 100,
    });
    const mail = await db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, person.email));
    expect(mail).toEqual([]);
    // nobody else was touched
    const [other] = await db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [person.other.id]));
    expect(other?.customerName).toBe(person.other.customerName);
    // and nothing is left to export
    const left = await (await exportOf(person.email)).json();
    expect([left.bookings, left.enquiries, left.waitlist, left.orders, left.emails].flat()).toEqual([]);
    const audited = await db.select().from(auditLog).where(eq(auditLog.action, "people.erased"));
    expect(audited.at(-1)?.after).toMatchObject({ bookings_anonymised: 1 });
  });
});

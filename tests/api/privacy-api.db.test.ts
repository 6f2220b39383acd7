import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { complaints, consents, enquiries, privacyRequests } from "../../db/schema";
import { agencyContactOf } from "../../app/features/notifications/email/agency-contact.server";
import { startOutboxWorker } from "../../app/features/notifications/outbox/outbox-worker.server";
import { PRIVACY_NOTICE_VERSION } from "../../app/features/privacy/notice/privacy-notice-content";
import { resolveComplaint } from "../../app/features/privacy/grievance/complaint-service.server";
import { decidePrivacyRequest } from "../../app/features/privacy/requests/privacy-request-service.server";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { createBookingRow } from "../factories/booking-factory";
import { createDepartureRow } from "../factories/departure-factory";
import { createGearProductRow } from "../factories/gear-factory";
import { createTourRow } from "../factories/tour-factory";
import { adminHeaders } from "../setup/admin";
import { startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from "../setup/smtp-receiver";
import { startTestServer, type TestServer } from "../setup/test-server";

/** Issue 40: consents as given, rights requests and complaints, end to end over HTTP and SMTP. */
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
const phone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

type Consent = {
  purpose: string;
  channel: string;
  notice_version: string;
  reference: string;
  withdrawn_at: string | null;
};
const consentsOf = async (contact: string): Promise<Consent[]> => {
  const res = await server.fetch(`/api/consents?contact=${encodeURIComponent(contact)}`, { headers: admin });
  expect(res.status).toBe(200);
  return (await res.json()) as Consent[];
};

/** Sends whatever is queued to the test SMTP server and returns the messages for `to`. */
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
const textOf = (mail: ReceivedMail) => mail.parts.find((part) => part.type === "text/plain")!.body;

describe("consents", { timeout: 90_000 }, () => {
  it("each form records its consent with the notice's version; marketing is its own consent", async () => {
    const email = `meera-${unique()}@example.com`;
    const mobile = phone();
    expect(
      (await post("/api/contact", { name: "Meera", email, phone: mobile, message: "Kashmir in May?" }))
        .status,
    ).toBe(201);
    expect((await post("/api/contact", { name: "Meera", phone: mobile, destination: "Kerala" })).status).toBe(
      201,
    );
    expect((await post("/api/contact/chatbot", { name: "Meera", phone: mobile })).status).toBe(201);
    expect((await post("/api/contact", { email, source: "newsletter" })).status).toBe(201);
    expect((await post("/api/contact", { email, source: "offers_page Subscription" })).status).toBeLessThan(
      300,
    );

    const tour = await createTourRow(server.database.db, { price: 20_000 });
    const booked = await post("/api/bookings", {
      package_id: tour.id,
      travel_date: addDays(todayInIndia(), 40),
      number_of_travelers: 2,
      customer_name: "Meera Iyer",
      customer_email: email,
      customer_phone: `+91 ${mobile}`,
    });
    expect(booked.status).toBe(201);
    const { reference } = (await booked.json()) as { reference: string };

    const product = await createGearProductRow(server.database.db, { pricePaise: 8999 });
    const ordered = await post("/api/shop/orders", {
      customer: {
        name: "Meera Iyer",
        email,
        phone: mobile,
        address: "12 Lake Road",
        city: "Pune",
        zip: "411001",
        country: "India",
      },
      items: [
        {
          id: product.id,
          name: product.name,
          price: 89.99,
          selectedSize: "M",
          selectedColor: "Olive",
          quantity: 1,
        },
      ],
      paymentMethod: "upi",
      total: 89.99,
    });
    expect(ordered.status).toBe(201);

    const byEmail = await consentsOf(email.toUpperCase());
    const seen = byEmail.map((c) => `${c.purpose}:${c.channel}`).sort();
    expect(seen).toEqual(
      [
        "booking:booking_form",
        "enquiry:contact_form",
        "marketing:newsletter",
        "marketing:offers_newsletter",
        "order:gear_order",
      ].sort(),
    );
    expect(byEmail.every((c) => c.notice_version === PRIVACY_NOTICE_VERSION && c.withdrawn_at === null)).toBe(
      true,
    );
    expect(byEmail.find((c) => c.purpose === "booking")!.reference).toBe(reference);
    // the phone finds the popup's and the chat's too (they took no email)
    const byPhone = (await consentsOf(`+91-${mobile}`)).map((c) => c.channel);
    expect(byPhone).toEqual(
      expect.arrayContaining(["popup", "chat", "contact_form", "booking_form", "gear_order"]),
    );

    // a double submit records one consent
    await post("/api/contact", { name: "Meera", phone: mobile, destination: "Kerala" });
    expect((await consentsOf(mobile)).filter((c) => c.channel === "popup")).toHaveLength(1);

    expect((await server.fetch(`/api/consents?contact=${email}`)).status).toBe(401);
    expect((await server.fetch(`/api/consents?contact=nobody`, { headers: admin })).status).toBe(400);
  });

  it("the welcome email's one-click unsubscribe withdraws the marketing consent and the signup", async () => {
    const email = `reader-${unique()}@example.com`;
    expect((await post("/api/contact", { email, source: "newsletter" })).status).toBe(201);
    const [welcome] = await deliveredTo(email);
    expect(welcome!.subject).toBe("You are subscribed to our offers – Safarnama Travels");
    const header = /List-Unsubscribe:\s*<([^>]+)>/i.exec(welcome!.raw.replace(/\r?\n[ \t]+/g, " "));
    expect(header, "List-Unsubscribe header").not.toBeNull();
    expect(welcome!.raw).toMatch(/List-Unsubscribe-Post:\s*List-Unsubscribe=One-Click/i);
    const link = new URL(header![1]!);
    expect(textOf(welcome!)).toContain(link.href);

    // a GET (a link scanner) changes nothing; the one-click POST withdraws
    expect((await server.fetch(link.pathname)).status).toBe(200);
    expect((await consentsOf(email)).every((c) => c.withdrawn_at === null)).toBe(true);
    const oneClick = await server.fetch(link.pathname, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const after = await consentsOf(email);
    expect(after.filter((c) => c.purpose === "marketing").every((c) => c.withdrawn_at !== null)).toBe(true);
    const signups = await server.database.db.select().from(enquiries).where(eq(enquiries.email, email));
    expect(signups).toHaveLength(0);
    // a forged token opens nothing
    expect((await server.fetch(`${link.pathname.slice(0, -3)}abc`)).status).toBe(404);
  });

  it("a child's details need the booking adult's confirmation, recorded as consent", async () => {
    const tour = await createTourRow(server.database.db);
    const date = addDays(todayInIndia(), 40);
    const departure = await createDepartureRow(server.database.db, {
      packageId: tour.id,
      departureDate: date,
    });
    const booking = await createBookingRow(server.database.db, {
      packageId: tour.id,
      departureId: departure.id,
      travelDate: date,
      numberOfTravelers: 2,
    });
    const adult = {
      full_name: "Asha Verma",
      date_of_birth: "1990-05-02",
      gender: "female",
      nationality: "IN",
      id_type: "aadhaar",
      id_number: "499118665246",
      emergency_contact_name: "Ravi Verma",
      emergency_contact_phone: "9876543210",
    };
    const child = { ...adult, full_name: "Tara Verma", date_of_birth: addDays(todayInIndia(), -9 * 366) };
    const put = (body: unknown) =>
      server.fetch(
        `/api/bookings/travellers?reference=${booking.reference}&contact=${encodeURIComponent(booking.customerEmail)}`,
        { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
      );
    const refused = await put({ travellers: [adult, child] });
    expect(refused.status).toBe(400);
    expect(Object.keys(((await refused.json()) as { errors: object }).errors)).toEqual([
      "guardian_confirmed",
    ]);
    expect((await put({ travellers: [adult, child], guardian_confirmed: true })).status).toBe(200);
    const recorded = (await consentsOf(booking.customerEmail)).filter((c) => c.purpose === "child_data");
    expect(recorded).toEqual([
      expect.objectContaining({
        channel: "traveller_form",
        reference: booking.reference,
        notice_version: PRIVACY_NOTICE_VERSION,
      }),
    ]);
  });
});

describe("rights requests", { timeout: 90_000 }, () => {
  it("gets a reference and a deadline, is confirmed by the emailed link, and its outcome is emailed", async () => {
    const email = `kabir-${unique()}@example.com`;
    await post("/api/contact", { name: "Kabir", email, message: "Andaman?" });
    const res = await post("/api/privacy-requests", {
      kind: "access",
      name: "Kabir Rao",
      email,
      message: "All of it",
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { reference: string; due_by: string };
    expect(created.reference).toMatch(/^PR-[2-9A-HJ-NP-Z]{6}$/);
    expect(created.due_by).toBe(addDays(todayInIndia(), 90));

    // the same request again is the same request
    const again = await post("/api/privacy-requests", {
      kind: "access",
      name: "Kabir Rao",
      email,
      message: "All of it",
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { reference: string }).reference).toBe(created.reference);

    const confirmMail = (await deliveredTo(email)).find((mail) => mail.subject.startsWith("Please confirm"));
    expect(confirmMail!.subject).toBe(`Please confirm your request ${created.reference} – Safarnama Travels`);
    expect(textOf(confirmMail!)).not.toContain("All of it");
    const link = new URL(
      /https:\/\/safarnama\.example\/privacy-request\/confirm\/[A-Za-z0-9_-]+/.exec(textOf(confirmMail!))![0],
    );
    expect((await server.fetch(link.pathname)).status).toBe(200);
    const [stillUnconfirmed] = await server.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.reference, created.reference));
    expect(stillUnconfirmed!.status).toBe("unconfirmed");
    // an empty form, as the page's Confirm button sends it
    const confirmed = await server.fetch(link.pathname, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("is confirmed");
    const agencyMail = (await deliveredTo(server.config.AGENCY_EMAIL)).find((mail) =>
      mail.subject.includes(created.reference),
    );
    expect(agencyMail!.subject).toContain("a copy of my data");

    await decidePrivacyRequest(
      server.database.db,
      stillUnconfirmed!.id,
      { outcome: "completed", note: "Your data is attached." },
      { agency: agencyContactOf(server.config), decidedBy: "admin" },
    );
    const outcome = (await deliveredTo(email)).find((mail) =>
      mail.subject.startsWith(`Your request ${created.reference}`),
    );
    expect(outcome!.subject).toBe(`Your request ${created.reference}: done – Safarnama Travels`);
    expect(textOf(outcome!)).toContain("Your data is attached.");
    expect(outcome!.raw).toContain(`personal-data-${created.reference}.json`);
  });

  it("refuses bad input with a message per field, and a correction without details", async () => {
    const res = await post("/api/privacy-requests", { kind: "delete", name: "", email: "nope" });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(["email", "kind", "name"]);
    const correction = await post("/api/privacy-requests", {
      kind: "correction",
      name: "Kabir",
      email: "k@example.com",
    });
    expect(((await correction.json()) as { errors: Record<string, string> }).errors).toHaveProperty(
      "message",
    );
  });
});

describe("complaints", { timeout: 90_000 }, () => {
  it("get a ticket and an acknowledgement at once, a one-month deadline, and the resolution by email", async () => {
    const email = `nisha-${unique()}@example.com`;
    const body = {
      name: "Nisha Rao",
      email,
      phone: "98765 43210",
      booking_reference: "sf-7k3m9q",
      message: "The hotel was changed.",
    };
    const res = await post("/api/complaints", body);
    expect(res.status).toBe(201);
    const { ticket } = (await res.json()) as { ticket: string };
    expect(ticket).toMatch(/^GR-[2-9A-HJ-NP-Z]{6}$/);
    expect((await post("/api/complaints", body)).status).toBe(200);
    const rows = await server.database.db.select().from(complaints).where(eq(complaints.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.bookingReference).toBe("SF-7K3M9Q");
    const today = todayInIndia();
    const [y, m, d] = today.split("-").map(Number) as [number, number, number];
    const monthLater = new Date(Date.UTC(y, m, Math.min(d, new Date(Date.UTC(y, m + 1, 0)).getUTCDate())));
    expect(rows[0]!.dueBy).toBe(monthLater.toISOString().slice(0, 10));

    const [ack] = await deliveredTo(email);
    expect(ack!.subject).toBe(`Your complaint ${ticket} is registered – Safarnama Travels`);
    expect(textOf(ack!)).toContain(ticket);
    expect(textOf(ack!)).not.toContain("The hotel was changed.");

    await resolveComplaint(server.database.db, rows[0]!.id, "We refunded the difference.", {
      agency: agencyContactOf(server.config),
      resolvedBy: "admin",
    });
    const resolved = (await deliveredTo(email)).find((mail) => mail.subject.includes("our resolution"));
    expect(textOf(resolved!)).toContain("We refunded the difference.");
    await expect(
      resolveComplaint(server.database.db, rows[0]!.id, "again", {
        agency: agencyContactOf(server.config),
        resolvedBy: "x",
      }),
    ).rejects.toThrow(/already resolved/);
  });

  it("refuses bad input with a message per field", async () => {
    const res = await post("/api/complaints", {
      name: "N",
      email: "x",
      booking_reference: "ABC",
      message: "",
    });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(["booking_reference", "email", "message"]);
  });

  it("a honeypot hit answers like a success and stores nothing", async () => {
    const email = `bot-${unique()}@example.com`;
    const res = await post("/api/complaints", { name: "Bot", email, message: "spam", website: "x" });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { ticket: string }).ticket).toMatch(/^GR-/);
    expect(
      await server.database.db.select().from(complaints).where(eq(complaints.email, email)),
    ).toHaveLength(0);
    expect(await server.database.db.select().from(consents).where(eq(consents.email, email))).toHaveLength(0);
  });
});

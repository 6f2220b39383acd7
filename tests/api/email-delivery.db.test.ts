import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencyContactOf } from "../../app/features/notifications/email/agency-contact.server";
import { runNewsletterDigest } from "../../app/features/notifications/email/newsletter-digest.server";
import { startOutboxWorker } from "../../app/features/notifications/outbox/outbox-worker.server";
import { addDays, formatTravelDate, todayInIndia } from "../../app/lib/dates";
import { createEnquiryRow } from "../factories/enquiry-factory";
import { createGearProductRow } from "../factories/gear-factory";
import { createTourRow } from "../factories/tour-factory";
import { adminHeaders } from "../setup/admin";
import { startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from "../setup/smtp-receiver";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * Every kind of email, from the visitor's action through the outbox to a real SMTP server: the
 * right recipient and subject, an HTML and a plain-text part, and a visitor's markup escaped.
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

const EVIL = "<b>Verma</b>";
const unique = () => randomUUID().slice(0, 8);
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.fetch(path, {
    method: path.includes("/status") ? "PATCH" : "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

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

function partsOf(mail: ReceivedMail) {
  const text = mail.parts.find((part) => part.type === "text/plain");
  const html = mail.parts.find((part) => part.type === "text/html");
  expect(text, "plain-text part").toBeDefined();
  expect(html, "HTML part").toBeDefined();
  return { text: text!.body, html: html!.body };
}

/** The visitor's markup is text in the HTML part, and no subject carries visitor text. */
function expectEscaped(mail: ReceivedMail) {
  const { text, html } = partsOf(mail);
  expect(html).toContain("&lt;b&gt;Verma&lt;/b&gt;");
  expect(html).not.toContain(EVIL);
  expect(text).toContain(EVIL);
  expect(mail.subject).not.toContain("Verma");
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
}

/** A mail to the visitor's own address carries none of the visitor's free text (issue 22). */
function expectWithoutVisitorText(mail: ReceivedMail) {
  const { text, html } = partsOf(mail);
  for (const part of [text, html, mail.subject]) expect(part).not.toContain("Verma");
}

// generous: the shared test machine is often busy
describe("emails over SMTP", { timeout: 60_000 }, () => {
  it("booking: the traveller's confirmation and the agency's alert, then the status change", async () => {
    const tour = await createTourRow(server.database.db, {
      price: 18_999,
      title: `Spiti Circuit ${unique()}`,
    });
    const email = `asha-${unique()}@example.com`;
    const travelDate = addDays(todayInIndia(), 40);
    const response = await post("/api/bookings", {
      package_id: tour.id,
      travel_date: travelDate,
      number_of_travelers: 3,
      customer_name: "Asha Rao",
      customer_email: email,
      customer_phone: "+91 98765 43210",
      special_requests: `Window seats ${EVIL}`,
    });
    expect(response.status).toBe(201);
    const { reference, booking } = await response.json();

    const [confirmation] = await deliveredTo(email);
    expect(confirmation!.subject).toBe(`Your booking ${reference} – Safarnama Travels`);
    expectWithoutVisitorText(confirmation!);
    const { text, html } = partsOf(confirmation!);
    for (const part of [text, html]) {
      expect(part).toContain(reference);
      expect(part).toContain(tour.title);
      expect(part).toContain(formatTravelDate(travelDate));
      expect(part).toContain("₹56,997");
      expect(part).toContain("What happens next");
      expect(part).toContain("50% of the package price is due 15 days before departure");
      expect(part).toContain("+91 98765 43210");
      expect(part).toContain("https://wa.me/919876543210");
    }
    expect(text).toContain("Travellers: 3");
    expect(html).toContain('href="https://safarnama.example/term-condition"');
    expect(html).toContain('href="tel:+919876543210"');

    const alert = smtp.received.find(
      (mail) => mail.to.includes(server.config.AGENCY_EMAIL) && mail.subject.includes(reference),
    );
    expect(alert!.subject).toBe(`New booking ${reference} waiting for a call back`);
    expectEscaped(alert!);
    expect(partsOf(alert!).html).toContain('href="https://safarnama.example/admin/bookings"');

    const status = await post(
      `/api/bookings/${booking._id ?? booking.id}/status`,
      { status: "confirmed" },
      admin,
    );
    expect(status.status).toBe(200);
    const mails = await deliveredTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your booking ${reference} – Safarnama Travels`,
      `Booking ${reference} confirmed – Safarnama Travels`,
    ]);
    expectWithoutVisitorText(mails[1]!);
  });

  it("shop: the customer's order confirmation and the agency's alert", async () => {
    const product = await createGearProductRow(server.database.db, { pricePaise: 8999 });
    const email = `kabir-${unique()}@example.com`;
    const response = await post("/api/shop/orders", {
      customer: {
        name: "Kabir Rao",
        email,
        phone: "+91 98765 43210",
        address: `12 Lake Road ${EVIL}`,
        city: "Pune",
        zip: "411001",
        country: "India",
      },
      items: [
        {
          id: product.id,
          name: product.name,
          price: 89.99,
          image: product.image,
          sizes: product.sizes,
          colors: product.colors,
          selectedSize: "M",
          selectedColor: "Olive",
          quantity: 1,
        },
      ],
      paymentMethod: "upi",
      total: 89.99,
      orderDate: new Date().toISOString(),
    });
    expect(response.status).toBe(201);
    const { reference } = await response.json();
    const [confirmation] = await deliveredTo(email);
    expect(confirmation!.subject).toBe(`Your order ${reference} – Safarnama Travels`);
    expectEscaped(confirmation!);
    expect(partsOf(confirmation!).text).toContain("₹89.99");
    const alert = smtp.received.find((mail) => mail.subject === `New gear order ${reference}: ₹89.99`);
    expect(alert!.to).toEqual([server.config.AGENCY_EMAIL]);
    expectEscaped(alert!);
  });

  it("contact form: the agency's alert keeps the visitor's words out of the subject", async () => {
    const message = `Need a quote ${unique()}`;
    const response = await post("/api/contact", {
      name: "Ravi Kumar",
      email: `ravi-${unique()}@example.com`,
      phone: "9876543210",
      subject: "Custom Trip Planning",
      message: `${message} ${EVIL}`,
    });
    expect(response.status).toBe(201);
    const mails = await deliveredTo(server.config.AGENCY_EMAIL);
    const alert = mails.find((mail) => partsOf(mail).text.includes(message));
    expect(alert!.subject).toBe("New enquiry from the contact form");
    expectEscaped(alert!);
  });

  it("newsletter: yesterday's signups in one digest to the agency", async () => {
    const yesterdayNoon = new Date(`${addDays(todayInIndia(), -1)}T12:00:00+05:30`);
    const addresses = [`one-${unique()}@example.com`, `two-${unique()}@example.com`];
    for (const email of addresses) {
      await createEnquiryRow(server.database.db, { source: "newsletter", email, createdAt: yesterdayNoon });
    }
    await createEnquiryRow(server.database.db, {
      source: "offers_page Subscription",
      email: `${EVIL}@example.com`,
      createdAt: yesterdayNoon,
    });
    const run = await runNewsletterDigest(server.database.db, agencyContactOf(server.config));
    expect(run).toMatchObject({ claimed: true, signups: 3 });
    const digest = (await deliveredTo(server.config.AGENCY_EMAIL)).find((mail) =>
      mail.subject.startsWith("Newsletter"),
    );
    expect(digest!.subject).toBe(`Newsletter signups on ${formatTravelDate(run.day)}: 3 new`);
    const { text, html } = partsOf(digest!);
    for (const email of addresses) expect(text).toContain(email);
    expect(html).toContain("&lt;b&gt;Verma&lt;/b&gt;@example.com");
    expect(html).not.toContain(EVIL);
  });
});

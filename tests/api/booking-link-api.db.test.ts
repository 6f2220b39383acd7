import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxEmails } from "../../db/schema";
import { RATE_LIMITS } from "../../app/lib/rate-limit.server";
import { createBookingRow } from "../factories/booking-factory";
import { testServerForFile } from "../setup/test-server";
import { unsealedEmail } from "../../app/features/notifications/outbox/outbox-seal.server";

/** Issue 22: a fresh link to a booking's page, asked for with its reference and contact. */
const serverOf = testServerForFile({ TRUST_PROXY: "true", RATE_LIMITS: "true" });

let addressCount = 0;
const newAddress = () => `198.51.101.${++addressCount}`;

function askForLink(body: unknown, address = newAddress()) {
  return serverOf().fetch("/api/bookings/link", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
  });
}

const linksSentTo = (address: string) =>
  serverOf()
    .database.db.select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, address), eq(outboxEmails.event, "booking-link")));

describe("POST /api/bookings/link", { timeout: 60_000 }, () => {
  it("answers the same 202 whether or not the two match, and mails only the booking's own address", async () => {
    const booking = await createBookingRow(serverOf().database.db, {
      customerEmail: "fresh.link@example.com",
      customerPhone: "9876533333",
      travelDate: "2025-01-10",
    });
    const wrong = await askForLink({ reference: booking.reference, contact: "intruder@example.com" });
    const unknown = await askForLink({ reference: "SF-ZZZZZZ", contact: "fresh.link@example.com" });
    const right = await askForLink({ reference: booking.reference, contact: "+91 98765 33333" });
    for (const response of [wrong, unknown, right]) expect(response.status).toBe(202);
    const bodies = await Promise.all([wrong, unknown, right].map((response) => response.json()));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(await linksSentTo("intruder@example.com")).toHaveLength(0);

    const [email] = await linksSentTo("fresh.link@example.com");
    const path = /\/booking\/[0-9a-f-]{36}\.\d{8}\.[A-Za-z0-9_-]{43}/.exec(
      unsealedEmail(email!).textBody,
    )?.[0];
    // the trip was long ago, so the emailed link had expired; the fresh one opens the booking
    const page = await serverOf().fetch(path!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(booking.reference);
  });

  it("answers 400 with a message per field for what cannot be a reference or contact", async () => {
    const response = await askForLink({ reference: "hello", contact: "12" });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(["reference", "contact"]));
  });

  it("is limited per address like lookups", async () => {
    const address = newAddress();
    for (let i = 0; i < RATE_LIMITS.lookup.max; i++) {
      expect((await askForLink({ reference: "SF-ZZZZZZ", contact: "x@example.com" }, address)).status).toBe(
        202,
      );
    }
    const refused = await askForLink({ reference: "SF-ZZZZZZ", contact: "x@example.com" }, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

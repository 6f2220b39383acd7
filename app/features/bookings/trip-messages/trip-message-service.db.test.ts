import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { bookings } from "../../../../db/schema/index";
import { outboxEmails, tripMessageOptOuts, tripMessages } from "../../../../db/schema/index";
import { unsealedEmail } from "~/features/notifications/outbox/outbox-service.server";
import { testAgency } from "../../../../tests/factories/agency-factory";
import { bookingFormInput, createBookingRow } from "../../../../tests/factories/booking-factory";
import { createGearProductRow } from "../../../../tests/factories/gear-factory";
import { createTourRow } from "../../../../tests/factories/tour-factory";
import { useTestDatabase } from "../../../../tests/setup/use-test-database";
import { addDays, todayInIndia } from "~/lib/dates";
import { parseConfig } from "~/lib/env.server";
import { updateBookingStatus } from "../booking-service.server";
import { createBooking } from "../write/booking-writer.server";
import { sendTripMessages, stopTripEmails, tripEmailsStopOf } from "./trip-message-service.server";

const database = useTestDatabase();
const config = parseConfig({ NODE_ENV: "test" });

/** Ten in the morning in India on a calendar day. */
const morningOf = (day: string) => new Date(`${day}T04:30:00Z`);

/**
 * A confirmed booking for 2 travellers on a 5-day Ladakh package leaving on 10 July 2026. Its
 * duration text names no number: the trip's days come from `duration_days` alone.
 */
async function confirmedTrip(overrides: Partial<typeof bookings.$inferInsert> = {}) {
  const tour = await createTourRow(database.db, {
    duration: "Five days among the passes",
    durationDays: 5,
    meetingPoint: "Arrivals hall, Leh Airport (IXL)",
    meetingTime: "09:30",
    weatherNotes: "Cold nights near 5 °C; strong sun by day.",
    thingsToPack: ["Heavy down jacket", "Sunscreen"],
  });
  const booking = await createBookingRow(database.db, {
    packageId: tour.id,
    packageTitle: tour.title,
    travelDate: "2026-07-10",
    status: "confirmed",
    ...overrides,
  });
  return { tour, booking };
}

/** The emails as their recipient gets them (the stored copy hides the links' tokens, ADR 050). */
const mailedTo = async (address: string, event: string) =>
  (
    await database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, address), eq(outboxEmails.event, event)))
  ).map(unsealedEmail);

const run = (day: string) => sendTripMessages(database.db, config, morningOf(day));

describe("the pre-departure briefing", () => {
  it("goes out 7 days before travel, once, with the meeting, plan, weather, phone and packing list", async () => {
    await createGearProductRow(database.db, {
      name: "Explorer Waterproof Jacket",
      slug: `explorer-jacket-${Date.now()}`,
      category: "jackets",
    });
    const { booking, tour } = await confirmedTrip();
    await run("2026-07-02");
    expect(await mailedTo(booking.customerEmail, "trip-briefing")).toHaveLength(0);

    await run("2026-07-03");
    const [email, ...more] = await mailedTo(booking.customerEmail, "trip-briefing");
    expect(more).toHaveLength(0);
    expect(email!.subject).toContain(booking.packageTitle);
    expect(email!.textBody).toContain("Arrivals hall, Leh Airport (IXL)");
    expect(email!.textBody).toContain("9:30 AM (India time)");
    expect(email!.textBody).toContain(`Day 1, 10 July 2026: ${tour.itinerary[0]}`);
    expect(email!.textBody).toContain(`Day 5, 14 July 2026: ${tour.itinerary[4]}`);
    expect(email!.textBody).toContain("Cold nights near 5 °C");
    expect(email!.textBody).toContain("day and night while you travel: +91 98765 43210");
    expect(email!.htmlBody).toContain(`href="tel:+919876543210"`);
    expect(email!.textBody).toMatch(
      /- Heavy down jacket \(Explorer Waterproof Jacket in our shop: http:\/\/[^ ]+\/travel-gear-store\?product=explorer-jacket-/,
    );
    expect(email!.textBody).toContain("- Sunscreen\n");
    expect(email!.htmlBody).toContain("/travel-gear-store?product=explorer-jacket-");
    // the one-click stop (RFC 8058) in the headers and in the body
    expect(email!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const stop = /^<(http[^>]+\/trip-emails\/stop\/([^>]+))>$/.exec(email!.headers["List-Unsubscribe"]!);
    expect(stop).not.toBeNull();
    expect(email!.textBody).toContain(`Stop these emails: ${stop![1]}`);

    // later runs, and the days after, send nothing more
    await run("2026-07-03");
    await run("2026-07-05");
    expect(await mailedTo(booking.customerEmail, "trip-briefing")).toHaveLength(1);
    const claims = await database.db
      .select()
      .from(tripMessages)
      .where(eq(tripMessages.bookingId, booking.id));
    expect(claims.map((c) => c.kind)).toEqual(["briefing"]);
  });

  it("is caught up after a missed day, but not once the trip has begun", async () => {
    const { booking: late } = await confirmedTrip({ travelDate: "2026-08-10" });
    await run("2026-08-06");
    expect(await mailedTo(late.customerEmail, "trip-briefing")).toHaveLength(1);
    const { booking: begun } = await confirmedTrip({ travelDate: "2026-08-10" });
    await run("2026-08-10");
    expect(await mailedTo(begun.customerEmail, "trip-briefing")).toHaveLength(0);
  });

  it("goes out once when two workers claim it at the same moment", async () => {
    const { booking } = await confirmedTrip({ travelDate: "2026-09-10" });
    const runs = await Promise.all([run("2026-09-03"), run("2026-09-03"), run("2026-09-03")]);
    expect(runs.reduce((sum, r) => sum + r.briefings, 0)).toBe(1);
    expect(await mailedTo(booking.customerEmail, "trip-briefing")).toHaveLength(1);
  });

  it("never goes to a cancelled booking, nor to one the agency has not confirmed", async () => {
    const { booking: cancelled } = await confirmedTrip({ travelDate: "2026-10-10", status: "cancelled" });
    const { booking: pending } = await confirmedTrip({ travelDate: "2026-10-10", status: "pending" });
    const { booking: cancelledLater } = await confirmedTrip({ travelDate: "2026-10-10" });
    await updateBookingStatus(
      database.db,
      cancelledLater.id,
      { status: "cancelled" },
      { agency: testAgency },
    );
    await run("2026-10-03");
    for (const booking of [cancelled, pending, cancelledLater]) {
      expect(await mailedTo(booking.customerEmail, "trip-briefing")).toHaveLength(0);
    }
  });
});

describe("the review request", () => {
  it("goes out 2 days after the return date, once, with the signed review link", async () => {
    // 5 days from 10 July: back on 14 July, asked on 16 July
    const { booking } = await confirmedTrip({ travelDate: "2026-07-10" });
    await run("2026-07-15");
    expect(await mailedTo(booking.customerEmail, "trip-review-request")).toHaveLength(0);
    await run("2026-07-16");
    await run("2026-07-17");
    const sent = await mailedTo(booking.customerEmail, "trip-review-request");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.textBody).toMatch(
      new RegExp(`Write your review: http[^ ]+/review/${booking.id}\\.[A-Za-z0-9_-]{43}`),
    );
    expect(sent[0]!.headers["List-Unsubscribe"]).toMatch(/\/trip-emails\/stop\//);
  });

  it("never goes to a cancelled booking", async () => {
    const { booking } = await confirmedTrip({ travelDate: "2026-07-10", status: "cancelled" });
    await run("2026-07-16");
    expect(await mailedTo(booking.customerEmail, "trip-review-request")).toHaveLength(0);
  });
});

describe("the one-click stop", () => {
  it("stops the briefing and the review request of its booking, and only with a signed link", async () => {
    const { booking } = await confirmedTrip({ travelDate: "2026-11-20" });
    await run("2026-11-13");
    const [briefing] = await mailedTo(booking.customerEmail, "trip-briefing");
    const token = /\/trip-emails\/stop\/([^>]+)>/.exec(briefing!.headers["List-Unsubscribe"]!)![1]!;

    expect(await tripEmailsStopOf(database.db, token)).toEqual({
      reference: booking.reference,
      packageTitle: booking.packageTitle,
      stopped: false,
    });
    // a link of another purpose, or a forged one, stops nothing
    const forged = `${booking.id}.${"A".repeat(43)}`;
    expect(await stopTripEmails(database.db, forged)).toBeNull();
    expect(await tripEmailsStopOf(database.db, "nonsense")).toBeNull();

    expect((await stopTripEmails(database.db, token))?.stopped).toBe(true);
    expect((await stopTripEmails(database.db, token))?.stopped).toBe(true);
    const rows = await database.db
      .select()
      .from(tripMessageOptOuts)
      .where(eq(tripMessageOptOuts.bookingId, booking.id));
    expect(rows).toHaveLength(1);

    await run("2026-11-26");
    expect(await mailedTo(booking.customerEmail, "trip-review-request")).toHaveLength(0);
  });

  it("before the briefing: nothing at all is sent", async () => {
    const { booking } = await confirmedTrip({ travelDate: "2026-12-20" });
    await database.db.insert(tripMessageOptOuts).values({ bookingId: booking.id });
    await run("2026-12-13");
    await run("2026-12-26");
    const sent = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, booking.customerEmail));
    expect(sent).toHaveLength(0);
  });
});

describe("the booking confirmation's calendar file", () => {
  it("holds the trip as an all-day event from the travel date through the return date", async () => {
    // the text would say 3 days; the package's days say 7
    const tour = await createTourRow(database.db, {
      duration: "3 Days 2 Nights",
      durationDays: 7,
      destination: "Tawang",
    });
    const travel = addDays(todayInIndia(), 60);
    const input = bookingFormInput(tour.id, { travel_date: travel });
    const { booking } = await createBooking(database.db, input, { idempotencyKey: null, agency: testAgency });
    const [email] = await mailedTo(booking.customer_email, "booking-confirmation");
    const file = email!.attachments.find((a) => a.filename === `${booking.reference}.ics`);
    expect(file?.contentType).toMatch(/^text\/calendar/);
    const ics = Buffer.from(file!.content!, "base64").toString("utf8");
    // RFC 5545 folds long lines at 75 octets: unfold before reading
    const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
    expect(lines).toContain("BEGIN:VEVENT");
    const compact = (date: string) => date.replaceAll("-", "");
    expect(lines).toContain(`DTSTART;VALUE=DATE:${compact(travel)}`);
    // 7 days: the last is travel + 6, so the exclusive end of the all-day event is travel + 7
    expect(lines).toContain(`DTEND;VALUE=DATE:${compact(addDays(travel, 7))}`);
    expect(lines).toContain("LOCATION:Tawang");
    expect(lines.find((l) => l.startsWith("SUMMARY:"))).toContain(tour.title);
    const description = lines.find((l) => l.startsWith("DESCRIPTION:"))!;
    expect(description).toContain(`Booking ${booking.reference}`);
    expect(description).toMatch(new RegExp(`/booking/${booking.id}\\.[A-Za-z0-9_-]{43}`));
  });
});

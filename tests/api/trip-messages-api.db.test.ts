import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tripMessageOptOuts } from "../../db/schema";
import { bookingPurposeToken } from "../../app/features/bookings/lookup/booking-link-service.server";
import { createBookingRow } from "../factories/booking-factory";
import { createTourRow } from "../factories/tour-factory";
import { adminHeaders } from "../setup/admin";
import { testServerForFile } from "../setup/test-server";

const server = testServerForFile();

async function travelled() {
  const db = server().database.db;
  const tour = await createTourRow(db);
  const booking = await createBookingRow(db, {
    packageId: tour.id,
    packageTitle: tour.title,
    travelDate: "2026-10-04",
    status: "confirmed",
  });
  return { tour, booking, db };
}

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server().fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe("POST /api/reviews/verified and the moderation queue", () => {
  it("takes a review from the signed link, keeps it off the site until approved, then shows its badge", async () => {
    const { tour, booking, db } = await travelled();
    const token = await bookingPurposeToken(db, "trip-review", booking.id);
    const sent = await postJson("/api/reviews/verified", {
      token,
      user_name: "Meera Iyer",
      rating: 5,
      comment: "Sela Pass in snow, and a driver who knew every monastery.",
    });
    expect(sent.status).toBe(201);
    const { review } = await sent.json();
    expect(review).toMatchObject({ status: "pending", verified: true, travel_month: "2026-10" });

    const again = await postJson("/api/reviews/verified", {
      token,
      user_name: "M",
      rating: 4,
      comment: "Again",
    });
    expect(again.status).toBe(409);

    const before = await server().fetch(`/api/reviews?package_id=${tour.id}`);
    expect(await before.json()).toEqual([]);

    const admin = await adminHeaders(db);
    const queue = await server().fetch("/api/reviews?status=pending", { headers: admin });
    expect((await queue.json()).map((r: { id: string }) => r.id)).toContain(review.id);

    const decided = await postJson(`/api/reviews/${review.id}/decision`, { decision: "approve" }, admin);
    expect(decided.status).toBe(200);
    expect((await decided.json()).review.status).toBe("published");
    const twice = await postJson(`/api/reviews/${review.id}/decision`, { decision: "reject" }, admin);
    expect(twice.status).toBe(409);

    const after = await server().fetch(`/api/reviews?package_id=${tour.id}`);
    expect(await after.json()).toEqual([
      expect.objectContaining({ id: review.id, verified: true, travel_month: "2026-10" }),
    ]);
    const page = (await (await server().fetch(`/packages/${tour.id}`)).text()).replaceAll("<!-- -->", "");
    expect(page.includes("Verified traveller · October 2026")).toBe(true);
  });

  it("refuses a bad token and bad fields with a message per field, and an anonymous decision", async () => {
    const bad = await postJson("/api/reviews/verified", {
      token: "nope",
      user_name: "",
      rating: 9,
      comment: "",
    });
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(Object.keys(body.errors).sort()).toEqual(["comment", "rating", "user_name"]);
    const forged = await postJson("/api/reviews/verified", {
      token: `00000000-0000-4000-8000-000000000000.${"a".repeat(43)}`,
      user_name: "Asha",
      rating: 5,
      comment: "Lovely",
    });
    expect(forged.status).toBe(400);
    expect((await forged.json()).errors.token).toBeDefined();
    const anonymous = await postJson("/api/reviews/00000000-0000-4000-8000-000000000000/decision", {
      decision: "approve",
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("the one-click stop of the trip emails", () => {
  it("asks first on GET, and stops on the mail app's one-click POST (RFC 8058)", async () => {
    const { booking, db } = await travelled();
    const token = await bookingPurposeToken(db, "trip-emails-stop", booking.id);
    const stopped = () =>
      db.select().from(tripMessageOptOuts).where(eq(tripMessageOptOuts.bookingId, booking.id));

    const page = await server().fetch(`/trip-emails/stop/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const asked = (await page.text()).replaceAll("<!-- -->", "");
    expect(asked.includes(`Stop trip emails for booking ${booking.reference}?`)).toBe(true);
    expect(await stopped()).toHaveLength(0);

    // what a mail app sends: no cookie, no Origin, the one-click body
    const oneClick = await server().fetch(`/trip-emails/stop/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const done = (await oneClick.text()).replaceAll("<!-- -->", "");
    expect(done.includes(`no more briefing or review emails for booking ${booking.reference}`)).toBe(true);
    expect(await stopped()).toHaveLength(1);

    const forged = await server().fetch(`/trip-emails/stop/${booking.id}.${"a".repeat(43)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(forged.status).toBe(404);
  });
});

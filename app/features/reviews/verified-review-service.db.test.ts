import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../../db/schema";
import { createBookingRow } from "../../../tests/factories/booking-factory";
import { createTourRow } from "../../../tests/factories/tour-factory";
import { refusal } from "../../../tests/setup/refusal";
import { useTestDatabase } from "../../../tests/setup/use-test-database";
import { bookingPurposeToken } from "~/features/bookings/lookup/booking-link-service.server";
import { reviewMessages } from "./review-schema";
import { createReview, listReviewsOfTour, listReviewsPage } from "./review-service.server";
import { createVerifiedReview, decideReview, reviewInviteOf } from "./verified-review-service.server";

const database = useTestDatabase();

/** A confirmed booking that travelled in October 2026, and its review link's token. */
async function travelledBooking(status: "confirmed" | "cancelled" = "confirmed") {
  const tour = await createTourRow(database.db);
  const booking = await createBookingRow(database.db, {
    packageId: tour.id,
    packageTitle: tour.title,
    travelDate: "2026-10-04",
    status,
  });
  const token = await bookingPurposeToken(database.db, "trip-review", booking.id);
  return { tour, booking, token };
}

const review = (token: string) => ({
  token,
  user_name: "Meera Iyer",
  rating: 5,
  comment: "Sela Pass in snow!",
});

describe("a verified traveller's review", () => {
  it("waits for approval, then shows on the package page with its badge", async () => {
    const { tour, booking, token } = await travelledBooking();
    expect(await reviewInviteOf(database.db, token)).toEqual({
      reference: booking.reference,
      packageTitle: tour.title,
      customerName: booking.customerName,
      travelMonth: "2026-10",
      reviewed: false,
    });

    const sent = await createVerifiedReview(database.db, review(token));
    expect(sent).toMatchObject({
      status: "pending",
      verified: true,
      travel_month: "2026-10",
      package_id: tour.id,
    });
    expect(await listReviewsOfTour(database.db, tour)).toEqual([]);
    const queue = await listReviewsPage(database.db, { status: "pending", limit: 500 });
    expect(queue.items.map((r) => r.id)).toContain(sent.id);
    expect((await reviewInviteOf(database.db, token))?.reviewed).toBe(true);

    const approved = await decideReview(database.db, sent.id, "approve");
    expect(approved.status).toBe("published");
    const shown = await listReviewsOfTour(database.db, tour);
    expect(shown).toEqual([
      expect.objectContaining({ id: sent.id, verified: true, travel_month: "2026-10" }),
    ]);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, sent.id), eq(auditLog.action, "review.approved")));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toEqual({ status: "published" });

    // decided once: a second decision is refused
    expect(await refusal(decideReview(database.db, sent.id, "reject"))).toMatchObject({ status: 409 });
  });

  it("is taken once per booking, and never for a cancelled booking or a forged link", async () => {
    const { token } = await travelledBooking();
    await createVerifiedReview(database.db, review(token));
    expect(await refusal(createVerifiedReview(database.db, review(token)))).toMatchObject({
      status: 409,
      message: reviewMessages.alreadyReviewed,
    });

    const cancelled = await travelledBooking("cancelled");
    expect(await reviewInviteOf(database.db, cancelled.token)).toBeNull();
    expect(await refusal(createVerifiedReview(database.db, review(cancelled.token)))).toMatchObject({
      status: 400,
    });
    // the booking page's own link, or the stop link, does not open the review form
    const other = await travelledBooking();
    const stopToken = await bookingPurposeToken(database.db, "trip-emails-stop", other.booking.id);
    expect(await reviewInviteOf(database.db, stopToken)).toBeNull();
    expect(await reviewInviteOf(database.db, `${other.booking.id}.${"x".repeat(43)}`)).toBeNull();
  });

  it("once rejected stays off the site; an admin's own review is published at once, unmarked", async () => {
    const { tour, token } = await travelledBooking();
    const sent = await createVerifiedReview(database.db, review(token));
    expect((await decideReview(database.db, sent.id, "reject")).status).toBe("rejected");
    const own = await createReview(database.db, {
      package_id: tour.id,
      user_name: "Safarnama team",
      rating: 4,
      comment: "From our guide's notes.",
      avatar: "",
    });
    expect(own).toMatchObject({ status: "published", verified: false, travel_month: null });
    expect((await listReviewsOfTour(database.db, tour)).map((r) => r.id)).toEqual([own.id]);
  });
});

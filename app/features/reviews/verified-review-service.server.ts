import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { bookings, reviews, tourPackages } from "../../../db/schema";
import type { ReviewDecision } from "../../../domain/trip-message-values";
import { recordAudit } from "~/features/audit/audit-service.server";
import { verifyBookingPurposeToken } from "~/features/bookings/lookup/booking-link-service.server";
import { travelMonthOf } from "~/features/bookings/trip-messages/trip-message-service.server";
import { todayInIndia } from "~/lib/dates";
import { DomainError, fieldError } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import { reviewMessages, type Review, type VerifiedReviewInput } from "./review-schema";
import { toReviewJson } from "./review-service.server";

/** What the review form shows for a signed link: whose trip, and whether its review is in. */
type ReviewInvite = {
  reference: string;
  packageTitle: string;
  customerName: string;
  /** "YYYY-MM" */
  travelMonth: string;
  reviewed: boolean;
};

/**
 * The booking a review link was signed for, when it may still be reviewed: not cancelled, and its
 * package still on the site. Null for anything else (a forged or mistyped link included).
 */
async function invitedBooking(db: Db, token: string) {
  const bookingId = await verifyBookingPurposeToken(db, "trip-review", token);
  if (!bookingId) return null;
  const [row] = await db
    .select({ booking: bookings, packageTitle: tourPackages.title, reviewId: reviews.id })
    .from(bookings)
    .innerJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  if (!row || row.booking.status === "cancelled") return null;
  return row;
}

/** The review form's page for a signed link; null when the link opens nothing. */
export async function reviewInviteOf(db: Db, token: string): Promise<ReviewInvite | null> {
  const row = await invitedBooking(db, token);
  if (!row) return null;
  return {
    reference: row.booking.reference,
    packageTitle: row.packageTitle,
    customerName: row.booking.customerName,
    travelMonth: travelMonthOf(row.booking.travelDate),
    reviewed: row.reviewId !== null,
  };
}

/**
 * Stores a traveller's review from their signed link (issue 27, ADR 040): marked with the booking
 * and the month they travelled, pending until an admin approves it. One per booking: the unique
 * index on reviews.booking_id settles two sends at once, the later one answered 409.
 */
export async function createVerifiedReview(db: Db, input: VerifiedReviewInput): Promise<Review> {
  const row = await invitedBooking(db, input.token);
  if (!row) throw fieldError("invalid", "token", reviewMessages.badLink);
  if (row.reviewId !== null) throw new DomainError("conflict", reviewMessages.alreadyReviewed);
  const { booking } = row;
  const [created] = await db
    .insert(reviews)
    .values({
      packageId: booking.packageId!,
      userName: input.user_name,
      rating: input.rating,
      comment: input.comment,
      date: todayInIndia(),
      status: "pending",
      bookingId: booking.id,
      travelMonth: travelMonthOf(booking.travelDate),
    })
    .onConflictDoNothing()
    .returning();
  if (!created) throw new DomainError("conflict", reviewMessages.alreadyReviewed);
  return toReviewJson(created, row.packageTitle);
}

/**
 * An admin approves (the package page shows it, with its badge) or rejects (it stays off the site)
 * a pending review, audit-logged. Only a pending review moves: a second click, or a second admin,
 * gets 409. 404 when there is no such review.
 */
export async function decideReview(db: Db, id: string, decision: ReviewDecision): Promise<Review> {
  if (!isUuid(id)) throw new DomainError("not-found", reviewMessages.notFound);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ review: reviews, packageTitle: tourPackages.title })
      .from(reviews)
      .innerJoin(tourPackages, eq(tourPackages.id, reviews.packageId))
      .where(eq(reviews.id, id))
      .for("update", { of: reviews });
    if (!row) throw new DomainError("not-found", reviewMessages.notFound);
    if (row.review.status !== "pending") throw new DomainError("conflict", reviewMessages.notPending);
    const [updated] = await tx
      .update(reviews)
      .set({ status: decision === "approve" ? "published" : "rejected" })
      .where(eq(reviews.id, id))
      .returning();
    const review = toReviewJson(updated!, row.packageTitle);
    await recordAudit(tx, {
      action: decision === "approve" ? "review.approved" : "review.rejected",
      targetType: "review",
      targetId: id,
      before: { status: row.review.status },
      after: { status: review.status },
    });
    return review;
  });
}

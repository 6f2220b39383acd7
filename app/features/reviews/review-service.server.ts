import { and, desc, eq } from "drizzle-orm";
import { recordAudit } from "~/features/audit/audit-service.server";
import { todayInIndia } from "~/lib/dates";
import type { Db } from "../../../db/client";
import { reviews, tourPackages, type ReviewRow } from "../../../db/schema";
import { DomainError, invalidFields } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import { LIST_LIMIT_DEFAULT, pageOf, type Page, type PageRequest } from "~/lib/keyset-page";
import { afterCursor, keyOf, keysetOrder, type Keyset } from "~/lib/keyset-page.server";
import { reviewMessages, type Review, type ReviewInput } from "./review-schema";
import type { ReviewStatus } from "../../../domain/trip-message-values";

export function toReviewJson(row: ReviewRow, packageTitle: string): Review {
  return {
    _id: row.id,
    id: row.id,
    user_name: row.userName,
    avatar: row.avatar,
    date: row.date,
    rating: row.rating,
    comment: row.comment,
    package_id: row.packageId,
    package_title: packageTitle,
    status: row.status,
    verified: row.bookingId !== null || row.travelMonth !== null,
    travel_month: row.travelMonth,
    createdAt: row.createdAt.toISOString(),
  };
}

function selectReviews(db: Db) {
  return db
    .select({ review: reviews, packageTitle: tourPackages.title })
    .from(reviews)
    .innerJoin(tourPackages, eq(tourPackages.id, reviews.packageId));
}

/** Every review, newest first, with its package's title (admin's Delete Review list). */
export async function listAllReviews(db: Db): Promise<Review[]> {
  const rows = await selectReviews(db).orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(({ review, packageTitle }) => toReviewJson(review, packageTitle));
}

/** The API's admin list (ADR 029): one page of every review (or those of one status), newest first. */
export async function listReviewsPage(
  db: Db,
  query: Partial<PageRequest> & { status?: ReviewStatus } = {},
): Promise<Page<Review>> {
  const keyset: Keyset = { at: reviews.createdAt, id: reviews.id };
  const limit = query.limit ?? LIST_LIMIT_DEFAULT;
  const key = keyOf(keyset);
  const rows = await db
    .select({ review: reviews, packageTitle: tourPackages.title, pageAt: key.at, pageId: key.id })
    .from(reviews)
    .innerJoin(tourPackages, eq(tourPackages.id, reviews.packageId))
    .where(
      and(query.status ? eq(reviews.status, query.status) : undefined, afterCursor(keyset, query.cursor)),
    )
    .orderBy(...keysetOrder(keyset))
    .limit(limit + 1);
  return pageOf(
    rows,
    limit,
    (row) => [row.pageAt, row.pageId],
    ({ review, packageTitle }) => toReviewJson(review, packageTitle),
  );
}

/** One package's reviews, newest first; null when there is no such package. */
export async function listPackageReviews(db: Db, packageId: string): Promise<Review[] | null> {
  if (!isUuid(packageId)) return null;
  const [tour] = await db
    .select({ id: tourPackages.id, title: tourPackages.title })
    .from(tourPackages)
    .where(eq(tourPackages.id, packageId))
    .limit(1);
  return tour ? listReviewsOfTour(db, tour) : null;
}

/**
 * The same for a package the caller has already found (the package page reads it from the
 * catalogue), in one query of the reviews alone; [] for an unknown package. Published reviews only:
 * a traveller's review waits for an admin's approval (ADR 040).
 */
export async function listReviewsOfTour(db: Db, tour: { id: string; title: string }): Promise<Review[]> {
  if (!isUuid(tour.id)) return [];
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.packageId, tour.id), eq(reviews.status, "published")))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((review) => toReviewJson(review, tour.title));
}

/** Adds a review; a DomainError "invalid" when the package does not exist (or was deleted a moment ago). */
export async function createReview(db: Db, input: ReviewInput): Promise<Review> {
  // The package row stays locked until the review is in, so a concurrent delete cannot turn
  // the insert into a foreign-key failure.
  return db.transaction(async (tx) => {
    const [tour] = await tx
      .select({ title: tourPackages.title })
      .from(tourPackages)
      .where(eq(tourPackages.id, input.package_id))
      .limit(1)
      .for("share");
    if (!tour) {
      throw invalidFields({ package_id: reviewMessages.unknownPackage });
    }
    const [row] = await tx
      .insert(reviews)
      .values({
        packageId: input.package_id,
        userName: input.user_name,
        rating: input.rating,
        comment: input.comment,
        avatar: input.avatar,
        date: todayInIndia(),
      })
      .returning();
    if (!row) throw new Error("review insert returned nothing");
    const review = toReviewJson(row, tour.title);
    await recordAudit(tx, {
      action: "review.created",
      targetType: "review",
      targetId: row.id,
      after: review,
    });
    return review;
  });
}

/** Deletes one review; a DomainError "not-found" when there is none with that id. */
export async function deleteReview(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw new DomainError("not-found", reviewMessages.notFound);
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(reviews).where(eq(reviews.id, id)).returning();
    if (!deleted) throw new DomainError("not-found", reviewMessages.notFound);
    await recordAudit(tx, { action: "review.deleted", targetType: "review", targetId: id, before: deleted });
  });
}

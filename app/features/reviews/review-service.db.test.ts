import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createReviewRow } from "../../../tests/factories/review-factory";
import { createTourRow } from "../../../tests/factories/tour-factory";
import { useTestDatabase } from "../../../tests/setup/use-test-database";
import { listPackageReviews, listReviewsOfTour } from "./review-service.server";

const database = useTestDatabase();

describe("a package's reviews in one query (the package page's read)", () => {
  it("gives what the checked read gives, newest first, with the package's title", async () => {
    const db = database.db;
    const tour = await createTourRow(db);
    const older = await createReviewRow(db, { packageId: tour.id });
    const newer = await createReviewRow(db, { packageId: tour.id, rating: 4 });
    await createReviewRow(db);

    const reviews = await listReviewsOfTour(db, tour);
    expect(reviews).toEqual(await listPackageReviews(db, tour.id));
    expect(reviews.map((review) => [review.id, review.package_title])).toEqual([
      [newer.id, tour.title],
      [older.id, tour.title],
    ]);
  });

  it("is empty for a package without reviews, an unknown id or a malformed one", async () => {
    const tour = await createTourRow(database.db);
    expect(await listReviewsOfTour(database.db, tour)).toEqual([]);
    expect(await listReviewsOfTour(database.db, { id: randomUUID(), title: "Gone" })).toEqual([]);
    expect(await listReviewsOfTour(database.db, { id: "not-a-package", title: "Odd" })).toEqual([]);
  });
});

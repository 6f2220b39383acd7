import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews } from "../../db/schema";
import { createReviewRow } from "../factories/review-factory";
import { createTourRow } from "../factories/tour-factory";
import { adminHeaders } from "../setup/admin";
import { startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminHeaders(server.database.db);
});
afterAll(async () => {
  await server?.close();
});

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

const indiaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

function postReview(body: unknown, headers: Record<string, string> = admin) {
  return server.fetch("/api/reviews", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

async function reviewsOf(packageId: string) {
  return server.database.db.select().from(reviews).where(eq(reviews.packageId, packageId));
}

describe("GET /api/reviews?package_id=", () => {
  it("lists that package's reviews, newest first, to anyone", async () => {
    const db = server.database.db;
    const tour = await createTourRow(db);
    const older = await createReviewRow(db, { packageId: tour.id, rating: 4 });
    const newer = await createReviewRow(db, { packageId: tour.id, comment: "<b>Loved</b> it" });
    await createReviewRow(db);

    const response = await server.fetch(`/api/reviews?package_id=${tour.id}`);
    expect(response.status).toBe(200);
    const list = await response.json();
    expect(list.map((r: { _id: string }) => r._id)).toEqual([newer.id, older.id]);
    expect(list[0]).toMatchObject({
      id: newer.id,
      user_name: newer.userName,
      rating: 5,
      comment: "<b>Loved</b> it",
      package_id: tour.id,
      package_title: tour.title,
      avatar: "",
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it("answers [] for a package without reviews and 404 for an unknown or malformed one", async () => {
    const tour = await createTourRow(server.database.db);
    const empty = await server.fetch(`/api/reviews?package_id=${tour.id}`);
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual([]);
    for (const id of [UNKNOWN_ID, "nope", "1' OR '1'='1", ""]) {
      const response = await server.fetch(`/api/reviews?package_id=${encodeURIComponent(id)}`);
      expect(response.status, id).toBe(404);
      expect((await response.json()).success).toBe(false);
    }
  });
});

describe("GET /api/reviews (admin)", () => {
  it("answers 401 anonymously and every review with its package title to an admin", async () => {
    expect((await server.fetch("/api/reviews")).status).toBe(401);
    const review = await createReviewRow(server.database.db);
    const response = await server.fetch("/api/reviews", { headers: admin });
    expect(response.status).toBe(200);
    const list = await response.json();
    const found = list.find((r: { id: string }) => r.id === review.id);
    expect(found).toMatchObject({
      package_id: review.packageId,
      package_title: expect.stringContaining("Test"),
    });
    expect(list.length).toBe((await server.database.db.select().from(reviews)).length);
  });
});

describe("POST /api/reviews", () => {
  it("answers 401 to a visitor and stores nothing", async () => {
    const tour = await createTourRow(server.database.db);
    const response = await postReview(
      { user_name: "A", rating: 5, comment: "Great", package_id: tour.id },
      {},
    );
    expect(response.status).toBe(401);
    expect(await reviewsOf(tour.id)).toHaveLength(0);
  });

  it("adds a review from the old client's payload (package twice, rating as text)", async () => {
    const tour = await createTourRow(server.database.db);
    const dayBefore = indiaToday();
    const comment = "'; DROP TABLE reviews; -- <img src=x onerror=alert(1)>";
    const response = await postReview({
      user_name: "  Priya  ",
      rating: "4",
      comment,
      package_id: tour.id,
      packageId: tour.id,
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      success: true,
      review: { user_name: "Priya", rating: 4, comment, package_id: tour.id, package_title: tour.title },
    });
    // the calendar date in India (either side of the call, should it straddle midnight IST)
    expect([dayBefore, indiaToday()]).toContain(body.review.date);
    const stored = await reviewsOf(tour.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.comment).toBe(comment);

    const onlyCamel = await postReview({ user_name: "B", rating: 3, comment: "Fine", packageId: tour.id });
    expect(onlyCamel.status).toBe(201);
    expect(await reviewsOf(tour.id)).toHaveLength(2);
  });

  it("answers 400 for a rating outside whole 1-5 stars", async () => {
    const tour = await createTourRow(server.database.db);
    for (const rating of [0, 6, 4.5, -1, "abc", "", null, true]) {
      const response = await postReview({ user_name: "A", rating, comment: "Ok", package_id: tour.id });
      expect(response.status, String(rating)).toBe(400);
      expect(Object.keys((await response.json()).errors)).toEqual(["rating"]);
    }
    expect(await reviewsOf(tour.id)).toHaveLength(0);
  });

  it("answers 400 per field for missing fields and unknown or malformed packages", async () => {
    const missing = await postReview({});
    expect(missing.status).toBe(400);
    expect(Object.keys((await missing.json()).errors).sort()).toEqual([
      "comment",
      "package_id",
      "rating",
      "user_name",
    ]);
    for (const package_id of [UNKNOWN_ID, "not-a-uuid"]) {
      const response = await postReview({ user_name: "A", rating: 5, comment: "Ok", package_id });
      expect(response.status, package_id).toBe(400);
      expect((await response.json()).errors).toEqual({ package_id: "Unknown tour package" });
    }
    const tour = await createTourRow(server.database.db);
    const other = await createTourRow(server.database.db);
    const conflicting = await postReview({
      user_name: "A",
      rating: 5,
      comment: "Ok",
      package_id: tour.id,
      packageId: other.id,
    });
    expect(conflicting.status).toBe(400);
    expect(Object.keys((await conflicting.json()).errors)).toEqual(["packageId"]);
  });
});

describe("DELETE /api/reviews/{id}", () => {
  it("answers 401 to a visitor, deletes for an admin, then 404", async () => {
    const review = await createReviewRow(server.database.db);
    expect((await server.fetch(`/api/reviews/${review.id}`, { method: "DELETE" })).status).toBe(401);

    const response = await server.fetch(`/api/reviews/${review.id}`, { method: "DELETE", headers: admin });
    expect(response.status).toBe(200);
    expect((await response.json()).success).toBe(true);
    const list = await (await server.fetch(`/api/reviews?package_id=${review.packageId}`)).json();
    expect(list).toEqual([]);

    const again = await server.fetch(`/api/reviews/${review.id}`, { method: "DELETE", headers: admin });
    expect(again.status).toBe(404);
    const malformed = await server.fetch("/api/reviews/nope", { method: "DELETE", headers: admin });
    expect(malformed.status).toBe(404);
  });
});

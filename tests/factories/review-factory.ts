import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { reviews } from "../../db/schema";
import { createTourRow } from "./tour-factory";

type NewReviewRow = typeof reviews.$inferInsert;

let sequence = 0;

/** Inserts a review (on a new tour package unless `packageId` is given); any field can be overridden. */
export async function createReviewRow(db: Db, overrides: Partial<NewReviewRow> = {}) {
  sequence += 1;
  const packageId = overrides.packageId ?? (await createTourRow(db)).id;
  const [row] = await db
    .insert(reviews)
    .values({
      userName: `Reviewer ${sequence} ${randomUUID().slice(0, 6)}`,
      rating: 5,
      comment: "Wonderful trip, every night under a sky full of stars.",
      // strictly increasing, so "newest first" is well defined inside a test
      createdAt: new Date(Date.UTC(2026, 0, 1) + sequence * 1000),
      ...overrides,
      packageId,
    })
    .returning();
  if (!row) throw new Error("review insert returned nothing");
  return row;
}

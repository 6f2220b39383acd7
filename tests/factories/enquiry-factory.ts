import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { enquiries } from "../../db/schema";

type NewEnquiryRow = typeof enquiries.$inferInsert;

let sequence = 0;

/** Inserts a contact-form enquiry with unique values; any field can be overridden. */
export async function createEnquiryRow(db: Db, overrides: Partial<NewEnquiryRow> = {}) {
  sequence += 1;
  const unique = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(enquiries)
    .values({
      source: "website",
      name: `Test Visitor ${sequence}`,
      email: `visitor-${unique}@example.com`,
      phone: "9876543210",
      subject: "Package Inquiry",
      message: `Please send details of your Ladakh trips (${unique}).`,
      destination: "",
      // strictly increasing, so "newest first" is well defined inside a test
      createdAt: new Date(Date.UTC(2026, 0, 1) + sequence * 1000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("enquiry insert returned nothing");
  return row;
}

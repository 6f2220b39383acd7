import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../../../db/client";
import { paymentClaims } from "../../../../../db/schema/index";
import type { VisitorClaim } from "~/features/bookings/lookup/booking-lookup-schema";

/**
 * What others show of the payment claims (issue 38: a claim never seems to vanish): the traveller's
 * booking page and lookup, and the count waiting for the staff. Apart from claim-service, which
 * finds bookings through the lookup, so the lookup can read claims without a cycle.
 */

/** A booking's claims as its traveller sees them, newest first (the booking page, the lookup API). */
export async function visitorClaimsOf(db: Db, bookingId: string): Promise<VisitorClaim[]> {
  const rows = await db
    .select()
    .from(paymentClaims)
    .where(eq(paymentClaims.bookingId, bookingId))
    .orderBy(desc(paymentClaims.createdAt));
  return rows.map((row) => ({
    amount: row.amount,
    utr: row.utr,
    status: row.status,
    submitted_at: row.createdAt.toISOString(),
    reason: row.status === "rejected" ? row.reason : "",
  }));
}

/** How many claims wait for a decision: the Overview and the admin's sidebar show it. */
export async function pendingClaimCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentClaims)
    .where(eq(paymentClaims.status, "pending"));
  return Number(row?.count ?? 0);
}

import { and, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { bookings, type BookingRow } from "../../../../db/schema/index";
import { todayInIndia } from "~/lib/dates";
import { pageOf, type Page, type PageRequest } from "~/lib/keyset-page";
import { keyOf, keysetPageQuery, type Keyset } from "~/lib/keyset-page.server";
import {
  ADVANCE_PERCENT,
  FIRST_HALF_DAYS_BEFORE,
  FIRST_HALF_PERCENT,
  FULL_PAYMENT_DAYS_BEFORE,
} from "./payment-policy";
import type { OverdueBalance } from "./payment-schema";
import { accountOf, toBookingSummary } from "./payment-service.server";

/** Kept on the booking by recordPayment (migration 0010), so no payment is summed here. */
const paid = sql`${bookings.amountPaid}`;
const bookedOn = sql`(${bookings.bookingDate} AT TIME ZONE 'Asia/Kolkata')::date`;
const daysAhead = sql`(${bookings.travelDate} - ${bookedOn})`;
const part = (percent: number) => sql`round(${bookings.totalAmount} * ${sql.raw(String(percent))} / 100.0)`;
const daysBefore = (days: number) => sql`(${bookings.travelDate} - ${sql.raw(String(days))})`;

/**
 * The day the first instalment not yet paid fell due: `paymentSchedule` and `nextDueOf` of
 * payment-policy.ts in SQL, from the same constants (the account itself is still computed by the
 * policy module for each row of the page). Migration 0010's `bookings_overdue_idx` indexes exactly
 * this expression (as the keyset's instant below) for the bookings with a balance: a test reads
 * the plan, since a change here that the index does not follow would scan every booking again.
 */
const dueOn = sql`CASE
  WHEN ${daysAhead} <= ${sql.raw(String(FULL_PAYMENT_DAYS_BEFORE))} THEN ${bookedOn}
  WHEN ${daysAhead} <= ${sql.raw(String(FIRST_HALF_DAYS_BEFORE))} THEN
    CASE WHEN ${paid} < ${part(FIRST_HALF_PERCENT)} THEN ${bookedOn} ELSE ${daysBefore(FULL_PAYMENT_DAYS_BEFORE)} END
  ELSE CASE WHEN ${paid} < ${part(ADVANCE_PERCENT)} THEN ${bookedOn}
    WHEN ${paid} < ${part(FIRST_HALF_PERCENT)} THEN ${daysBefore(FIRST_HALF_DAYS_BEFORE)}
    ELSE ${daysBefore(FULL_PAYMENT_DAYS_BEFORE)} END
END`;

/** Longest overdue first: the day the unpaid instalment fell due, earliest first. */
const overdueKeyset: Keyset = {
  at: sql`((${dueOn})::timestamp AT TIME ZONE 'UTC')`,
  id: bookings.id,
  ascending: true,
};

/**
 * One page of the bookings (not cancelled) with part of their balance past its due date, longest
 * overdue first: `GET /api/payments/overdue` and the Payments screen.
 */
export async function listOverdueBalances(
  db: Db,
  query: PageRequest,
  today = todayInIndia(),
): Promise<Page<OverdueBalance>> {
  const rows = await overduePageQuery(db, query, today);
  return pageOf(
    rows,
    query.limit,
    (row) => [row.at, row.id],
    (row) => overdueOf(row.booking, row.booking.amountPaid, today),
  );
}

/** The SQL of a page (the test that reads its plan builds it here too). */
export function overduePageQuery(db: Db, query: PageRequest, today: string) {
  const select = db
    .select({ booking: getTableColumns(bookings), ...keyOf(overdueKeyset) })
    .from(bookings)
    .$dynamic();
  const overdue = and(
    // written as the index's predicate (constants, not parameters), so the planner proves it
    sql`${bookings.status} <> 'cancelled'`,
    sql`${bookings.totalAmount} > ${paid}`,
    sql`${overdueKeyset.at} < (${today}::date::timestamp AT TIME ZONE 'UTC')`,
  );
  return keysetPageQuery(select, overdueKeyset, overdue, query);
}

function overdueOf(booking: BookingRow, paidSoFar: number, today: string): OverdueBalance {
  const account = accountOf(booking, paidSoFar, today);
  return {
    booking: toBookingSummary(booking),
    paid: account.paid,
    balance: account.balance,
    overdue_amount: account.overdue_amount,
    due_date: account.next_due?.due_date ?? today,
    days_overdue: account.next_due?.days_overdue ?? 0,
  };
}

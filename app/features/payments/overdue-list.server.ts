import { and, getTableColumns, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { bookings, type BookingRow } from "../../../db/schema";
import { todayInIndia } from "~/lib/dates";
import { pageOf, type Page, type PageRequest } from "~/lib/keyset-page";
import { afterCursor, keyOf, keysetOrder, type Keyset } from "~/lib/keyset-page.server";
import {
  ADVANCE_PERCENT,
  FIRST_HALF_DAYS_BEFORE,
  FIRST_HALF_PERCENT,
  FULL_PAYMENT_DAYS_BEFORE,
} from "./payment-policy";
import type { OverdueBalance } from "./payment-schema";
import { accountOf, toBookingSummary } from "./payment-service.server";

// written out: drizzle leaves columns unqualified in a query of one table, and an unqualified
// `id` inside this subquery would be the payment's
const paid = sql<number>`(SELECT coalesce(sum(CASE WHEN p.kind = 'payment' THEN p.amount ELSE -p.amount END), 0)
  FROM payments p WHERE p.booking_id = "bookings"."id")::int`;
const bookedOn = sql`(${bookings.bookingDate} AT TIME ZONE 'Asia/Kolkata')::date`;
const daysAhead = sql`(${bookings.travelDate} - ${bookedOn})`;
const part = (percent: number) => sql`round(${bookings.totalAmount} * ${sql.raw(String(percent))} / 100.0)`;
const daysBefore = (days: number) => sql`(${bookings.travelDate} - ${sql.raw(String(days))})`;

/**
 * The day the first instalment not yet paid fell due: `paymentSchedule` and `nextDueOf` of
 * payment-policy.ts in SQL, from the same constants (the account itself is still computed by the
 * policy module for each row of the page).
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
  const key = keyOf(overdueKeyset);
  const rows = await db
    .select({ booking: getTableColumns(bookings), paid, at: key.at, id: key.id })
    .from(bookings)
    .where(
      and(
        ne(bookings.status, "cancelled"),
        sql`${bookings.totalAmount} > ${paid}`,
        sql`${dueOn} < ${today}::date`,
        afterCursor(overdueKeyset, query.cursor),
      ),
    )
    .orderBy(...keysetOrder(overdueKeyset))
    .limit(query.limit + 1);
  return pageOf(
    rows,
    query.limit,
    (row) => [row.at, row.id],
    (row) => overdueOf(row.booking, Number(row.paid), today),
  );
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

import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { enquirySources, type EnquirySource } from "~/features/enquiries/enquiry-schema";

/** Weeks in the overview's chart, the current one included. */
const OVERVIEW_WEEKS = 12;

type WeekFigures = { weekStart: string; weekEnd: string; bookings: number; leads: number };

export type Overview = {
  /** Asia/Kolkata calendar dates the figures are counted from (for the links to the lists) */
  today: string;
  weekStart: string;
  monthStart: string;
  chartStart: string;
  leadsToday: number;
  leadsThisWeek: number;
  pendingBookings: number;
  bookingsThisMonth: number;
  /** whole rupees, bookings made this month that are not cancelled */
  bookedValueThisMonth: number;
  ordersToShip: number;
  /** travellers' "I have paid" waiting for someone to check the bank statement */
  claimsToCheck: number;
  weeks: WeekFigures[];
  /** leads per source since `chartStart`, every source listed */
  leadsBySource: { source: EnquirySource; leads: number }[];
};

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as Rows<T>).rows;

/**
 * The Overview's three statements: the figures, the weekly chart and the leads by source. Each
 * count reads an index over a range or a status (bookings_date_idx, bookings_status_idx,
 * enquiries_created_idx, gear_orders_status_idx, payment_claims_status_idx), never a whole table: the query-plan test
 * (tests/api/list-query-plans.db.test.ts) EXPLAINs them.
 */
export function overviewQueries(now: Date): { figures: SQL; weeks: SQL; bySource: SQL } {
  // the local (Asia/Kolkata) wall-clock starts of today, this week and this month
  const local = sql`(${now.toISOString()}::timestamptz AT TIME ZONE 'Asia/Kolkata')`;
  const bounds = sql`SELECT date_trunc('day', ${local}) AS day_local,
      date_trunc('week', ${local}) AS week_local,
      date_trunc('month', ${local}) AS month_local,
      date_trunc('week', ${local}) - ${sql.raw(`interval '${OVERVIEW_WEEKS - 1} weeks'`)} AS chart_local`;
  const instant = (column: string) => sql.raw(`(${column} AT TIME ZONE 'Asia/Kolkata')`);

  return {
    figures: sql`WITH b AS (${bounds})
      SELECT to_char(day_local, 'YYYY-MM-DD') AS today,
        to_char(week_local, 'YYYY-MM-DD') AS week_start,
        to_char(month_local, 'YYYY-MM-DD') AS month_start,
        to_char(chart_local, 'YYYY-MM-DD') AS chart_start,
        (SELECT count(*)::int FROM enquiries WHERE created_at >= ${instant("day_local")}) AS leads_today,
        (SELECT count(*)::int FROM enquiries WHERE created_at >= ${instant("week_local")}) AS leads_week,
        (SELECT count(*)::int FROM bookings WHERE status = 'pending') AS pending,
        (SELECT count(*)::int FROM bookings WHERE booking_date >= ${instant("month_local")}) AS bookings_month,
        (SELECT coalesce(sum(total_amount), 0)::float8 FROM bookings
          WHERE booking_date >= ${instant("month_local")} AND status <> 'cancelled') AS value_month,
        (SELECT count(*)::int FROM gear_orders WHERE status = 'received') AS to_ship,
        (SELECT count(*)::int FROM payment_claims WHERE status = 'pending') AS claims
      FROM b`,
    weeks: sql`WITH b AS (${bounds}),
      w AS (SELECT generate_series(chart_local, week_local, interval '1 week') AS week_local FROM b)
      SELECT to_char(week_local, 'YYYY-MM-DD') AS week_start,
        to_char(week_local + interval '6 days', 'YYYY-MM-DD') AS week_end,
        (SELECT count(*)::int FROM bookings
          WHERE booking_date >= ${instant("w.week_local")}
            AND booking_date < ((w.week_local + interval '1 week') AT TIME ZONE 'Asia/Kolkata')) AS bookings,
        (SELECT count(*)::int FROM enquiries
          WHERE created_at >= ${instant("w.week_local")}
            AND created_at < ((w.week_local + interval '1 week') AT TIME ZONE 'Asia/Kolkata')) AS leads
      FROM w ORDER BY w.week_local`,
    bySource: sql`WITH b AS (${bounds})
      SELECT source, count(*)::int AS leads FROM enquiries, b
      WHERE created_at >= ${instant("chart_local")} GROUP BY source`,
  };
}

/**
 * What the staff look at first each morning, counted in SQL. Days, weeks (Monday first) and months
 * are Asia/Kolkata's: a lead at 1 am in Delhi belongs to that Delhi day, whatever the server's zone.
 */
export async function loadOverview(db: Db, now = new Date()): Promise<Overview> {
  const queries = overviewQueries(now);
  const [figures] = await rowsOf<{
    today: string;
    week_start: string;
    month_start: string;
    chart_start: string;
    leads_today: number;
    leads_week: number;
    pending: number;
    bookings_month: number;
    value_month: number;
    to_ship: number;
    claims: number;
  }>(db.execute(queries.figures));
  if (!figures) throw new Error("overview query returned nothing");
  const weeks = await rowsOf<{ week_start: string; week_end: string; bookings: number; leads: number }>(
    db.execute(queries.weeks),
  );
  const bySource = await rowsOf<{ source: EnquirySource; leads: number }>(db.execute(queries.bySource));
  const leadsOf = new Map(bySource.map((row) => [row.source, Number(row.leads)]));

  return {
    today: figures.today,
    weekStart: figures.week_start,
    monthStart: figures.month_start,
    chartStart: figures.chart_start,
    leadsToday: Number(figures.leads_today),
    leadsThisWeek: Number(figures.leads_week),
    pendingBookings: Number(figures.pending),
    bookingsThisMonth: Number(figures.bookings_month),
    bookedValueThisMonth: Number(figures.value_month),
    ordersToShip: Number(figures.to_ship),
    claimsToCheck: Number(figures.claims),
    weeks: weeks.map((row) => ({
      weekStart: row.week_start,
      weekEnd: row.week_end,
      bookings: Number(row.bookings),
      leads: Number(row.leads),
    })),
    leadsBySource: enquirySources
      .map((source) => ({ source, leads: leadsOf.get(source) ?? 0 }))
      .sort((a, b) => b.leads - a.leads),
  };
}

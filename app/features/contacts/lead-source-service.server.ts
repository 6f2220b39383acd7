import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { addDays, todayInIndia } from "~/lib/dates";
import { indiaDayStart } from "~/lib/list-query";
import type { LeadSourceQuery, LeadSourceReport, LeadSourceRow } from "./contact-schema";

/**
 * Where leads come from (issue 28): leads, bookings and booked value per utm source, medium and
 * campaign, between two days (Asia/Kolkata; this month so far unless asked). Leads are read by
 * enquiries_created_idx and bookings by bookings_date_idx over the range, never whole tables.
 */
export async function leadSourceReport(
  db: Db,
  query: LeadSourceQuery,
  now = new Date(),
): Promise<LeadSourceReport> {
  const today = todayInIndia(now);
  const from = query.from ?? `${today.slice(0, 7)}-01`;
  const to = query.to ?? today;
  const start = indiaDayStart(from).toISOString();
  const end = indiaDayStart(addDays(to, 1)).toISOString();
  const result = (await db.execute(sql`
    WITH l AS (
      SELECT utm_source, utm_medium, utm_campaign, count(*)::int AS leads FROM enquiries
      WHERE created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz
      GROUP BY 1, 2, 3
    ), b AS (
      SELECT utm_source, utm_medium, utm_campaign, count(*)::int AS bookings,
        coalesce(sum(total_amount), 0)::float8 AS booked_value FROM bookings
      WHERE booking_date >= ${start}::timestamptz AND booking_date < ${end}::timestamptz AND status <> 'cancelled'
      GROUP BY 1, 2, 3
    )
    SELECT coalesce(l.utm_source, b.utm_source) AS utm_source,
      coalesce(l.utm_medium, b.utm_medium) AS utm_medium,
      coalesce(l.utm_campaign, b.utm_campaign) AS utm_campaign,
      coalesce(l.leads, 0)::int AS leads, coalesce(b.bookings, 0)::int AS bookings,
      coalesce(b.booked_value, 0)::float8 AS booked_value
    FROM l FULL OUTER JOIN b
      ON l.utm_source = b.utm_source AND l.utm_medium = b.utm_medium AND l.utm_campaign = b.utm_campaign
    ORDER BY booked_value DESC, leads DESC, utm_source, utm_medium, utm_campaign
    LIMIT 500`)) as { rows: LeadSourceRow[] };
  return {
    from,
    to,
    rows: result.rows.map((row) => ({
      utm_source: row.utm_source,
      utm_medium: row.utm_medium,
      utm_campaign: row.utm_campaign,
      leads: Number(row.leads),
      bookings: Number(row.bookings),
      booked_value: Number(row.booked_value),
    })),
  };
}

import type { Db } from "../../../../db/client";
import { addDays, todayInIndia } from "~/lib/dates";
import { costSheetsBetween } from "../costs/cost-sheet-service.server";
import type { DepartureReport } from "./departure-report-schema";

/** Days the report reaches back and ahead when no range is asked. */
const DEFAULT_BACK = 90;
const DEFAULT_AHEAD = 180;

/** Rupees with paise added as paise, so a column of totals is exact. */
const sumRupees = (values: number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;

/**
 * Profit per departure (issue 41): one row per departure in the range, by date, from the same
 * cost sheets as the departure's own screen. The API, the screen and the CSV read this.
 */
export async function departureReport(
  db: Db,
  gstRatePercent: number,
  query: { from?: string | undefined; to?: string | undefined },
  today = todayInIndia(),
): Promise<DepartureReport> {
  const from = query.from ?? addDays(today, -DEFAULT_BACK);
  const to = query.to ?? addDays(today, DEFAULT_AHEAD);
  const sheets = await costSheetsBetween(db, gstRatePercent, { from, to });
  const rows = sheets.map((sheet) => ({
    departure_id: sheet.departure_id,
    date: sheet.departure_date,
    package_id: sheet.package_id,
    package_title: sheet.package_title,
    seats: sheet.seats,
    travellers: sheet.travellers,
    revenue_net: sheet.revenue_net,
    planned_costs: sheet.costs_total,
    billed_costs: sheet.costs_billed,
    margin: sheet.margin,
    margin_percent: sheet.margin_percent,
    state: sheet.state,
  }));
  return {
    from,
    to,
    gst_rate_percent: gstRatePercent,
    rows,
    totals: {
      travellers: rows.reduce((sum, row) => sum + row.travellers, 0),
      revenue_net: sumRupees(rows.map((row) => row.revenue_net)),
      planned_costs: sumRupees(rows.map((row) => row.planned_costs)),
      billed_costs: sumRupees(rows.map((row) => row.billed_costs)),
      margin: sumRupees(rows.map((row) => row.margin)),
    },
  };
}

import { z } from "zod";
import { isCalendarDate } from "~/lib/dates";
import { blankAsMissing } from "~/lib/list-query";

const reportMessages = {
  from: "Enter the first day (YYYY-MM-DD)",
  to: "Enter the last day (YYYY-MM-DD), on or after the first",
  range: "Report at most two years at a time",
} as const;

const day = (message: string) =>
  blankAsMissing(z.string({ error: message }).trim().refine(isCalendarDate, message).optional());

/** `GET /api/reports/departures?from=&to=`: departures on those days (both included); default the last 90 and next 180. */
export const departureReportQuerySchema = z
  .object({ from: day(reportMessages.from), to: day(reportMessages.to) })
  .superRefine((range, ctx) => {
    if (range.from && range.to && range.to < range.from) {
      ctx.addIssue({ code: "custom", path: ["to"], message: reportMessages.to });
    } else if (range.from && range.to && Date.parse(range.to) - Date.parse(range.from) > 731 * 86_400_000) {
      ctx.addIssue({ code: "custom", path: ["to"], message: reportMessages.range });
    }
  });

const departureReportRowSchema = z.object({
  departure_id: z.uuid(),
  date: z.string(),
  package_id: z.uuid(),
  package_title: z.string(),
  seats: z.number().int(),
  travellers: z.number().int(),
  revenue_net: z.number().describe("rupees, net of GST and TCS"),
  planned_costs: z.number().describe("rupees: the cost sheet for the travellers booked"),
  billed_costs: z.number().describe("rupees: supplier bills linked to the departure"),
  margin: z.number().describe("rupees: revenue_net less planned_costs"),
  margin_percent: z.number().nullable(),
  state: z.enum(["below_break_even", "at_or_above"]),
});
export type DepartureReportRow = z.output<typeof departureReportRowSchema>;

export const departureReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  gst_rate_percent: z.number(),
  rows: z.array(departureReportRowSchema),
  totals: z.object({
    travellers: z.number().int(),
    revenue_net: z.number(),
    planned_costs: z.number(),
    billed_costs: z.number(),
    margin: z.number(),
  }),
});
export type DepartureReport = z.output<typeof departureReportSchema>;

export const DEPARTURE_REPORT_CSV_COLUMNS = [
  "Date",
  "Package",
  "Seats",
  "Travellers",
  "Revenue net (₹)",
  "Planned costs (₹)",
  "Billed costs (₹)",
  "Margin (₹)",
  "Margin %",
];

export const departureReportCsvRow = (row: DepartureReportRow) => [
  row.date,
  row.package_title,
  row.seats,
  row.travellers,
  row.revenue_net.toFixed(2),
  row.planned_costs.toFixed(2),
  row.billed_costs.toFixed(2),
  row.margin.toFixed(2),
  row.margin_percent ?? "",
];

import type { ReactNode } from "react";
import { Link } from "react-router";
import { ColumnChart, LabelledBars } from "~/components/ui/bar-chart";
import { enquirySourceLabels } from "~/features/enquiries/enquiry-admin-query";
import { formatRupees } from "~/lib/money";
import type { Overview } from "./overview-service.server";

/** "4 May" for a YYYY-MM-DD week start. */
function shortDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

function Figure({ label, value, note, to }: { label: string; value: ReactNode; note: string; to: string }) {
  return (
    <li>
      <Link
        to={to}
        className="block h-full rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600"
      >
        <span className="block text-sm font-medium text-slate-600">{label}</span>
        <span className="mt-1 block text-2xl font-bold tabular-nums text-slate-900" data-figure>
          {value}
        </span>
        <span className="mt-1 block text-xs text-slate-600">{note}</span>
      </Link>
    </li>
  );
}

/** The seven morning figures, each a link to the list that makes it up. */
export function OverviewFigures({ overview }: { overview: Overview }) {
  return (
    <ul aria-label="Today's figures" className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      <Figure
        label="New leads today"
        value={overview.leadsToday}
        note="Since midnight, India time"
        to={`/admin/enquiries?from=${overview.today}`}
      />
      <Figure
        label="New leads this week"
        value={overview.leadsThisWeek}
        note={`Since Monday ${shortDate(overview.weekStart)}`}
        to={`/admin/enquiries?from=${overview.weekStart}`}
      />
      <Figure
        label="Pending bookings"
        value={overview.pendingBookings}
        note="Waiting to be confirmed"
        to="/admin/bookings?status=pending"
      />
      <Figure
        label="Bookings this month"
        value={overview.bookingsThisMonth}
        note={`Made since ${shortDate(overview.monthStart)}`}
        to={`/admin/bookings?from=${overview.monthStart}`}
      />
      <Figure
        label="Booked value this month"
        value={formatRupees(overview.bookedValueThisMonth)}
        note="Pending and confirmed"
        to={`/admin/bookings?from=${overview.monthStart}`}
      />
      <Figure
        label="Shop orders to ship"
        value={overview.ordersToShip}
        note="Received, not yet shipped"
        to="/admin/shop-orders?status=received"
      />
      <Figure
        label="Payment claims to check"
        value={overview.claimsToCheck}
        note="Travellers who say they paid"
        to="/admin/payments"
      />
    </ul>
  );
}

const weeklySeries = [
  { name: "Bookings", className: "bg-brand-700" },
  { name: "Leads", className: "bg-accent-500" },
];

/** Bookings and leads per week, drawn, and the same numbers as a table (what screen readers read). */
export function WeeklyActivity({ overview }: { overview: Overview }) {
  const range = (week: Overview["weeks"][number]) => `from=${week.weekStart}&to=${week.weekEnd}`;
  return (
    <section
      aria-labelledby="weekly-heading"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="weekly-heading" className="text-lg font-semibold text-slate-900">
        Bookings and leads per week
      </h2>
      <p className="text-sm text-slate-600">Last 12 weeks, Monday to Sunday, India time</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <ColumnChart
          series={weeklySeries}
          groups={overview.weeks.map((week) => ({
            label: shortDate(week.weekStart),
            values: [week.bookings, week.leads],
          }))}
        />
        <table className="w-full text-sm">
          <caption className="sr-only">Bookings and leads per week</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 font-medium">
                Week of
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Bookings
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Leads
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {overview.weeks.map((week) => (
              <tr key={week.weekStart} className="border-t border-slate-100">
                <th scope="row" className="py-1 text-left font-normal text-slate-700">
                  {shortDate(week.weekStart)}
                </th>
                <td className="py-1 text-right">
                  <Link
                    className="text-brand-800 underline-offset-2 hover:underline"
                    to={`/admin/bookings?${range(week)}`}
                  >
                    {week.bookings}
                  </Link>
                </td>
                <td className="py-1 text-right">
                  <Link
                    className="text-brand-800 underline-offset-2 hover:underline"
                    to={`/admin/enquiries?${range(week)}`}
                  >
                    {week.leads}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Leads by where they came from, each label a link to that source's leads. */
export function LeadsBySource({ overview }: { overview: Overview }) {
  return (
    <section
      aria-labelledby="sources-heading"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="sources-heading" className="text-lg font-semibold text-slate-900">
        Leads by source
      </h2>
      <p className="text-sm text-slate-600">Since {shortDate(overview.chartStart)} (last 12 weeks)</p>
      <div className="mt-4">
        <LabelledBars
          label="Leads by source"
          rows={overview.leadsBySource.map(({ source, leads }) => ({
            key: source,
            value: leads,
            label: (
              <Link
                className="text-brand-800 underline-offset-2 hover:underline"
                to={`/admin/enquiries?source=${encodeURIComponent(source)}&from=${overview.chartStart}`}
              >
                {enquirySourceLabels[source]}
              </Link>
            ),
          }))}
        />
      </div>
    </section>
  );
}

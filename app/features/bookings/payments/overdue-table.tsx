import { Link } from "react-router";
import { TableHead } from "~/components/ui/table-head";
import { formatTravelDate } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import { telLink } from "~/lib/whatsapp";
import type { OverdueBalance } from "./payment-schema";
import { formatPhone } from "~/lib/phone";

const td = "px-2 py-3 text-sm sm:px-3";

/** Bookings with part of their balance past its due date, longest overdue first. */
export function OverdueTable({ rows }: { rows: OverdueBalance[] }) {
  return (
    <div className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full">
        <caption className="sr-only">Overdue balances, longest overdue first</caption>
        <TableHead
          dense
          columns={[
            { label: "Booking" },
            { label: "Traveller", from: "md" },
            { label: "Travel date", from: "lg" },
            { label: "Overdue", align: "right" },
            { label: "Due since", from: "sm" },
            { label: "Paid / total", from: "lg", align: "right" },
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.booking.id} className="border-t border-slate-200 align-top">
              <td className={td}>
                <Link
                  to={`/admin/bookings/${row.booking.id}`}
                  className="font-semibold text-brand-800 underline"
                >
                  {row.booking.reference}
                </Link>
                <span className="block text-xs text-slate-600">{row.booking.package_title}</span>
                <span className="mt-1 block text-xs text-slate-700 md:hidden">
                  {row.booking.customer_name}
                </span>
              </td>
              <td className={`${td} hidden md:table-cell`}>
                <span className="block text-slate-900">{row.booking.customer_name}</span>
                <a
                  href={telLink(row.booking.customer_phone)}
                  className="whitespace-nowrap text-xs text-brand-800 underline"
                >
                  {formatPhone(row.booking.customer_phone)}
                </a>
              </td>
              <td className={`${td} hidden whitespace-nowrap lg:table-cell`}>
                {formatTravelDate(row.booking.travel_date)}
              </td>
              <td className={`${td} whitespace-nowrap text-right font-semibold tabular-nums text-red-800`}>
                {formatRupees(row.overdue_amount)}
                <span className="block text-xs font-normal text-slate-600 sm:hidden">
                  {row.days_overdue} {row.days_overdue === 1 ? "day" : "days"}
                </span>
              </td>
              <td className={`${td} hidden whitespace-nowrap sm:table-cell`}>
                {formatTravelDate(row.due_date)}
                <span className="block text-xs text-slate-600">
                  {row.days_overdue} {row.days_overdue === 1 ? "day" : "days"} overdue
                </span>
              </td>
              <td className={`${td} hidden whitespace-nowrap text-right tabular-nums lg:table-cell`}>
                {formatRupees(row.paid)} / {formatRupees(row.booking.total_amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

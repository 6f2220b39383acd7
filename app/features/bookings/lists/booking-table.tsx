import { Link } from "react-router";
import { formatLineAmount } from "../ui/price-lines";
import { DetailList, ExpandableRow } from "~/components/ui/expandable-row";
import { TableHead } from "~/components/ui/table-head";
import { formatIndiaDateTime, formatTravelDate } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import type { Booking } from "../booking-schema";
import { BookingStatusActions } from "./booking-status-actions";
import { bookingStatusLabels } from "../../../../domain/booking-values";
import { BookingStatusBadge } from "../ui/booking-status-badge";
import { EmailText } from "~/components/ui/email-text";
import { formatPhone } from "~/lib/phone";

const td = "px-3 py-3 text-sm";

export function BookingDetails({ booking }: { booking: Booking }) {
  return (
    <DetailList
      items={[
        // the package across the top, then twelve facts in rows of three (two on a phone), so the
        // grid has no holes; the long texts at the foot
        { label: booking.quote_id ? "Quoted trip" : "Package", value: booking.package_id.title, wide: true },
        { label: "Booking reference", value: booking.reference },
        { label: "Status", value: bookingStatusLabels[booking.status] },
        { label: "Booked on", value: formatIndiaDateTime(booking.booking_date) },
        { label: "Customer", value: booking.customer_name },
        {
          label: "Email",
          value: (
            <a className="text-brand-800 underline" href={`mailto:${booking.customer_email}`}>
              <EmailText email={booking.customer_email} />
            </a>
          ),
        },
        {
          label: "Phone",
          value: (
            <a className="whitespace-nowrap text-brand-800 underline" href={`tel:${booking.customer_phone}`}>
              {formatPhone(booking.customer_phone)}
            </a>
          ),
        },
        { label: "Travel date", value: formatTravelDate(booking.travel_date) },
        { label: "Travellers", value: booking.number_of_travelers },
        // an accepted quote has its own lines (adults, children, extras): no sharing or per-person price
        ...(booking.quote_id
          ? [{ label: "Priced by", value: "The accepted quote's lines" }]
          : [
              { label: "Sharing", value: booking.sharing === "double" ? "Double sharing" : "Triple sharing" },
              { label: "Price per person", value: formatRupees(booking.price_per_person) },
            ]),
        { label: "Total", value: formatRupees(booking.total_amount) },
        { label: "Last updated", value: formatIndiaDateTime(booking.updatedAt) },
        ...(booking.price_lines.length > 1 || booking.quote_id
          ? [
              {
                label: "How the total is made up",
                value: (
                  <ul>
                    {booking.price_lines.map((line, i) => (
                      <li key={`${i}-${line.label}`}>
                        {line.label}: {formatLineAmount(line.amount)}
                      </li>
                    ))}
                  </ul>
                ),
                wide: true,
              },
            ]
          : []),
        { label: "Special requests", value: booking.special_requests, wide: true },
      ]}
    />
  );
}

/** The Bookings list: newest first, one expandable row per booking. */
export function BookingTable({ bookings }: { bookings: Booking[] }) {
  return (
    <div className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full">
        <caption className="sr-only">Bookings, newest first</caption>
        <TableHead
          expandable
          columns={[
            { label: "Package" },
            { label: "Customer", from: "md" },
            { label: "Travel date", from: "lg" },
            { label: "Travellers", from: "lg" },
            { label: "Total", from: "md", align: "right" },
            { label: "Status", from: "sm" },
            { label: "Actions" },
          ]}
        />
        <tbody>
          {bookings.map((booking) => (
            <ExpandableRow
              key={booking.id}
              columns={8}
              label={`Details of booking ${booking.reference}`}
              details={<BookingDetails booking={booking} />}
              cells={
                <>
                  <td className={td}>
                    <span className="block font-medium text-slate-900">{booking.package_id.title}</span>
                    <Link
                      to={`/admin/bookings/${booking.id}`}
                      className="block text-xs font-semibold text-brand-800 underline"
                    >
                      {booking.reference}
                    </Link>
                    <span className="mt-1 block text-xs text-slate-700 md:hidden">
                      {booking.customer_name} · {formatRupees(booking.total_amount)}
                    </span>
                    <span className="mt-1 block text-xs text-slate-700 lg:hidden">
                      {formatTravelDate(booking.travel_date)} · {booking.number_of_travelers} travellers
                    </span>
                    <span className="mt-1.5 block sm:hidden">
                      <BookingStatusBadge status={booking.status} />
                    </span>
                  </td>
                  <td className={`${td} hidden md:table-cell`}>
                    <span className="block text-slate-900">{booking.customer_name}</span>
                    <span className="block whitespace-nowrap text-xs text-slate-600">
                      {formatPhone(booking.customer_phone)}
                    </span>
                  </td>
                  <td className={`${td} hidden whitespace-nowrap lg:table-cell`}>
                    {formatTravelDate(booking.travel_date)}
                  </td>
                  <td className={`${td} hidden tabular-nums lg:table-cell`}>{booking.number_of_travelers}</td>
                  <td className={`${td} hidden whitespace-nowrap text-right tabular-nums md:table-cell`}>
                    {formatRupees(booking.total_amount)}
                  </td>
                  <td className={`${td} hidden sm:table-cell`}>
                    <BookingStatusBadge status={booking.status} />
                  </td>
                  <td className={td}>
                    <BookingStatusActions booking={booking} />
                  </td>
                </>
              }
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useCallback, useState } from "react";
import { useStaffMay } from "~/features/admin-auth/staff-may";
import { Link, useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { RowAction, RowActions } from "~/components/ui/row-actions";
import { TableHead } from "~/components/ui/table-head";
import { formatTravelDate } from "~/lib/dates";
import { formatRupees } from "~/lib/money";
import { DeleteDepartureDialog, EditDepartureDialog } from "./departure-admin-forms";
import type { AdminActionResult } from "./departure-admin-state";
import { DepartureBadge } from "./departure-badge";
import type { DepartureAdmin } from "./departure-schema";

const td = "px-3 py-3 text-sm";

/** Close or Reopen in one click (no question: it is undone the same way). */
function OpenCloseButton({ departure, date }: { departure: DepartureAdmin; date: string }) {
  const fetcher = useFetcher<AdminActionResult>();
  const closing = !departure.closed;
  return (
    <fetcher.Form method="post" className="contents">
      <input type="hidden" name="intent" value={closing ? "close" : "open"} />
      <input type="hidden" name="id" value={departure.id} />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        aria-label={`${closing ? "Close" : "Reopen"} the ${date} departure`}
        className={buttonClass("ghost", "sm")}
      >
        {closing ? "Close" : "Reopen"}
      </button>
      {fetcher.data && !fetcher.data.ok && (
        <span role="alert" className="block text-xs font-medium text-red-700">
          {fetcher.data.message}
        </span>
      )}
    </fetcher.Form>
  );
}

function waitlistText(departure: DepartureAdmin): string {
  const { waitlist_waiting: waiting, waitlist_offered: offered } = departure;
  if (waiting + offered === 0) return "None";
  return [waiting ? `${waiting} waiting` : null, offered ? `${offered} offered` : null]
    .filter(Boolean)
    .join(", ");
}

/** One departure: its date and note, seats, waitlist, status and the admin's actions. */
function DepartureRow({
  departure,
  onEdit,
  onDelete,
  mayDelete,
}: {
  departure: DepartureAdmin;
  /** null: the role may not change departures (no Actions column) */
  onEdit: (() => void) | null;
  onDelete: () => void;
  mayDelete: boolean;
}) {
  const date = formatTravelDate(departure.date);
  const past = departure.status === "past";
  return (
    <tr className="border-t border-slate-200 align-top">
      <td className={td}>
        <span className="block whitespace-nowrap font-medium text-slate-900">{date}</span>
        {departure.note && <span className="block text-xs text-slate-600">{departure.note}</span>}
        {departure.price !== null && (
          <span className="block text-xs font-medium text-slate-800">
            {formatRupees(departure.price)} per person
          </span>
        )}
        <span className="mt-1 block text-xs text-slate-700 md:hidden">
          {departure.seats} seats · {departure.seats_booked} booked · {departure.seats_held} held
        </span>
        <span className="mt-1.5 block sm:hidden">
          <DepartureBadge departure={departure} />
        </span>
        <Link
          to={`manifest/${departure.date}`}
          className="mt-1 block text-xs font-semibold text-brand-800 underline"
          aria-label={`Manifest of the ${date} departure`}
        >
          Manifest
        </Link>
        <Link
          to={`trip/${departure.id}`}
          className="mt-1 block text-xs font-semibold text-brand-800 underline"
          aria-label={`Running the trip of the ${date} departure`}
        >
          Running the trip
        </Link>
        <Link
          to={`costs/${departure.id}`}
          className="mt-1 block text-xs font-semibold text-brand-800 underline"
          aria-label={`Costs and margin of the ${date} departure`}
        >
          Costs and margin
        </Link>
        <Link
          to={`/admin/tours/waitlist?departure_id=${departure.id}`}
          className="mt-1 block text-xs font-medium text-brand-800 underline lg:hidden"
        >
          Waitlist: {waitlistText(departure)}
        </Link>
      </td>
      <td className={`${td} hidden tabular-nums sm:table-cell`}>{departure.seats}</td>
      <td className={`${td} hidden tabular-nums md:table-cell`}>{departure.seats_booked}</td>
      <td className={`${td} hidden tabular-nums md:table-cell`}>{departure.seats_held}</td>
      <td className={`${td} font-semibold tabular-nums`}>{departure.seats_left}</td>
      <td className={`${td} hidden lg:table-cell`}>
        <Link
          to={`/admin/tours/waitlist?departure_id=${departure.id}`}
          className="font-medium text-brand-800 underline"
          aria-label={`Waitlist of the ${date} departure: ${waitlistText(departure)}`}
        >
          {waitlistText(departure)}
        </Link>
      </td>
      <td className={`${td} hidden sm:table-cell`}>
        <DepartureBadge departure={departure} />
      </td>
      {onEdit && (
        <td className={td}>
          {!past && (
            <RowActions>
              <RowAction label={`Edit the ${date} departure`} onClick={onEdit} variant="secondary">
                Edit
              </RowAction>
              <OpenCloseButton departure={departure} date={date} />
              {mayDelete && (
                <RowAction label={`Delete the ${date} departure`} onClick={onDelete}>
                  Delete
                </RowAction>
              )}
            </RowActions>
          )}
        </td>
      )}
    </tr>
  );
}

/** A package's departures by date: seats booked, held and left, the waitlist, and the admin's actions. */
export function DepartureAdminTable({ departures }: { departures: DepartureAdmin[] }) {
  const [editing, setEditing] = useState<DepartureAdmin | null>(null);
  const [deleting, setDeleting] = useState<DepartureAdmin | null>(null);
  const closeEdit = useCallback(() => setEditing(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const mayChange = useStaffMay("tours");
  const mayDelete = useStaffMay("delete");
  if (departures.length === 0) {
    return (
      <p className="mt-6 rounded-lg bg-white px-4 py-6 text-center text-slate-700 ring-1 ring-slate-200">
        No departures yet: visitors choose their own travel date. Add one above to sell fixed seats.
      </p>
    );
  }
  return (
    <div className="mt-6 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full">
        <caption className="sr-only">Departures by date</caption>
        <TableHead
          columns={[
            { label: "Date" },
            { label: "Seats", from: "sm" },
            { label: "Booked", from: "md" },
            { label: "Held", from: "md" },
            { label: "Left" },
            { label: "Waitlist", from: "lg" },
            { label: "Status", from: "sm" },
            ...(mayChange ? [{ label: "Actions" }] : []),
          ]}
        />
        <tbody>
          {departures.map((departure) => (
            <DepartureRow
              key={departure.id}
              departure={departure}
              onEdit={mayChange ? () => setEditing(departure) : null}
              onDelete={() => setDeleting(departure)}
              mayDelete={mayDelete}
            />
          ))}
        </tbody>
      </table>
      <EditDepartureDialog departure={editing} onClose={closeEdit} />
      <DeleteDepartureDialog departure={deleting} onClose={closeDelete} />
    </div>
  );
}

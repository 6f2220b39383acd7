import { useFetcher } from "react-router";
import type { Booking } from "../booking-schema";

const button =
  "rounded-full px-3 py-1.5 text-xs font-semibold ring-1 ring-inset disabled:cursor-not-allowed disabled:opacity-50";

/**
 * Confirm and Cancel (SPEC 4): the button of the current status is disabled, and both are while an
 * update is on its way. Posts to the Bookings route's action, so it also works before JavaScript.
 */
export function BookingStatusActions({ booking }: { booking: Booking }) {
  const fetcher = useFetcher<{ ok: boolean; message?: string }>();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="flex flex-col items-start gap-1.5">
      <input type="hidden" name="id" value={booking.id} />
      <div className="flex flex-wrap gap-1.5">
        <button
          type="submit"
          name="status"
          value="confirmed"
          disabled={busy || booking.status === "confirmed"}
          aria-label={`Confirm booking ${booking.reference}`}
          className={`${button} bg-green-50 text-green-800 ring-green-700 enabled:hover:bg-green-100`}
        >
          Confirm
        </button>
        <button
          type="submit"
          name="status"
          value="cancelled"
          disabled={busy || booking.status === "cancelled"}
          aria-label={`Cancel booking ${booking.reference}`}
          className={`${button} bg-red-50 text-red-800 ring-red-700 enabled:hover:bg-red-100`}
        >
          Cancel
        </button>
      </div>
      {busy && (
        <span role="status" className="text-xs text-slate-600">
          Updating…
        </span>
      )}
      {!busy && fetcher.data && !fetcher.data.ok && (
        <span role="alert" className="text-xs font-medium text-red-700">
          {fetcher.data.message ?? "The status could not be changed. Please try again."}
        </span>
      )}
    </fetcher.Form>
  );
}

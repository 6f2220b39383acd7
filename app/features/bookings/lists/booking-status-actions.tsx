import { useState } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/ui/dialog";
import type { Booking } from "../booking-schema";

const button =
  "rounded-full px-3 py-1.5 text-xs font-semibold ring-1 ring-inset disabled:cursor-not-allowed disabled:opacity-50";

/** What cancelling does, said before it is done (ADR 023: it cannot be undone). */
function cancelConsequences(booking: Booking): string {
  const seats = booking.number_of_travelers === 1 ? "its seat" : `its ${booking.number_of_travelers} seats`;
  return (
    `${booking.customer_name} is emailed at ${booking.customer_email} that the booking is cancelled` +
    (booking.departure_id ? `, and ${seats} on this departure are offered to its waitlist at once.` : ".") +
    " This cannot be undone: the email goes out straight away. Confirming the booking again later" +
    " sends another email, and needs its seats to be free."
  );
}

/**
 * Confirm and Cancel (docs/product.md §4): the button of the current status is disabled, and both
 * are while an update is on its way. Confirm posts to the Bookings route's action, so it works before
 * JavaScript; Cancel asks first, in a dialog that says what happens and that it cannot be undone.
 */
export function BookingStatusActions({ booking }: { booking: Booking }) {
  const fetcher = useFetcher<{ ok: boolean; message?: string }>();
  const [asking, setAsking] = useState(false);
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
          type="button"
          onClick={() => setAsking(true)}
          disabled={busy || booking.status === "cancelled"}
          aria-label={`Cancel booking ${booking.reference}`}
          aria-haspopup="dialog"
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
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={`Cancel booking ${booking.reference}?`}
        description={cancelConsequences(booking)}
        keep="Keep the booking"
        confirm="Cancel and email the traveller"
        onConfirm={() => void fetcher.submit({ id: booking.id, status: "cancelled" }, { method: "post" })}
      />
    </fetcher.Form>
  );
}

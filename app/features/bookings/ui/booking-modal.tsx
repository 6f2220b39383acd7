import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import type { Departure } from "~/features/bookings/departures/departure-schema";
import { formatRupees } from "~/lib/money";
import { BookingFields } from "./booking-fields";
import {
  IDEMPOTENCY_FIELD,
  type BookingConfirmation,
  type BookingFormResult,
} from "../write/booking-form-state";

type BookingModalProps = {
  open: boolean;
  onClose: () => void;
  onBooked: (confirmation: BookingConfirmation) => void;
  packageTitle: string;
  travellers: number;
  sharing: "triple" | "double";
  total: number;
  /** the package's fixed departures, offered instead of a free date */
  departures?: readonly Departure[];
  chosenDeparture?: string;
};

/**
 * SPEC 2's booking modal. It posts to the package page's own action (the same one the form
 * without JavaScript uses); travellers and sharing come from the page, the total shown is only a
 * preview (the server prices the booking). Each opening gets a fresh idempotency key, so a double
 * click or a retry after a lost answer makes one booking.
 */
export function BookingModal({
  open,
  onClose,
  onBooked,
  packageTitle,
  travellers,
  sharing,
  total,
  departures,
  chosenDeparture,
}: BookingModalProps) {
  const fetcher = useFetcher<BookingFormResult>({ key: "booking" });
  const [idempotencyKey, setIdempotencyKey] = useState("");
  const handled = useRef<BookingFormResult | undefined>(undefined);

  useEffect(() => {
    if (open) setIdempotencyKey(crypto.randomUUID());
  }, [open]);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state === "idle" && result?.ok && handled.current !== result) {
      handled.current = result;
      onBooked(result.confirmation);
    }
  }, [fetcher.state, fetcher.data, onBooked]);

  const busy = fetcher.state !== "idle";
  // a refusal is shown beside the fields; a success has already moved on to the confirmation
  const shownResult = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;

  return (
    <Dialog open={open} onClose={onClose} title="Book Your Trip" description={packageTitle}>
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
        <input type="hidden" name="number_of_travelers" value={travellers} />
        <input type="hidden" name="sharing" value={sharing} />
        <BookingFields result={shownResult} departures={departures} chosenDeparture={chosenDeparture} />
        <dl className="mt-5 rounded-xl bg-brand-50 px-4 py-3 text-sm">
          <div className="flex justify-between">
            <dt className="text-slate-700">Travellers</dt>
            <dd className="font-semibold text-slate-900">{travellers}</dd>
          </div>
          <div className="mt-1 flex justify-between">
            <dt className="text-slate-700">{sharing === "double" ? "Double Sharing" : "Triple Sharing"}</dt>
            <dd className="font-semibold text-slate-900">Total {formatRupees(total)}</dd>
          </div>
        </dl>
        <button type="submit" disabled={busy} className={`mt-5 w-full ${buttonClass("primary", "lg")}`}>
          {busy ? "Booking..." : "Confirm Booking"}
        </button>
      </fetcher.Form>
    </Dialog>
  );
}
